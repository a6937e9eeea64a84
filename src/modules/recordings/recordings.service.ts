/**
 * Call recordings: Twilio's recording-status callback (a recording row and a `recording.fetch`
 * message), the download from Twilio into the recordings storage, the short-lived signed URLs
 * handed to the owner and to integrators, and the purge with the call's retention.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ResolvedConfig } from '../../config.js';
import { type Db, execRows } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, errors } from '../../platform/errors.js';
import type { Outbox } from '../../platform/outbox.js';
import { createObjectStorage, type ObjectStorage } from '../../providers/storage/index.js';
import { TwilioRecordings } from '../../providers/telephony/twilio-recordings.js';
import { calls } from '../calls/calls.schema.js';
import { voiceSessions } from '../voice/voice.schema.js';
import { callRecordings, type RecordingStatus } from './recordings.schema.js';

export const RECORDING_FETCH_TOPIC = 'recording.fetch';
const DEFAULT_RETENTION_DAYS = 90;
const PURGE_BATCH = 200;

export interface RecordingsDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  config: ResolvedConfig;
  storage: ObjectStorage;
}

/** One storage per app (the S3 client keeps its connections). */
const storages = new WeakMap<ResolvedConfig, ObjectStorage>();
export function recordingsStorageFor(config: ResolvedConfig): ObjectStorage {
  let s = storages.get(config);
  if (!s) {
    s = createObjectStorage({ dataDir: config.dataDir, s3: config.recordings.s3 });
    storages.set(config, s);
  }
  return s;
}

export interface RecordingStatusInput {
  AccountSid?: string | undefined;
  CallSid: string;
  RecordingSid: string;
  RecordingStatus: string;
  RecordingDuration?: string | undefined;
}

/** What `GET …/recording` answers. */
export interface RecordingLink {
  call_id: string;
  url: string;
  expires_at: string;
  content_type: string;
  duration_seconds: number | null;
  size_bytes: number | null;
  recorded_at: string;
}

/** Why a call has no recording to hear (`recording_status` of the 404): `none` when nothing was announced. */
export type MissingRecordingStatus = 'none' | 'pending' | 'absent' | 'failed' | 'purged';

const recordingNotFound = (status: RecordingStatus | undefined) => {
  const purged = status === 'purged';
  const recordingStatus: MissingRecordingStatus = !status || status === 'stored' ? 'none' : status;
  return new AppError(404, 'recording_not_found', {
    message: purged
      ? 'The recording of this call was deleted with the retention of call data.'
      : 'This call has no recording (recording was off, the caller hung up before it started, or it is still being processed).',
    messagePl: purged
      ? 'Nagranie tej rozmowy zostało usunięte zgodnie z okresem przechowywania danych rozmów.'
      : 'Ta rozmowa nie ma nagrania (nagrywanie było wyłączone, rozmówca rozłączył się przed jego rozpoczęciem lub nagranie jest jeszcze przetwarzane).',
    details: { recording_status: recordingStatus },
  });
};

export const storageKeyOf = (tenantId: string, callId: string) => `recordings/${tenantId}/${callId}.mp3`;

