import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  createTelephonyProvider,
  type SandboxTelephonyLedger,
  type TelephonyProvider,
} from '../../providers/telephony/index.js';
import { telephonySandboxEvents } from './telephony.schema.js';
import { phoneNumbers } from './tenants.schema.js';

/**
 * The sandbox telephony's ledger: a number is taken while a tenant holds it or once the sandbox
 * handed it out; each action is a `telephony_sandbox_events` row.
 */
export function sandboxTelephonyLedger(db: Db): SandboxTelephonyLedger {
  return {
    async taken(candidates) {
      const held = await db
        .select({ number: phoneNumbers.number })
        .from(phoneNumbers)
        .where(inArray(phoneNumbers.number, candidates));
      const used = new Set(held.map((r) => r.number));
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
      return used;
    },
    async record(event) {
      await db.insert(telephonySandboxEvents).values(event);
    },
  };
}

/** The telephony operator, its sandbox recording in this module's tables. */
export function telephonyProviderFor(db: Db): TelephonyProvider {
  return createTelephonyProvider({ sandboxLedger: sandboxTelephonyLedger(db) });
}
