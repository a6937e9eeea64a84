import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import {
  type Outbox,
  type OutboxHandler,
  type OutboxMessage,
  PermanentFailure,
} from '../../platform/outbox.js';
import type { SmsProvider } from '../../providers/sms/index.js';
import { appointments } from '../appointments/appointments.schema.js';
import { createNotification } from '../notifications/notifications.repo.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import { isOptedOut } from './sms.repo.js';
import { smsMessages } from './sms.schema.js';

/*
 * SMS delivery: what a module enqueues, and the `sms` outbox handler that decides whether a
 * message still goes out (appointment unchanged, number not opted out, quota left), records it
 * in `sms_messages` and hands it to the configured operator (`src/providers/sms`).
 */

/** Outbox topic of outgoing SMS. */
export const SMS_TOPIC = 'sms';

/** What a module asks to send: enqueued with {@link enqueueSms} in the caller's transaction. */
export interface SmsPayload {
  tenantId: string;
  /** E.164 */
  to: string;
  body: string;
  /** Why the message is sent (`caller_confirmation`, `owner_urgent_message`, `booking_confirmation`, `appointment_reminder`, …). */
  kind: string;
  /**
   * The appointment the message is about and its start time when enqueued: the handler sends
   * only while the appointment still starts then, is not cancelled and has this phone, so a
   * reminder of a moved or cancelled appointment never goes out.
   */
  appointment?: { id: string; startTime: Date };
  /** When to send (reminders); now when unset. */
  runAt?: Date;
}

/** Writes an SMS to the outbox in the caller's transaction. Call `outbox.wake(SMS_TOPIC)` after commit. */
export async function enqueueSms(outbox: Outbox, tx: DbOrTx, sms: SmsPayload): Promise<void> {
  await outbox.enqueue(tx, {
    topic: SMS_TOPIC,
    tenantId: sms.tenantId,
    payload: {
      tenant_id: sms.tenantId,
      to: sms.to,
      body: sms.body,
      kind: sms.kind,
      ...(sms.appointment
        ? { appointment_id: sms.appointment.id, appointment_start: sms.appointment.startTime.toISOString() }
        : {}),
    },
    ...(sms.runAt ? { runAt: sms.runAt } : {}),
    maxAttempts: 8,
  });
}

function payloadOf(msg: OutboxMessage): SmsPayload {
  const p = msg.payload as Record<string, unknown>;
  if (
    typeof p.tenant_id !== 'string' ||
    typeof p.to !== 'string' ||
    typeof p.body !== 'string' ||
    typeof p.kind !== 'string'
  )
    throw new PermanentFailure('malformed SMS payload');
  const appointment =
    typeof p.appointment_id === 'string' && typeof p.appointment_start === 'string'
      ? { id: p.appointment_id, startTime: new Date(p.appointment_start) }
      : undefined;
  return {
    tenantId: p.tenant_id,
    to: p.to,
    body: p.body,
    kind: p.kind,
    ...(appointment ? { appointment } : {}),
  };
}

/** An appointment message is still due while its appointment starts then, for that phone, not cancelled. */
async function stillDue(tx: DbOrTx, sms: SmsPayload): Promise<boolean> {
  if (!sms.appointment) return true;
  const [a] = await tx
    .select({
      startTime: appointments.startTime,
      status: appointments.status,
      phone: appointments.patientPhone,
    })
    .from(appointments)
    .where(and(eq(appointments.id, sms.appointment.id), eq(appointments.tenantId, sms.tenantId)))
    .limit(1);
  return Boolean(
    a &&
      (a.status === 'scheduled' || a.status === 'confirmed') &&
      a.phone === sms.to &&
      a.startTime.getTime() === sms.appointment.startTime.getTime(),
  );
}

export interface SmsHandlerDeps {
  db: Db;
  provider: SmsProvider;
  tenants: Pick<TenantsService, 'incrementSms'>;
  appUrl: string;
  clock: Clock;
}

