/**
 * Warm transfers (tenant setting `warm_transfer`): before the caller is put through, the member of
 * staff hears who is calling and why (a whisper) and accepts or declines. Meanwhile the session
 * stays open with the transfer `pending`; accepted, the call is completed as `transferred`;
 * declined or not answered, the caller is offered to leave a message and the conversation goes on
 * in the built-in brain's message stage. The call record's `transfer` says what happened.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type CallOutcome, type CallTransfer, calls, type TransferStatus } from '../calls/calls.schema.js';
import { isUuid } from '../calls/calls.service.js';
import { tenants } from '../tenants/tenants.schema.js';
import { type DialogueState, deterministicBrain, type TurnResult } from './engine/index.js';
import { transferNotTaken, transferWhisper } from './engine/texts.js';
import type { Language } from './nlu/index.js';
import { voiceSessions } from './voice.schema.js';
import type { StoredSession } from './voice.service.js';

/** A warm transfer in progress or done, kept in the session (the whisper is said as it was built). */
export interface WarmTransfer {
  to: string;
  department: string | null;
  status: TransferStatus;
  at: string;
  whisper: string;
  whisperLanguage: Language;
}

/** How the attempt to reach the member of staff ended (Twilio's `DialCallStatus`, mapped). */
export type DialResult = 'accepted' | 'declined' | 'no_answer' | 'busy' | 'failed' | 'canceled';

/** Twilio's `DialCallStatus` of a warm transfer still `pending`: answered without pressing 1 is no answer. */
export function dialResultOf(dialCallStatus: string | undefined): DialResult {
  switch (dialCallStatus) {
    case 'busy':
      return 'busy';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    default:
      return 'no_answer';
  }
}

/** Whether the tenant announces transfers first (tenant setting `warm_transfer`, off by default). */
export async function warmTransfersOn(db: DbOrTx, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return (row?.settings as { warm_transfer?: unknown } | null)?.warm_transfer === true;
}

/** The warm transfer the engine's transfer decision starts (`pending`), with its whisper. */
export function pendingTransfer(s: StoredSession, now: Date): WarmTransfer {
  const d = s.dialogue;
  const whisperLanguage = s.tenant.voice?.language ?? 'pl';
  return {
    to: d.transferTo ?? '',
    department: d.transferDepartment ?? null,
    status: 'pending',
    at: now.toISOString(),
    whisperLanguage,
    whisper: transferWhisper(whisperLanguage, {
      callerName: d.callerName,
      callerNumber: d.callerNumber,
      department: d.transferDepartment,
      reason: d.transferReason,
      urgent: d.transferUrgent,
    }),
  };
}

/**
 * The call record's `transfer` at the end of a call: the warm transfer (still `pending` when the
 * caller hung up while it rang: `canceled`), or a transfer put straight through (`dialed`).
 */
export function transferRecord(s: StoredSession, outcome: CallOutcome, now: Date): CallTransfer | null {
  const t = s.transfer;
  if (t)
    return {
      to: t.to,
      department: t.department,
      warm: true,
      status: t.status === 'pending' ? 'canceled' : t.status,
      at: t.status === 'pending' ? now.toISOString() : t.at,
    };
  const d = s.dialogue;
  if (outcome !== 'transferred' || !d.transferTo) return null;
  return {
    to: d.transferTo,
    department: d.transferDepartment ?? null,
    warm: false,
    status: 'dialed',
    at: now.toISOString(),
  };
}

/** Writes a call's `transfer` (the tenant's call only). */
export async function writeTransfer(tx: DbOrTx, tenantId: string, callId: string, transfer: CallTransfer) {
  await tx
    .update(calls)
    .set({ transfer })
    .where(and(eq(calls.tenantId, tenantId), eq(calls.id, callId)));
}

const NOT_TAKEN: Partial<Record<TransferStatus, string>> = {
  declined: 'odrzucono',
  no_answer: 'brak odpowiedzi',
  busy: 'zajęte',
  failed: 'nie udało się połączyć',
  canceled: 'rozmówca rozłączył się w trakcie',
};

/** A line of the call's Polish summary for a warm transfer nobody took (empty otherwise). */
export function transferSummary(s: StoredSession): string {
  const t = s.transfer;
  const why = t && NOT_TAKEN[t.status === 'pending' ? 'canceled' : t.status];
  if (!t || !why) return '';
  return ` Próba przełączenia${t.department ? ` do działu ${t.department}` : ''} (${t.to}) nieudana: ${why}.`;
}

type SessionRow = typeof voiceSessions.$inferSelect;

