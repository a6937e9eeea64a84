import { Type } from '@sinclair/typebox';
import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.js';
import type { TokenService } from './tokens.js';

/* ---------- v1: offset pagination ---------- */

export const OffsetQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Page size, 1 to 100.' }),
  offset: Type.Integer({ minimum: 0, default: 0, description: 'Items to skip.' }),
});

/** Callers fetch `limit + 1` rows; the extra row only tells whether another page exists. */
export function offsetPage<T>(rows: T[], limit: number, offset: number) {
  return { data: rows.slice(0, limit), limit, offset, has_more: rows.length > limit };
}

export const offsetEnvelope = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    limit: Type.Integer(),
    offset: Type.Integer(),
    has_more: Type.Boolean(),
  });

/* ---------- v2: opaque keyset cursors ---------- */

export const CursorQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'Page size, 1 to 100.' }),
  cursor: Type.Optional(
    Type.String({
      maxLength: 512,
      description:
        'Opaque cursor from `pagination.next_cursor` of the previous page. A changed cursor is a 400.',
    }),
  ),
});

export const cursorEnvelope = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    pagination: Type.Object({
      next_cursor: Type.Union([Type.String(), Type.Null()]),
      has_more: Type.Boolean(),
    }),
    livemode: Type.Boolean(),
  });

export type SortDirection = 'asc' | 'desc';

export interface CursorPosition {
  createdAt: Date;
  id: string;
  direction: SortDirection;
}

const invalidCursor = () => new AppError(400, 'invalid_cursor', { field: 'cursor' });

/**
 * Cursors are `base64url(json).mac`: a keyset position (`created_at`, `id`) and the sort
 * direction, signed so that an altered cursor is refused with 400 rather than reaching SQL.
 * They stay valid while rows are inserted between pages.
 */
export class CursorCodec {
  constructor(private readonly tokens: TokenService) {}

  encode(pos: CursorPosition, scope: string): string {
    const body = Buffer.from(
      JSON.stringify({ t: pos.createdAt.toISOString(), i: pos.id, d: pos.direction }),
    ).toString('base64url');
    return `${body}.${this.tokens.mac(`cursor:${scope}`, body)}`;
  }

  decode(cursor: string, scope: string, direction: SortDirection): CursorPosition {
    const [body, mac, extra] = cursor.split('.');
    if (!body || !mac || extra !== undefined) throw invalidCursor();
    if (!this.tokens.checkMac(`cursor:${scope}`, body, mac)) throw invalidCursor();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw invalidCursor();
    }
    const p = parsed as { t?: unknown; i?: unknown; d?: unknown };
    if (typeof p.t !== 'string' || typeof p.i !== 'string' || (p.d !== 'asc' && p.d !== 'desc'))
      throw invalidCursor();
    const createdAt = new Date(p.t);
    if (Number.isNaN(createdAt.getTime())) throw invalidCursor();
    if (p.d !== direction) {
      throw new AppError(400, 'invalid_cursor', {
        field: 'cursor',
        message: 'The cursor belongs to a listing with another sort order.',
        messagePl: 'Kursor należy do listy z innym porządkiem sortowania.',
      });
    }
    return { createdAt, id: p.i, direction };
  }

  /** Rows after the cursor position, in the listing's direction. */
  static after(pos: CursorPosition, createdAtCol: PgColumn, idCol: PgColumn): SQL {
    const cmp = pos.direction === 'desc' ? lt : gt;
    return or(cmp(createdAtCol, pos.createdAt), and(eq(createdAtCol, pos.createdAt), cmp(idCol, pos.id)))!;
  }

  /** Builds the v2 list envelope from `limit + 1` fetched rows. */
  page<T extends { createdAt: Date; id: string }, O>(
    rows: T[],
    limit: number,
    direction: SortDirection,
    scope: string,
    map: (row: T) => O,
    livemode: boolean,
  ) {
    return this.pageBy(rows, limit, direction, scope, map, livemode, (row) => row.createdAt);
  }

  /** The same for rows whose position is read by `createdAt` (asked of the page's last row only). */
  pageBy<T extends { id: string }, O>(
    rows: T[],
    limit: number,
    direction: SortDirection,
    scope: string,
    map: (row: T) => O,
    livemode: boolean,
    createdAt: (row: T) => Date,
  ) {
    const hasMore = rows.length > limit;
    const pageRows = rows.slice(0, limit);
    const last = pageRows[pageRows.length - 1];
    return {
      data: pageRows.map(map),
      pagination: {
        next_cursor:
          hasMore && last ? this.encode({ createdAt: createdAt(last), id: last.id, direction }, scope) : null,
        has_more: hasMore,
      },
      livemode,
    };
  }
}
