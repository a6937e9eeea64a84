import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, ValidationError } from '../../platform/errors.js';
import { raiseEvent } from '../../platform/events.js';
import type { Outbox } from '../../platform/outbox.js';
import { users } from '../accounts/accounts.schema.js';
import { enqueueMailMessage, MAIL_TOPIC } from '../accounts/mail.js';
import { followUps } from '../follow-ups/follow-ups.schema.js';
import { missedQuestions } from '../missed-questions/missed-questions.schema.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { effectivePlan } from '../plans/plans.js';
import { enqueueSms, SMS_TOPIC } from '../sms/delivery.js';
import { activeCalls } from '../tenants/concurrency.js';
import { toE164 } from '../tenants/phone.js';
import { phoneNumbers, tenants } from '../tenants/tenants.schema.js';
import { settingsOf } from '../tenants/tenants.service.js';
import { callerHash } from './caller-hash.js';
import {
  analysisStatusOf,
  CALL_DIRECTIONS,
  type CALL_STATUSES,
  type CallOutcome,
  calls,
  type SENTIMENTS,
  type TranscriptTurn,
} from './calls.schema.js';
import { isUuid } from './calls.service.js';

export interface OpenCallInput {
  tenant_id?: string;
  to?: string | null;
  from?: string | null;
  direction?: (typeof CALL_DIRECTIONS)[number];
  started_at?: string;
}

export interface CompleteCallInput {
  status?: Exclude<(typeof CALL_STATUSES)[number], 'in_progress'>;
  duration_seconds: number;
  outcome: CallOutcome;
  summary?: string | null;
  sentiment?: (typeof SENTIMENTS)[number] | null;
  had_error?: boolean;
  transcript?: TranscriptTurn[];
  callback_requested?: boolean;
  message?: { text: string; urgent?: boolean } | null;
  unanswered_questions?: string[];
  ended_at?: string;
  /** Post-call analysis values by field name (the tenant's `analysis_fields`). */
  analysis?: Record<string, string | number | boolean | null> | null;
}

export interface CallsIngestDeps {
  db: Db;
  outbox: Outbox;
  clock: Clock;
  secret: string;
  appUrl: string;
}

const invalid = (field: string, msg: string, msgPl: string) =>
  new ValidationError([{ loc: ['body', field], msg, msgPl, type: 'value_error' }]);

function phoneField(raw: string | null | undefined, field: string): string | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  const n = toE164(raw);
  if (!n)
    throw invalid(
      field,
      'Not a valid phone number (E.164, or a Polish number without the country code).',
      'Niepoprawny numer telefonu (E.164 lub polski numer bez kodu kraju).',
    );
  return n;
}

function instant(raw: string | undefined, field: string): Date | undefined {
  if (raw === undefined) return undefined;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime()))
    throw invalid(field, 'Not a valid ISO 8601 date-time.', 'Niepoprawna data i godzina ISO 8601.');
  return d;
}

const callNotFound = () =>
  new AppError(404, 'not_found', { message: 'Call not found.', messagePl: 'Nie znaleziono połączenia.' });

