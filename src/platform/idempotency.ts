import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { newId } from '../db/columns.js';
import type { Clock } from './clock.js';
import { CryptoBox } from './crypto-box.js';
import { AppError } from './errors.js';
import { idempotencyKeys } from './idempotency.schema.js';

/** How long a key and its stored answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that crashed without answering stops blocking its key after this lease. */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface IdempotencyScope {
  tenantId: string;
  mode: 'live' | 'test';
}

/** A stored answer ready to write: the claimed row's id, the status and the sealed body. */
export interface IdempotentAnswer {
  id: string;
  status: number;
  body: string;
}

/**
 * The insert that claims a key, as the CTE `claim` (`returning id`), with the placeholders
 * `claim_*` that {@link ClaimValues} fill. For a caller that runs the claim in one statement
 * with a read of its own (see {@link ClaimAlongside}): `(select id from claim)` is the claimed
 * row's id, null when the key was taken already.
 */
export function claimCte(db: DbOrTx) {
  const p = (name: string) => sql.placeholder(`claim_${name}`);
  return db.$with('claim').as(
    db
      .insert(idempotencyKeys)
      .values({
        id: p('id'),
        tenantId: p('tenantId'),
        mode: p('mode'),
        key: p('key'),
        fingerprint: p('fingerprint'),
        method: p('method'),
        path: p('path'),
        lockedUntil: p('lockedUntil'),
        expiresAt: p('expiresAt'),
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id }),
  );
}

/** The values of the placeholders of {@link claimCte}. */
export type ClaimValues = Record<`claim_${string}`, unknown>;

/**
 * A read that the request's handler needs first anyway, run in the same statement as the
 * claim (one round trip instead of two): it runs {@link claimCte} with `values` and answers
 * the claimed row's id, or null when the key was taken already. The read must have no side
 * effects: the claim keeps its meaning (taken before any work; when the key is not claimed,
 * the handler does not run and the read is dropped).
 */
export type ClaimAlongside = (values: ClaimValues) => Promise<string | null>;

export type IdempotencyBegin =
  | { kind: 'claimed'; id: string }
  | { kind: 'replay'; status: number; body: string };

