import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { type CursorCodec, offsetPage, type SortDirection } from '../../platform/pagination.js';
import {
  type CallFilters,
  type CallRow,
  findCall,
  type KeysetArgs,
  listCallsKeyset,
  listCallsOffset,
  listCallWireKeyset,
} from './calls.repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id cannot name an existing resource: 404, like any unknown id. */
export const isUuid = (id: string) => UUID.test(id);

export interface CallsServiceDeps {
  db: Db;
  cursors: CursorCodec;
}

/** Read side of call records, shared by v1, v2 and the MCP tools. */
export function createCallsService({ db, cursors }: CallsServiceDeps) {
  const scope = (ctx: ServiceContext) => `calls:${ctx.tenantId}`;
  type ListInput = { limit: number; cursor?: string; sort: SortDirection; filters: CallFilters };
  async function page<R extends { id: string }>(
    ctx: ServiceContext,
    input: ListInput,
    list: (...args: KeysetArgs) => Promise<R[]>,
    createdAt: (row: R) => Date,
  ) {
    const after = input.cursor ? cursors.decode(input.cursor, scope(ctx), input.sort) : undefined;
    const rows = await list(db, ctx.tenantId, input.filters, input.sort, after, input.limit);
    return cursors.pageBy(
      rows,
      input.limit,
      input.sort,
      scope(ctx),
      (r) => r,
      ctx.mode === 'live',
      createdAt,
    );
  }
  return {
    /** Cursor page of whole rows (the dashboard). */
    list: (ctx: ServiceContext, input: ListInput) => page(ctx, input, listCallsKeyset, (r) => r.createdAt),

    /**
     * The same cursor page as developer items in their wire form (v2 `CallV2`, MCP; same
     * cursors): the rows are the answer's items, nothing to map.
     */
    listItems: (ctx: ServiceContext, input: ListInput) =>
      page(ctx, input, listCallWireKeyset, (r) => new Date(r.created_at)),

    /** Offset page, newest first (v1). */
    async listOffset(ctx: ServiceContext, input: { limit: number; offset: number }) {
      const rows = await listCallsOffset(db, ctx.tenantId, input.limit, input.offset);
      return offsetPage(rows, input.limit, input.offset);
    },

    async get(ctx: ServiceContext, id: string): Promise<CallRow> {
      const row = isUuid(id) ? await findCall(db, ctx.tenantId, id) : undefined;
      if (!row) throw errors.notFound('Call', 'połączenie');
      return row;
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
