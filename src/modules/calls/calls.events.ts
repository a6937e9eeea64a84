import type { ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { EVENT_TOPIC } from '../../platform/events.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { ErrorBody, errorResponses, TenantParams, tenantCtx } from '../tenants/http.js';
import { tenants } from '../tenants/tenants.schema.js';

/** How often a tenant's feed looks for new events, and how often an idle stream says it is alive. */
export const POLL_MS = 2_000;
export const HEARTBEAT_MS = 15_000;
/** Events are looked for among those raised in the last two minutes (a feed remembers what it sent). */
const WINDOW = sql`interval '2 minutes'`;
export const MAX_STREAMS_PER_USER = 5;
const OPEN_LIMIT = { name: 'dashboard-events-open', points: 30, windowSeconds: 60 };
/** A client that reads nothing while this much is buffered is dropped (it reconnects). */
const MAX_BUFFERED_BYTES = 64 * 1024;

type Row = { id: string; payload: Record<string, unknown> };

/**
 * The dashboard's messages for a batch of the tenant's domain events: one `call` per completed
 * call (its `message.left`, raised in the same transaction, folded in) and one `appointment`
 * per appointment change. Only what a notification needs: the page then refetches.
 */
export function toStreamEvents(rows: Row[]): { event: string; data: Record<string, unknown> }[] {
  const messages = new Map<string, Record<string, unknown>>();
  for (const r of rows)
    if (r.payload.event === 'message.left') messages.set(String(r.payload.call_id), r.payload);
  const out: { event: string; data: Record<string, unknown> }[] = [];
  for (const { payload: p } of rows) {
    if (p.event === 'call.completed') {
      const m = messages.get(String(p.call_id));
      out.push({
        event: 'call',
        data: {
          call_id: p.call_id,
          caller_number: p.from ?? null,
          outcome: p.outcome ?? null,
          callback_requested: p.callback_requested === true,
          message: m !== undefined,
          urgent: m?.urgent === true,
          at: p.timestamp,
        },
      });
    } else if (typeof p.event === 'string' && p.event.startsWith('appointment.')) {
      out.push({
        event: 'appointment',
        data: { appointment_id: p.appointment_id ?? null, change: p.event.slice(12), at: p.timestamp },
      });
    }
  }
  return out;
}

interface Listener {
  userId: string;
  raw: ServerResponse;
}

/**
 * One feed per tenant with open streams on this instance: it polls the outbox (where every
 * domain event is written in the transaction of its change, whichever instance made it) every
 * {@link POLL_MS} and fans new events out to the tenant's streams.
 */
export function createEventHub(db: Db, log: FastifyBaseLogger) {
  const feeds = new Map<
    string,
    { listeners: Set<Listener>; seen: Set<string> | null; timer: NodeJS.Timeout; busy: boolean }
  >();
  const perUser = new Map<string, number>();

  const write = (l: Listener, text: string) => {
    if (l.raw.destroyed || l.raw.writableEnded) return;
    if (l.raw.writableLength > MAX_BUFFERED_BYTES) {
      l.raw.end();
      return;
    }
    l.raw.write(text);
  };

  async function poll(tenantId: string) {
    const feed = feeds.get(tenantId);
    if (!feed || feed.busy) return;
    feed.busy = true;
    try {
      const rows = (await db
        .select({ id: outboxMessages.id, payload: outboxMessages.payload })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.tenantId, tenantId),
            eq(outboxMessages.topic, EVENT_TOPIC),
            sql`${outboxMessages.createdAt} > now() - ${WINDOW}`,
          ),
        )
        .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
        .limit(1000)) as Row[];
      // The first poll only learns what already happened; later ones send what is new.
      const fresh = feed.seen ? rows.filter((r) => !feed.seen?.has(r.id)) : [];
      feed.seen = new Set(rows.map((r) => r.id));
      for (const e of toStreamEvents(fresh)) {
        const text = `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
        for (const l of feed.listeners) write(l, text);
      }
    } catch (err) {
      log.warn({ err, tenantId }, 'dashboard events: poll failed (retried at the next tick)');
    } finally {
      feed.busy = false;
    }
  }

  const heartbeat = setInterval(() => {
    for (const feed of feeds.values()) for (const l of feed.listeners) write(l, ': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function remove(tenantId: string, l: Listener) {
    const feed = feeds.get(tenantId);
    if (!feed?.listeners.delete(l)) return;
    const n = (perUser.get(l.userId) ?? 1) - 1;
    if (n > 0) perUser.set(l.userId, n);
    else perUser.delete(l.userId);
    if (feed.listeners.size === 0) {
      clearInterval(feed.timer);
      feeds.delete(tenantId);
    }
  }

  return {
    openStreams: (userId: string) => perUser.get(userId) ?? 0,
    get feeds() {
      return feeds.size;
    },

    /** Adds a stream; the first one of a tenant starts its feed. Returns the removal. */
    async add(tenantId: string, l: Listener): Promise<() => void> {
      perUser.set(l.userId, (perUser.get(l.userId) ?? 0) + 1);
      let feed = feeds.get(tenantId);
      if (!feed) {
        const timer = setInterval(() => void poll(tenantId), POLL_MS);
        timer.unref();
        feed = { listeners: new Set(), seen: null, timer, busy: false };
        feeds.set(tenantId, feed);
        feed.listeners.add(l);
        await poll(tenantId);
      } else feed.listeners.add(l);
      return () => remove(tenantId, l);
    },

    /** Ends every stream (server shutdown): clients reconnect to another instance. */
    close() {
      clearInterval(heartbeat);
      for (const [tenantId, feed] of feeds)
        for (const l of [...feed.listeners]) {
          remove(tenantId, l);
          if (!l.raw.writableEnded) l.raw.end();
        }
    },
  };
}

const DESCRIPTION = `Live updates for the dashboard as [server-sent events](https://html.spec.whatwg.org/multipage/server-sent-events.html) (\`text/event-stream\`), for \`EventSource\`, which sends the session cookie (it cannot send headers). Another tenant's id is a 404 before anything is streamed.

Messages:
- \`ready\` (data \`{}\`) once the stream is open: a client that reconnects should refetch what it shows, since events raised while it was away are not replayed.
- \`call\` when one of the tenant's calls is completed: \`{call_id, caller_number, outcome, callback_requested, message, urgent, at}\` (\`message\`: the caller left one, which also opened a follow-up when \`callback_requested\`; \`urgent\`: that message was marked urgent).
- \`appointment\` when an appointment is created, updated or cancelled: \`{appointment_id, change, at}\` (\`change\`: \`created\`, \`updated\` or \`cancelled\`).
- A comment line (\`: heartbeat\`) every ${HEARTBEAT_MS / 1000} s, so that proxies keep the connection open.

Events come from the transactional outbox, which every instance writes, so a stream sees changes made through any instance within about ${POLL_MS / 1000} s. \`retry: 3000\` asks the browser to reconnect 3 s after the connection drops; the server ends the streams when it shuts down. Limits: at most ${MAX_STREAMS_PER_USER} open streams per user on one instance (more: 429 \`too_many_streams\`), and ${OPEN_LIMIT.points} stream openings a minute per user (more: 429 \`rate_limited\` with \`Retry-After\`).`;

/** `GET /tenants/{tenant_id}/events`: the dashboard's live updates. */
export default async function callsEventsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const hub = createEventHub(p.db, app.log);
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/tenants/:tenant_id/events',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['calls'],
        summary: 'Live updates (server-sent events)',
        description: DESCRIPTION,
        params: TenantParams,
        produces: ['text/event-stream'],
        response: {
          200: {
            description: 'An endless event stream',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(404),
          429: { ...ErrorBody, description: 'Too many open streams, or opened too often' },
        },
      },
    },
    async (request, reply) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const [t] = await p.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, ctx.tenantId));
      if (!t) throw new AppError(404, 'not_found');
      const userId = ctx.actor.id ?? '';
      if (hub.openStreams(userId) >= MAX_STREAMS_PER_USER) {
        reply.header('retry-after', '30');
        throw new AppError(429, 'too_many_streams', {
          message: `At most ${MAX_STREAMS_PER_USER} live update streams can be open at once; close a tab.`,
          messagePl: `Naraz może być otwartych najwyżej ${MAX_STREAMS_PER_USER} strumieni aktualizacji; zamknij którąś kartę.`,
        });
      }
      const limit = await p.rateLimiter.consume(OPEN_LIMIT, userId);
      if (!limit.allowed) {
        reply.header('retry-after', String(limit.resetSeconds));
        throw new AppError(429, 'rate_limited', {
          message: 'Live updates were reopened too often; try again shortly.',
          messagePl: 'Zbyt często ponawiano połączenie z aktualizacjami; spróbuj za chwilę.',
        });
      }

      reply.hijack();
      const raw = reply.raw;
      // Keep the headers Fastify's hooks already set (request id).
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value as string);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      let removed = false;
      let remove: () => void = () => {
        removed = true;
      };
      // The response's `close`: the client went away or the stream was ended (the request's own
      // `close` fires as soon as its empty body is read).
      raw.on('close', () => remove());
      const off = await hub.add(ctx.tenantId, { userId, raw });
      if (removed || raw.destroyed) off();
      else {
        remove = off;
        raw.write('event: ready\ndata: {}\n\n');
      }
    },
  );
}
