import { randomInt } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

export interface ProvisionedNumber {
  /** E.164 */
  number: string;
  providerRef: string;
}

export interface PlacedCall {
  callRef: string;
  /** The caller id the call presents (our test line). */
  from: string;
}

/** The telephony operator: buys and releases numbers, places outbound calls. */
export interface TelephonyProvider {
  readonly name: string;
  provisionNumber(input: { tenantId: string; country: 'PL'; areaCode?: string }): Promise<ProvisionedNumber>;
  releaseNumber(input: { tenantId: string; number: string; providerRef: string | null }): Promise<void>;
  placeCall(input: {
    tenantId: string;
    to: string;
    purpose: 'forwarding_check';
    maxRingSeconds: number;
  }): Promise<PlacedCall>;
}

/** Caller id of the sandbox's test line (Warsaw, 22). */
export const SANDBOX_TEST_LINE = '+48225550100';

/** One thing the sandbox did instead of calling an operator. */
export interface SandboxTelephonyEvent {
  action: 'provision_number' | 'release_number' | 'place_call';
  tenantId: string;
  number: string;
  payload: Record<string, unknown>;
}

/**
 * What the sandbox needs from the module that owns the numbers (the tenants module): which
 * candidate numbers are taken, and where to record what it did (`telephony_sandbox_events`).
 */
export interface SandboxTelephonyLedger {
  /** The candidates already held by a tenant or handed out by the sandbox before. */
  taken(candidates: string[]): Promise<Set<string>>;
  record(event: SandboxTelephonyEvent): Promise<void>;
}

/**
 * Runs for real without an operator: numbers come from the Warsaw (22) range, unique across
 * every tenant, and each action is recorded in the ledger.
 */
export class SandboxTelephonyProvider implements TelephonyProvider {
  readonly name = 'sandbox';
  constructor(private readonly ledger: SandboxTelephonyLedger) {}

  private async freeNumber(areaCode: string): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const candidates = Array.from(
        { length: 5 },
        () => `+48${areaCode}${String(randomInt(2_000_000, 9_999_999)).slice(0, 9 - areaCode.length)}`,
      );
      const used = await this.ledger.taken(candidates);
      const free = candidates.find((c) => !used.has(c));
      if (free) return free;
    }
    throw new Error('no free sandbox number');
  }

  async provisionNumber(input: { tenantId: string; country: 'PL'; areaCode?: string }) {
    const areaCode = input.areaCode && /^\d{2}$/.test(input.areaCode) ? input.areaCode : '22';
    const number = await this.freeNumber(areaCode);
    const providerRef = `sbx_num_${uuidv7()}`;
    await this.ledger.record({
      action: 'provision_number',
      tenantId: input.tenantId,
      number,
      payload: { country: input.country, area_code: areaCode, provider_ref: providerRef },
    });
    return { number, providerRef };
  }

  async releaseNumber(input: { tenantId: string; number: string; providerRef: string | null }) {
    await this.ledger.record({
      action: 'release_number',
      tenantId: input.tenantId,
      number: input.number,
      payload: { provider_ref: input.providerRef },
    });
  }

  async placeCall(input: {
    tenantId: string;
    to: string;
    purpose: 'forwarding_check';
    maxRingSeconds: number;
  }) {
    const callRef = `sbx_call_${uuidv7()}`;
    await this.ledger.record({
      action: 'place_call',
      tenantId: input.tenantId,
      number: input.to,
      payload: {
        from: SANDBOX_TEST_LINE,
        to: input.to,
        purpose: input.purpose,
        max_ring_seconds: input.maxRingSeconds,
        call_ref: callRef,
      },
    });
    return { callRef, from: SANDBOX_TEST_LINE };
  }
}

/** The telephony operator; only the sandbox exists so far. */
export function createTelephonyProvider(deps: { sandboxLedger: SandboxTelephonyLedger }): TelephonyProvider {
  return new SandboxTelephonyProvider(deps.sandboxLedger);
}