/** The voice engine's side: opens call records and completes them with every side effect. */
export function createCallsIngest(deps: CallsIngestDeps) {
  const { db, outbox, clock } = deps;

  /** The tenant answering on our number (active numbers; exactly one tenant, else 404). */
  async function tenantByNumber(number: string): Promise<string> {
    const rows = await db
      .selectDistinct({ tenantId: phoneNumbers.tenantId })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.number, number), eq(phoneNumbers.isActive, true)))
      .limit(2);
    if (rows.length !== 1)
      throw new AppError(404, 'not_found', {
        message: 'No single tenant answers this number; send tenant_id.',
        messagePl: 'Żadna pojedyncza firma nie obsługuje tego numeru; podaj tenant_id.',
        field: 'to',
      });
    return rows[0]!.tenantId;
  }

  async function open(input: OpenCallInput, opts: { enforceConcurrency?: boolean } = {}) {
    const direction = input.direction ?? 'inbound';
    const from = phoneField(input.from, 'from');
    const to = phoneField(input.to, 'to');
    const startedAt = instant(input.started_at, 'started_at') ?? clock.now();
    let tenantId: string;
    const tenantMissing = () =>
      new AppError(404, 'not_found', {
        message: 'Tenant not found.',
        messagePl: 'Nie znaleziono firmy.',
        ...(input.tenant_id ? { field: 'tenant_id' } : {}),
      });
    if (input.tenant_id) {
      if (!isUuid(input.tenant_id)) throw new AppError(404, 'not_found', { field: 'tenant_id' });
      tenantId = input.tenant_id;
      // With the concurrency check, the transaction's locking read finds the tenant (or not).
      if (!opts.enforceConcurrency) {
        const [t] = await db
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, tenantId))
          .limit(1);
        if (!t) throw tenantMissing();
      }
    } else {
      const ours = direction === 'inbound' ? to : from;
      if (!ours)
        throw invalid(
          direction === 'inbound' ? 'to' : 'from',
          'Send tenant_id, or the number of the tenant that the call is on.',
          'Podaj tenant_id albo numer firmy, na którym odbywa się połączenie.',
        );
      tenantId = await tenantByNumber(ours);
    }
    const values = {
      tenantId,
      callerNumber: from,
      callerHash: from ? callerHash(deps.secret, from) : null,
      calledNumber: to,
      direction,
      status: 'in_progress' as const,
      startedAt,
      createdAt: startedAt,
    };
    if (!opts.enforceConcurrency) {
      const [row] = await db.insert(calls).values(values).returning();
      return row!;
    }
    // The tenant's row is locked while its calls in progress are counted, so that calls
    // starting at the same moment cannot pass the plan's limit together.
    return db.transaction(async (tx) => {
      const [t] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
      if (!t) throw tenantMissing();
      const limit = effectivePlan(t, clock.now()).concurrentCallsLimit;
      const active = await activeCalls(tx, tenantId, clock.now());
      const [row] = await tx
        .insert(calls)
        .values({ ...values, overflow: active >= limit })
        .returning();
      return row!;
    });
  }

  /** Where the owner is told: the owner account's e-mail (else the billing e-mail) and SMS phone (else the tenant's owner phone). */
  async function ownerContact(tx: DbOrTx, t: typeof tenants.$inferSelect) {
    let email: string | null = null;
    let phone: string | null = null;
    if (t.ownerUserId) {
      const [u] = await tx
        .select({ email: users.email, smsPhone: users.smsPhone })
        .from(users)
        .where(and(eq(users.id, t.ownerUserId), isNull(users.deletedAt)))
        .limit(1);
      email = u?.email ?? null;
      phone = u?.smsPhone ?? null;
    }
    return { email: email ?? settingsOf(t).billing_email, phone: phone ?? t.ownerPhone };
  }

  /**
   * Completes a call. `inTransaction` runs first in the completion's transaction (e.g. the
   * voice session ending with its call); if it throws, nothing is completed.
   */
  async function complete(
    id: string,
    input: CompleteCallInput,
    opts: {
      inTransaction?: (tx: DbOrTx) => Promise<void>;
      /** The analysis is completed later (the LLM brain's `call.analyze`): `analysis_status` is `pending`. */
      analysisPending?: boolean;
      /** The call's tenant row when the caller has just read it (not read again). */
      tenant?: typeof tenants.$inferSelect;
    } = {},
  ) {
    if (!isUuid(id)) throw callNotFound();
    const now = clock.now();
    const endedAtInput = instant(input.ended_at, 'ended_at');
    const message = input.message?.text.trim()
      ? { text: input.message.text.trim(), urgent: !!input.message.urgent }
      : null;
    const seen = new Set<string>();
    const questions: string[] = [];
    for (const raw of input.unanswered_questions ?? []) {
      const q = raw.trim().replace(/\s+/g, ' ');
      if (!q || seen.has(q.toLowerCase())) continue;
      seen.add(q.toLowerCase());
      questions.push(q);
    }
    const callbackRequested = input.callback_requested ?? false;
    const sideEffects = {
      minutes_counted: Math.ceil(input.duration_seconds / 60),
      events: ['call.completed'] as string[],
      sms: [] as string[],
      owner_emailed: false,
      notification_id: null as string | null,
      follow_up_id: null as string | null,
      missed_question_ids: [] as string[],
    };
    const row = await db.transaction(async (tx) => {
      await opts.inTransaction?.(tx);
      // Exactly one completion wins: the row lock makes a concurrent second UPDATE re-check
      // `status = 'in_progress'` after the first commits, and find nothing to update.
      const [updated] = await tx
        .update(calls)
        .set({
          status: input.status ?? 'completed',
          durationSeconds: input.duration_seconds,
          outcome: input.outcome,
          summary: input.summary ?? null,
          sentiment: input.sentiment ?? null,
          hadError: input.had_error ?? false,
          transcript: input.transcript ?? [],
          ...(input.analysis ? { analysis: input.analysis } : {}),
          ...(input.analysis && opts.analysisPending ? { analysisStatus: 'pending' as const } : {}),
          callbackRequested,
          messageText: message?.text ?? null,
          messageUrgent: message ? message.urgent : null,
          endedAt: endedAtInput ?? now,
          updatedAt: now,
        })
        .where(and(eq(calls.id, id), eq(calls.status, 'in_progress')))
        .returning();
      if (!updated) {
        const [existing] = await tx.select({ id: calls.id }).from(calls).where(eq(calls.id, id)).limit(1);
        if (!existing) throw callNotFound();
        throw new AppError(409, 'call_already_completed', {
          message: 'This call has already been completed.',
          messagePl: 'To połączenie zostało już zakończone.',
        });
      }
      if (endedAtInput && endedAtInput.getTime() < updated.startedAt.getTime())
        throw invalid(
          'ended_at',
          'Must not be before the start of the call.',
          'Nie może być przed początkiem połączenia.',
        );
      const [t] =
        opts.tenant?.id === updated.tenantId
          ? [opts.tenant]
          : await tx.select().from(tenants).where(eq(tenants.id, updated.tenantId)).limit(1);
      if (!t) throw callNotFound();
      const settings = settingsOf(t);

      await raiseEvent(
        outbox,
        tx,
        t.id,
        'call.completed',
        {
          call_id: updated.id,
          from: updated.callerNumber,
          to: updated.calledNumber,
          duration_seconds: updated.durationSeconds,
          outcome: updated.outcome,
          callback_requested: updated.callbackRequested,
          summary: updated.summary ?? '',
          ...(updated.analysis
            ? { analysis: updated.analysis, analysis_status: analysisStatusOf(updated) }
            : {}),
          ...(updated.transfer ? { transfer: updated.transfer } : {}),
        },
        now,
      );

      if (message) {
        sideEffects.events.push('message.left');
        await raiseEvent(
          outbox,
          tx,
          t.id,
          'message.left',
          {
            call_id: updated.id,
            caller_number: updated.callerNumber,
            message: message.text,
            callback_requested: callbackRequested,
            urgent: message.urgent,
            created_at: now.toISOString(),
          },
          now,
        );
        if (settings.caller_sms_confirmation && updated.callerNumber && updated.direction === 'inbound') {
          await enqueueSms(outbox, tx, {
            tenantId: t.id,
            to: updated.callerNumber,
            kind: 'caller_confirmation',
            body: `${t.businessName}: dziękujemy, przekazaliśmy Twoją wiadomość${callbackRequested ? ' i oddzwonimy' : ''}. / Thank you, your message was passed on${callbackRequested ? ' and we will call you back' : ''}.`,
          });
          sideEffects.sms.push('caller_confirmation');
        }
        const from = updated.callerNumber ?? 'numer zastrzeżony / withheld number';
        const urgentPl = message.urgent ? 'PILNE: ' : '';
        const urgentEn = message.urgent ? 'URGENT: ' : '';
        sideEffects.notification_id = await createNotification(tx, {
          tenantId: t.id,
          kind: 'message_left',
          title: `${urgentEn}New message from ${from} / ${urgentPl}Nowa wiadomość od ${from}`,
          message: message.text,
          actionUrl: `${deps.appUrl}/calls/${updated.id}`,
          actionLabel: 'Open the call / Otwórz rozmowę',
          data: {
            call_id: updated.id,
            caller_number: updated.callerNumber,
            urgent: message.urgent,
            callback_requested: callbackRequested,
          },
        });
        const owner = await ownerContact(tx, t);
        if (owner.email) {
          const link = `${deps.appUrl}/calls/${updated.id}`;
          await enqueueMailMessage(
            outbox,
            tx,
            {
              to: owner.email,
              subject: `${urgentPl}Nowa wiadomość od ${from} / ${urgentEn}New message from ${from}`,
              text: [
                `Dzwoniący ${from} zostawił wiadomość dla ${t.businessName}:`,
                `„${message.text}”`,
                callbackRequested ? 'Prosi o oddzwonienie.' : 'Nie prosi o oddzwonienie.',
                `Szczegóły rozmowy: ${link}`,
                '— English —',
                `Caller ${from} left a message for ${t.businessName}:`,
                `"${message.text}"`,
                callbackRequested ? 'They asked to be called back.' : 'They did not ask for a callback.',
                `Call details: ${link}`,
                '--\nRecepcja',
              ].join('\n\n'),
            },
            t.id,
          );
          sideEffects.owner_emailed = true;
        }
        if (message.urgent && owner.phone) {
          await enqueueSms(outbox, tx, {
            tenantId: t.id,
            to: owner.phone,
            kind: 'owner_urgent_message',
            body: `PILNE / URGENT ${from}: ${message.text}`.slice(0, 480),
          });
          sideEffects.sms.push('owner_urgent_message');
        }
      }

      if (callbackRequested) {
        const [f] = await tx
          .insert(followUps)
          .values({
            tenantId: t.id,
            callId: updated.id,
            callerNumber: updated.callerNumber,
            reason: message?.text ?? updated.summary,
            urgent: message?.urgent ?? false,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: followUps.id });
        sideEffects.follow_up_id = f!.id;
      }

      if (questions.length > 0) {
        const inserted = await tx
          .insert(missedQuestions)
          .values(
            questions.map((question) => ({
              tenantId: t.id,
              callId: updated.id,
              question,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: missedQuestions.id });
        sideEffects.missed_question_ids = inserted.map((r) => r.id);
      }
      return updated;
    });
    outbox.wake('event');
    if (sideEffects.sms.length) outbox.wake(SMS_TOPIC);
    if (sideEffects.owner_emailed) outbox.wake(MAIL_TOPIC);
    return { row, sideEffects };
  }

  return { open, complete };
}

export type CallsIngest = ReturnType<typeof createCallsIngest>;
export { CALL_DIRECTIONS };