export function createRecordingsService(deps: RecordingsDeps) {
  const { db, clock, outbox, config, storage } = deps;
  const urlKey = createHmac('sha256', config.jwtSecret).update('recordings:download-url').digest();
  const sign = (id: string, expires: number) =>
    createHmac('sha256', urlKey).update(`${id}.${expires}`).digest('base64url');

  /**
   * Twilio's recording-status callback: `completed` records the recording (`pending`) and
   * queues its download; `absent` or `failed` records that there is none. Unknown calls and
   * repeated callbacks change nothing. Returns the recording row's id, if any.
   */
  async function onStatus(input: RecordingStatusInput): Promise<string | null> {
    const [session] = await db
      .select({ tenantId: voiceSessions.tenantId, callId: voiceSessions.callId })
      .from(voiceSessions)
      .where(eq(voiceSessions.providerCallId, input.CallSid))
      .limit(1);
    if (!session) return null;
    const status: RecordingStatus | null =
      input.RecordingStatus === 'completed'
        ? 'pending'
        : input.RecordingStatus === 'absent'
          ? 'absent'
          : input.RecordingStatus === 'failed'
            ? 'failed'
            : null;
    if (!status) return null;
    const duration = input.RecordingDuration !== undefined ? Number(input.RecordingDuration) : null;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(callRecordings)
        .values({
          tenantId: session.tenantId,
          callId: session.callId,
          providerRecordingId: input.RecordingSid,
          status,
          durationSeconds: Number.isFinite(duration) ? duration : null,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: callRecordings.id });
      if (!row) return null;
      if (status === 'pending')
        await outbox.enqueue(tx, {
          topic: RECORDING_FETCH_TOPIC,
          tenantId: session.tenantId,
          payload: { recording_id: row.id, account_sid: input.AccountSid ?? null },
        });
      return row.id;
    });
    if (id && status === 'pending') outbox.wake(RECORDING_FETCH_TOPIC);
    return id;
  }

  /**
   * Downloads a pending recording from Twilio into the storage, marks it stored, then deletes
   * Twilio's copy (best effort: the retention rules are ours, Twilio should not keep one).
   */
  async function fetchAndStore(recordingId: string, accountSid: string | null) {
    const [row] = await db.select().from(callRecordings).where(eq(callRecordings.id, recordingId)).limit(1);
    if (row?.status !== 'pending') return;
    const sid = config.providers.twilio.accountSid ?? accountSid;
    const token = config.providers.twilio.authToken;
    if (!sid || !token) throw new Error('Twilio is not configured (TWILIO_AUTH_TOKEN, account SID)');
    const twilio = new TwilioRecordings({
      apiBase: config.providers.twilio.apiBase,
      accountSid: sid,
      authToken: token,
    });
    const media = await twilio.download(row.providerRecordingId);
    const key = storageKeyOf(row.tenantId, row.callId);
    await storage.put(key, media.body, media.contentType);
    const updated = await db
      .update(callRecordings)
      .set({
        status: 'stored',
        storageKey: key,
        contentType: media.contentType,
        sizeBytes: media.body.length,
        storedAt: clock.now(),
      })
      .where(and(eq(callRecordings.id, row.id), eq(callRecordings.status, 'pending')))
      .returning({ id: callRecordings.id });
    // Purged (or stored by another worker) meanwhile: the object must not outlive the row's state.
    if (updated.length === 0) {
      const [now] = await db.select().from(callRecordings).where(eq(callRecordings.id, row.id));
      if (now?.status === 'purged') await storage.delete(key);
      return;
    }
    // Best effort: a copy Twilio keeps is removed from the Twilio console by the operator.
    await twilio.delete(row.providerRecordingId).catch(() => undefined);
  }

  /** Marks a recording whose download cannot succeed. */
  async function markFailed(recordingId: string, failure: string) {
    await db
      .update(callRecordings)
      .set({ status: 'failed', failure: failure.slice(0, 500) })
      .where(and(eq(callRecordings.id, recordingId), eq(callRecordings.status, 'pending')));
  }

  /** A short-lived URL of the recording of a call of the tenant (404 for another tenant's call). */
  async function link(ctx: ServiceContext, callId: string): Promise<RecordingLink> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(callId))
      throw errors.notFound('Call', 'Rozmowa');
    const [call] = await db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.tenantId, ctx.tenantId), eq(calls.id, callId)))
      .limit(1);
    if (!call) throw errors.notFound('Call', 'Rozmowa');
    const [row] = await db
      .select()
      .from(callRecordings)
      .where(and(eq(callRecordings.tenantId, ctx.tenantId), eq(callRecordings.callId, callId)))
      .limit(1);
    if (row?.status !== 'stored' || !row.storageKey) throw recordingNotFound(row?.status);
    const now = clock.now();
    const ttl = config.recordings.urlTtlSeconds;
    const expires = Math.floor(now.getTime() / 1000) + ttl;
    const url =
      (await storage.presignedGetUrl(row.storageKey, { expiresInSeconds: ttl, signedAt: now })) ??
      `${config.publicBaseUrl}/recordings/${row.id}/media?expires=${expires}&signature=${sign(row.id, expires)}`;
    return {
      call_id: callId,
      url,
      expires_at: new Date(expires * 1000).toISOString(),
      content_type: row.contentType ?? 'audio/mpeg',
      duration_seconds: row.durationSeconds,
      size_bytes: row.sizeBytes,
      recorded_at: (row.storedAt ?? row.createdAt).toISOString(),
    };
  }

  /** The media behind a signed download URL of the data folder (403 when altered or expired). */
  async function download(id: string, expires: number, signature: string) {
    const expected = Buffer.from(sign(id, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw errors.forbidden('invalid_signature', {
        message: 'The signature of this recording link does not match.',
        messagePl: 'Podpis tego linku do nagrania jest niepoprawny.',
      });
    if (clock.now().getTime() >= expires * 1000)
      throw errors.forbidden('link_expired', {
        message: 'This recording link has expired; ask for a new one.',
        messagePl: 'Ten link do nagrania wygasł; poproś o nowy.',
      });
    const [row] = await db
      .select(getTableColumns(callRecordings))
      .from(callRecordings)
      .innerJoin(calls, and(eq(calls.id, callRecordings.callId), eq(calls.tenantId, callRecordings.tenantId)))
      .where(eq(callRecordings.id, id))
      .limit(1);
    if (row?.status !== 'stored' || !row.storageKey) throw recordingNotFound(row?.status);
    const obj = await storage.get(row.storageKey);
    if (!obj) throw recordingNotFound(undefined);
    return {
      body: obj.body,
      contentType: row.contentType ?? obj.contentType ?? 'audio/mpeg',
      callId: row.callId,
    };
  }

  /**
   * Deletes the recordings of calls older than each tenant's retention (the transcripts' rule:
   * `transcript_retention_days`, 90 by default, from the end of the call): the stored object
   * first, then the row becomes `purged`. Recordings of calls that no longer exist (a deleted
   * tenant) lose their object and their row. Safe with several workers (deleting twice is harmless).
   */
  async function purgeExpired(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await execRows<{ id: string; storage_key: string | null; orphan: boolean }>(
        db,
        sql`select r.id, r.storage_key, (c.id is null) as orphan from call_recordings r
            left join calls c on c.id = r.call_id and c.tenant_id = r.tenant_id
            left join tenants t on t.id = r.tenant_id
            where c.id is null
               or (r.status <> 'purged'
                   and coalesce(c.ended_at, c.started_at) < ${now.toISOString()}::timestamptz - make_interval(days =>
                     case when jsonb_typeof(t.settings -> 'transcript_retention_days') = 'number'
                          then greatest(1, (t.settings ->> 'transcript_retention_days')::numeric::int)
                          else ${DEFAULT_RETENTION_DAYS} end))
            order by r.id
            limit ${PURGE_BATCH}`,
      );
      for (const r of due) if (r.storage_key) await storage.delete(r.storage_key);
      const orphans = due.filter((r) => r.orphan).map((r) => r.id);
      const expired = due.filter((r) => !r.orphan).map((r) => r.id);
      // The call (or its tenant) is gone: nothing is left to say about the recording.
      if (orphans.length > 0) {
        const gone = await db
          .delete(callRecordings)
          .where(inArray(callRecordings.id, orphans))
          .returning({ id: callRecordings.id });
        total += gone.length;
      }
      if (expired.length > 0) {
        const done = await db
          .update(callRecordings)
          .set({ status: 'purged', storageKey: null, purgedAt: now })
          .where(and(inArray(callRecordings.id, expired), sql`${callRecordings.status} <> 'purged'`))
          .returning({ id: callRecordings.id });
        total += done.length;
      }
      if (due.length < PURGE_BATCH) return total;
    }
  }

  return { onStatus, fetchAndStore, markFailed, link, download, purgeExpired, storage };
}

export type RecordingsService = ReturnType<typeof createRecordingsService>;

const services = new WeakMap<object, RecordingsService>();
/** The recordings service of an app (one per platform). */
export function recordingsServiceFor(p: { db: Db; clock: Clock; outbox: Outbox; config: ResolvedConfig }) {
  let s = services.get(p);
  if (!s) {
    s = createRecordingsService({ ...p, storage: recordingsStorageFor(p.config) });
    services.set(p, s);
  }
  return s;
}