/** Canonical JSON: object keys sorted, so that `{"a":1,"b":2}` and `{"b":2,"a":1}` match. */
function canonical(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonical(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** SHA-256 of method, path (with query) and canonical body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonical(body)}`)
    .digest('hex');
}

/** The header's value when it is a usable key (1 to 255 characters); throws 400 otherwise. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string {
  if (typeof raw !== 'string' || raw.length < 1 || raw.length > 255 || raw.trim() === '') {
    throw new AppError(400, 'idempotency_key_required', { field: 'Idempotency-Key' });
  }
  return raw;
}

/** The associated data a stored answer is sealed with: it opens only in its own row. */
const answerContext = (id: string) => `idempotency_keys:${id}`;

/**
 * Stored idempotency keys (table `idempotency_keys`, unique per tenant, mode and key). The
 * first request claims the key with an insert; the unique constraint makes the claim atomic
 * across processes. Its answer (status below 500) is stored and replayed for 24 hours.
 *
 * The stored answer is encrypted (all of it, with `DATA_ENCRYPTION_KEY`): some answers carry
 * a secret shown once (a webhook endpoint's `whsec_…`). A replay decrypts it and sends the
 * original bytes. A plaintext answer stored before encryption (JSON, never `v1:…`) is still
 * replayed as it is; such rows are gone within 24 hours.
 */
export class IdempotencyStore {
  /** The claim, built once: every v2 write runs it (a named prepared statement on PostgreSQL). */
  private readonly claim;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly box: CryptoBox,
  ) {
    const claim = claimCte(db);
    this.claim = db.with(claim).select({ id: claim.id }).from(claim).prepare('idempotency_claim');
  }

  /** The values of {@link claimCte}'s placeholders for a claim made now, with a new row id (`claim_id`). */
  claimValues(
    scope: IdempotencyScope,
    key: string,
    fingerprint: string,
    method: string,
    path: string,
  ): ClaimValues & { claim_id: string } {
    const now = this.clock.now();
    return {
      claim_id: newId(),
      claim_tenantId: scope.tenantId,
      claim_mode: scope.mode,
      claim_key: key,
      claim_fingerprint: fingerprint,
      claim_method: method,
      claim_path: path,
      claim_lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
      claim_expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    };
  }

  /**
   * Claims the key (the first request), or answers what a later request with it gets: the
   * stored answer (a replay), 422 `idempotency_key_reuse` (another request), 409
   * `idempotency_in_progress` (the first has not answered yet). With `alongside`, the first
   * claim runs in the statement of the caller's read (see {@link ClaimAlongside}).
   */
  async begin(
    scope: IdempotencyScope,
    key: string,
    fingerprint: string,
    method: string,
    path: string,
    alongside?: ClaimAlongside,
  ): Promise<IdempotencyBegin> {
    const where = and(
      eq(idempotencyKeys.tenantId, scope.tenantId),
      eq(idempotencyKeys.mode, scope.mode),
      eq(idempotencyKeys.key, key),
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = this.clock.now();
      const values = this.claimValues(scope, key, fingerprint, method, path);
      const claimed =
        alongside && attempt === 0
          ? await alongside(values)
          : ((await this.claim.execute(values))[0]?.id ?? null);
      if (claimed) return { kind: 'claimed', id: claimed };

      const [row] = await this.db.select().from(idempotencyKeys).where(where).limit(1);
      if (!row) continue; // removed meanwhile (released after a 5xx): claim again
      if (row.expiresAt.getTime() <= now.getTime()) {
        // A key older than 24 hours is forgotten: the same key then starts afresh.
        await this.db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.id, row.id), lte(idempotencyKeys.expiresAt, now)));
        continue;
      }
      if (row.fingerprint !== fingerprint) {
        throw new AppError(422, 'idempotency_key_reuse', {
          field: 'Idempotency-Key',
          details: { original_request: { method: row.method, path: row.path } },
        });
      }
      if (row.state === 'completed' && row.responseStatus !== null && row.responseBody !== null) {
        const body = CryptoBox.isSealed(row.responseBody)
          ? this.box.open(row.responseBody, answerContext(row.id))
          : row.responseBody;
        return { kind: 'replay', status: row.responseStatus, body };
      }
      if (row.lockedUntil.getTime() > now.getTime()) {
        throw new AppError(409, 'idempotency_in_progress', {
          field: 'Idempotency-Key',
          headers: { 'retry-after': '1' },
        });
      }
      // The first request's lease ran out without an answer (a crash): take the key over.
      const taken = await this.db
        .update(idempotencyKeys)
        .set({ lockedUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS) })
        .where(
          and(
            eq(idempotencyKeys.id, row.id),
            eq(idempotencyKeys.state, 'in_progress'),
            eq(idempotencyKeys.lockedUntil, row.lockedUntil),
          ),
        )
        .returning({ id: idempotencyKeys.id });
      if (taken[0]) return { kind: 'claimed', id: taken[0].id };
    }
    throw new AppError(409, 'idempotency_in_progress', {
      field: 'Idempotency-Key',
      headers: { 'retry-after': '1' },
    });
  }

  /**
   * The answer of the request that claimed the key, sealed as `complete` stores it, for a
   * caller that stores it in a statement of its own (set `state` `completed`,
   * `response_status` and `response_body` on the row `id`).
   */
  sealedAnswer(id: string, status: number, body: string): IdempotentAnswer {
    return { id, status, body: this.box.seal(body, answerContext(id)) };
  }

  /** Stores the answer of the request that claimed the key (in `tx` when given). */
  async complete(id: string, status: number, body: string, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({
        state: 'completed',
        responseStatus: status,
        responseBody: this.box.seal(body, answerContext(id)),
      })
      .where(eq(idempotencyKeys.id, id));
  }

  /** Forgets the claim (5xx answers are not stored, so the client may retry with the same key). */
  async release(id: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  }

  /** Deletes expired keys; returns how many. */
  async purgeExpired(): Promise<number> {
    const gone = await this.db
      .delete(idempotencyKeys)
      .where(lte(idempotencyKeys.expiresAt, this.clock.now()))
      .returning({ id: idempotencyKeys.id });
    return gone.length;
  }
}
