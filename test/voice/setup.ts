import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calls } from '../../src/modules/calls/calls.schema.js';
import { departments, tenants } from '../../src/modules/tenants/tenants.schema.js';
import { outboxMessages } from '../../src/platform/outbox.schema.js';
import { injector, internal, receptionTenant } from '../calls/setup.js';
import type { TestApp } from '../helpers/app.js';
import type { ManualClock } from '../helpers/clock.js';
import { createApiKey } from '../helpers/fixtures.js';

export { internal, randomMobile, spokenNational } from '../calls/setup.js';

/** Monday 23 November 2026, 08:00 in Warsaw. */
export const NOW = new Date('2026-11-23T07:00:00.000Z');

export const HOURS = {
  mon: [['08:00', '16:00']],
  tue: [['08:00', '16:00']],
  wed: [['08:00', '16:00']],
  thu: [['08:00', '16:00']],
  fri: [['08:00', '16:00']],
} as Record<string, [string, string][]>;

/** A live business with opening hours, an FAQ and an accounting department that takes transfers. */
export async function voiceTenant(t: TestApp, settings: Record<string, unknown> = {}) {
  const x = await receptionTenant(t);
  const accountingNumber = `+4822${randomInt(1_000_000, 9_999_999)}`;
  const mainTransfer = `+4822${randomInt(1_000_000, 9_999_999)}`;
  await t.db
    .update(tenants)
    .set({
      businessName: 'Przychodnia Zdrówko',
      openingHours: HOURS,
      slotMinutes: 30,
      faq: {
        'Czy macie parking?': 'Tak, bezpłatny parking dla pacjentów jest za budynkiem.',
        'Do you accept card payments?': 'Yes, we accept cards and BLIK.',
      },
      transferNumbers: [mainTransfer],
      settings,
    })
    .where(eq(tenants.id, x.tenant.id));
  await t.db.insert(departments).values([
    { tenantId: x.tenant.id, name: 'Recepcja', transferNumber: mainTransfer, keywords: ['rejestracja'] },
    { tenantId: x.tenant.id, name: 'Księgowość', transferNumber: accountingNumber, keywords: ['faktury'] },
  ]);
  return { ...x, accountingNumber, mainTransfer };
}

/** The tenant's voice config, set as its developer would: `PATCH /v2/voice-config` with a key. */
export async function setVoiceConfig(t: TestApp, tenantId: string, patch: Record<string, unknown>) {
  const key = await createApiKey(t, tenantId, { scopes: ['voice_config:write'] });
  const r = await t.app.inject({
    method: 'PATCH',
    url: '/v2/voice-config',
    headers: { ...key.auth, 'idempotency-key': randomUUID() },
    payload: patch,
  });
  expect(r.statusCode, r.body).toBe(200);
}

export interface Turn {
  status: number;
  body: {
    reply: string;
    ended: boolean;
    outcome: string | null;
    call_id: string;
    transfer_to: string | null;
    language: 'pl' | 'en';
  };
}

/** A scripted caller: starts a session and says each line, the clock moving 5 s per turn. */
export function caller(t: TestApp, clock: ManualClock) {
  const inject = injector(t);
  return {
    async start(to: string, from: string | null) {
      const r = await inject('POST', '/internal/voice/sessions', internal, { to, from });
      return { status: r.statusCode, body: r.json() };
    },
    async say(sessionId: string, text: string, extra: Record<string, unknown> = {}): Promise<Turn> {
      clock.advance(5_000);
      const r = await inject('POST', `/internal/voice/sessions/${sessionId}/turns`, internal, {
        text,
        ...extra,
      });
      return { status: r.statusCode, body: r.json() };
    },
    /** Starts a call and says every line (stopping when the call ends); returns every turn. */
    async converse(to: string, from: string, lines: string[]) {
      const started = await this.start(to, from);
      if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
      const turns: Turn[] = [];
      for (const line of lines) {
        const turn = await this.say(started.body.session_id, line);
        if (turn.status !== 200)
          throw new Error(`turn "${line}": ${turn.status} ${JSON.stringify(turn.body)}`);
        turns.push(turn);
        if (turn.body.ended) break;
      }
      return {
        sessionId: started.body.session_id as string,
        callId: started.body.call_id as string,
        greeting: started.body.reply as string,
        turns,
        last: turns[turns.length - 1]!,
      };
    },
  };
}

/** The call record of a call id. */
export const callRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(calls).where(eq(calls.id, id)))[0]!;

/** Payloads of the tenant's `type` events written to the outbox. */
export const eventsOf = async (t: TestApp, tenantId: string, type: string) =>
  (
    await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.topic, 'event')))
  )
    .map((m) => m.payload)
    .filter((p) => p.event === type);