/**
 * The `sms` outbox handler. A message about an appointment that moved, was cancelled or
 * changed phone is dropped unrecorded (its successor, if any, is already enqueued). A number
 * that opted out (replied STOP) gets nothing: recorded `skipped_opt_out`, not counted.
 * First delivery of a message: one transaction records it in
 * `sms_messages` and counts it against the plan's SMS quota (the tenants usage counter,
 * conditional so the limit is never overshot). Over the quota it is not sent: recorded
 * `skipped_quota`, and the owner is told in the dashboard once per period. Then the provider
 * sends; a provider failure is retried by the outbox without counting again.
 */
export function smsOutboxHandler(deps: SmsHandlerDeps): OutboxHandler {
  return async (msg) => {
    const sms = payloadOf(msg);
    const row = await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.outboxMessageId, msg.id))
        .limit(1);
      if (existing) {
        // A retry: the appointment may have moved or been cancelled since the last attempt.
        if (existing.status === 'failed' && !(await stillDue(tx, sms))) {
          await tx
            .update(smsMessages)
            .set({ error: 'not sent: the appointment changed or was cancelled before a retry' })
            .where(eq(smsMessages.id, existing.id));
          return undefined;
        }
        return existing;
      }
      if (!(await stillDue(tx, sms))) return undefined;
      if (await isOptedOut(tx, sms.tenantId, sms.to)) {
        const [skipped] = await tx
          .insert(smsMessages)
          .values({
            tenantId: sms.tenantId,
            outboxMessageId: msg.id,
            to: sms.to,
            body: sms.body,
            kind: sms.kind,
            provider: deps.provider.name,
            status: 'skipped_opt_out',
          })
          .returning();
        return skipped!;
      }
      const usage = await deps.tenants
        .incrementSms(sms.tenantId, 1, { tx, withinLimit: true })
        .catch((err: { status?: number }) => {
          if (err?.status === 404) throw new PermanentFailure('tenant no longer exists');
          throw err;
        });
      const [inserted] = await tx
        .insert(smsMessages)
        .values({
          tenantId: sms.tenantId,
          outboxMessageId: msg.id,
          to: sms.to,
          body: sms.body,
          kind: sms.kind,
          provider: deps.provider.name,
          status: usage.counted ? 'queued' : 'skipped_quota',
          period: usage.counted ? usage.period : null,
        })
        .returning();
      if (!usage.counted) {
        await createNotification(tx, {
          tenantId: sms.tenantId,
          kind: 'sms_quota_exhausted',
          title: 'SMS limit reached / Wyczerpany limit SMS',
          message: `Your plan's SMS for ${usage.period} (${usage.sms_limit}) are used up; SMS are not being sent until the next period or a plan upgrade. / Limit SMS planu na ${usage.period} (${usage.sms_limit}) został wykorzystany; SMS nie są wysyłane do następnego okresu lub zmiany planu.`,
          actionUrl: `${deps.appUrl}/billing`,
          actionLabel: 'Upgrade / Zmień plan',
          data: { period: usage.period, sms_limit: usage.sms_limit },
          dedupeKey: `sms_quota_exhausted:${usage.period}`,
        });
      }
      return inserted!;
    });
    if (!row || (row.status !== 'queued' && row.status !== 'failed')) return;
    try {
      const sent = await deps.provider.send({ to: row.to, body: row.body, tenantId: row.tenantId });
      await deps.db
        .update(smsMessages)
        .set({ status: 'sent', providerRef: sent.providerRef, sentAt: deps.clock.now(), error: null })
        .where(and(eq(smsMessages.id, row.id), eq(smsMessages.tenantId, row.tenantId)));
    } catch (err) {
      await deps.db
        .update(smsMessages)
        .set({ status: 'failed', error: err instanceof Error ? err.message.slice(0, 500) : String(err) })
        .where(eq(smsMessages.id, row.id));
      throw err;
    }
  };
}