interface Deps {
  p: Platform;
  save(id: string, version: number, s: StoredSession, ended: boolean, tx?: DbOrTx): Promise<void>;
  finish(session: SessionRow, s: StoredSession, outcome: CallOutcome): Promise<void>;
}

const noTransfer = () =>
  new AppError(409, 'no_transfer_pending', {
    message: 'No transfer is waiting for an answer in this conversation.',
    messagePl: 'W tej rozmowie żadne przełączenie nie czeka na odpowiedź.',
  });

export function createWarmTransfers({ p, save, finish }: Deps) {
  /** Writes the transfer on the call record (the session's tenant, the session's call). */
  async function record(row: SessionRow, t: WarmTransfer, tx: DbOrTx = p.db) {
    const value: CallTransfer = {
      to: t.to,
      department: t.department,
      warm: true,
      status: t.status,
      at: t.at,
    };
    await tx
      .update(calls)
      .set({ transfer: value, updatedAt: p.clock.now() })
      .where(and(eq(calls.tenantId, row.tenantId), eq(calls.id, row.callId)));
  }

  return {
    /**
     * The turn decided on a transfer the tenant announces: the session waits with the transfer
     * `pending`, the call is not completed. Answers the turn as `VoiceService.turn` does.
     */
    async begin(row: SessionRow, next: StoredSession, result: TurnResult, previous: DialogueState) {
      const t = pendingTransfer(next, p.clock.now());
      await p.db.transaction(async (tx) => {
        await save(row.id, row.version, { ...next, transfer: t }, false, tx);
        await record(row, t, tx);
      });
      return {
        reply: result.reply,
        ended: false,
        outcome: null,
        call_id: row.callId,
        transfer_to: t.to,
        transfer: t as WarmTransfer | null,
        language: result.state.language,
        understood: result.understood ?? null,
        previous,
        dialogue: result.state,
      };
    },

    /** The open session of a call record (a warm transfer's callbacks name the call), if any. */
    async sessionOfCall(callId: string): Promise<SessionRow | undefined> {
      if (!isUuid(callId)) return undefined;
      const [row] = await p.db.select().from(voiceSessions).where(eq(voiceSessions.callId, callId)).limit(1);
      return row;
    },

    /**
     * The member of staff answered the whisper: accepted, the call is completed as `transferred`
     * (the caller is put through); declined, the transfer is `declined` and the caller hears so
     * when the dial ends (`result`). 409 `no_transfer_pending` unless a transfer is pending.
     */
    async answer(row: SessionRow, accept: boolean): Promise<WarmTransfer> {
      const s = row.state as unknown as StoredSession;
      if (row.ended || s.transfer?.status !== 'pending') throw noTransfer();
      const t: WarmTransfer = {
        ...s.transfer,
        status: accept ? 'accepted' : 'declined',
        at: p.clock.now().toISOString(),
      };
      if (accept) {
        const next: StoredSession = {
          ...s,
          transfer: t,
          dialogue: { ...s.dialogue, stage: 'ended', outcome: 'transferred' },
        };
        await finish(row, next, 'transferred');
      } else
        await p.db.transaction(async (tx) => {
          await save(row.id, row.version, { ...s, transfer: t }, false, tx);
          await record(row, t, tx);
        });
      return t;
    },

    /**
     * The attempt is over without the call being taken (declined, no answer, busy, failed): the
     * caller is told and offered to leave a message; whatever they say next is the message (the
     * built-in brain's message stage). A transfer still `pending` gets `status`. 409
     * `no_transfer_pending` unless a transfer is pending or declined (not yet told).
     */
    async notTaken(row: SessionRow, status: DialResult) {
      const s = row.state as unknown as StoredSession;
      const current = s.transfer;
      if (row.ended || !current || (current.status !== 'pending' && current.status !== 'declined'))
        throw noTransfer();
      const now = p.clock.now();
      const t: WarmTransfer =
        current.status === 'pending' ? { ...current, status, at: now.toISOString() } : current;
      const d = s.dialogue;
      const reply = transferNotTaken(d.language);
      const dialogue: DialogueState = {
        ...d,
        stage: 'message',
        expecting: 'message',
        message: { text: '', urgent: !!d.transferUrgent, callback: true },
        lastReply: reply,
        transcript: [...d.transcript, { role: 'assistant', text: reply, at: now.toISOString() }],
      };
      const next: StoredSession = { ...s, brain: deterministicBrain.name, dialogue, transfer: t };
      await p.db.transaction(async (tx) => {
        await save(row.id, row.version, next, false, tx);
        await record(row, t, tx);
      });
      return { reply, language: d.language, transfer: t, previous: d, dialogue };
    },
  };
}
