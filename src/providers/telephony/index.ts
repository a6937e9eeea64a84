import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { newId } from '../../db/columns.js';
import { phoneNumbers } from '../../modules/tenants/tenants.schema.js';
import { telephonySandboxEvents } from './telephony.schema.js';

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

/**
 * Runs for real without an operator: numbers come from the Warsaw (22) range, unique across
 * every tenant, and each action is recorded in `telephony_sandbox_events`.
 */
export class SandboxTelephonyProvider implements TelephonyProvider {
  readonly name = 'sandbox';
  constructor(private readonly db: Db) {}

  private async freeNumber(db: DbOrTx, areaCode: string): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const candidates = Array.from(
        { length: 5 },
        () => `+48${areaCode}${String(randomInt(2_000_000, 9_999_999)).slice(0, 9 - areaCode.length)}`,
      );
      const taken = await db
        .select({ number: phoneNumbers.number })
        .from(phoneNumbers)
        .where(inArray(phoneNumbers.number, candidates));
      const used = new Set(taken.map((r) => r.number));
      const prior = await db
        .select({ number: telephonySandboxEvents.number })
        .from(telephonySandboxEvents)
        .where(
          and(
            eq(telephonySandboxEvents.action, 'provision_number'),
            inArray(telephonySandboxEvents.number, candidates),
          ),
        );
      for (const r of prior) if (r.number) used.add(r.number);
      const free = candidates.find((c) => !used.has(c));
      if (free) return free;
    }
    throw new Error('no free sandbox number');
  }

  async provisionNumber(input: { tenantId: string; country: 'PL'; areaCode?: string }) {
    const areaCode = input.areaCode && /^\d{2}$/.test(input.areaCode) ? input.areaCode : '22';
    const number = await this.freeNumber(this.db, areaCode);
    const providerRef = `sbx_num_${newId()}`;
    await this.db.insert(telephonySandboxEvents).values({
      action: 'provision_number',
      tenantId: input.tenantId,
      number,
      payload: { country: input.country, area_code: areaCode, provider_ref: providerRef },
    });
    return { number, providerRef };
  }

  async releaseNumber(input: { tenantId: string; number: string; providerRef: string | null }) {
    await this.db.insert(telephonySandboxEvents).values({
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
    const callRef = `sbx_call_${newId()}`;
    await this.db.insert(telephonySandboxEvents).values({
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

export function createTelephonyProvider(db: Db): TelephonyProvider {
  return new SandboxTelephonyProvider(db);
}
