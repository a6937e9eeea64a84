import { Type } from '@sinclair/typebox';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/columns.js';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { EVENT_TOPIC, raiseEvent } from '../../platform/events.js';
import { createNotification } from '../notifications/notifications.repo.js';
import { TIERS, type Tier, tenants } from '../tenants/tenants.schema.js';

const Body = Type.Object(
  {
    type: Type.Union(
      ['info', 'feature', 'maintenance', 'incident', 'billing'].map((v) => Type.Literal(v)),
      { description: 'Kind of announcement.' },
    ),
    title: Type.String({ minLength: 1, maxLength: 140 }),
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    action_url: Type.Optional(Type.Union([Type.String({ format: 'uri', maxLength: 2048 }), Type.Null()])),
    action_label: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()])),
    target: Type.Optional(
      Type.Object(
        {
          tenant_ids: Type.Optional(
            Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 10_000 }),
          ),
          tiers: Type.Optional(Type.Array(Type.Union(TIERS.map((t) => Type.Literal(t))), { minItems: 1 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Admin announcements: an in-app notification and a `notification.broadcast` event per targeted tenant. */
export default async function broadcastRoutes(app: FastifyInstance, p: Platform) {
  app.post(
    '/admin/notifications/broadcast',
    {
      config: { auth: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Broadcast an announcement to tenants',
        description:
          'Adds an in-app notification to each targeted tenant and raises `notification.broadcast` for each of them (one webhook delivery per targeted tenant, to its endpoints subscribed to the event), all in one transaction. `target` omitted: every tenant except the built-in demo business of the public demo call (reached only when named in `tenant_ids`); `tenant_ids` and `tiers` combine (both must match). Unknown tenant ids are ignored and counted in `unknown_tenant_ids`. Payload: `event`, `tenant_id`, `timestamp`, `data` {`type`, `title`, `message`, `action_url`, `action_label`}.',
        body: Body,
        response: {
          202: Type.Object({
            broadcast_id: Type.String({ format: 'uuid' }),
            tenants: Type.Integer({ description: 'Tenants reached.' }),
            unknown_tenant_ids: Type.Integer(),
          }),
        },
      },
    },
    async (request, reply) => {
      const body = request.body as {
        type: string;
        title: string;
        message: string;
        action_url?: string | null;
        action_label?: string | null;
        target?: { tenant_ids?: string[]; tiers?: Tier[] };
      };
      if (body.action_label && !body.action_url) {
        throw errors.invalid(
          ['body', 'action_url'],
          'An action label needs an action URL.',
          'Etykieta akcji wymaga adresu akcji.',
        );
      }
      const broadcastId = newId();
      const now = p.clock.now();
      const data = {
        type: body.type,
        title: body.title,
        message: body.message,
        action_url: body.action_url ?? null,
        action_label: body.action_label ?? null,
      };
      const filters: SQL[] = [];
      const ids = body.target?.tenant_ids ? [...new Set(body.target.tenant_ids)] : undefined;
      if (ids) filters.push(inArray(tenants.id, ids));
      if (body.target?.tiers) filters.push(inArray(tenants.tier, body.target.tiers));
      // The built-in demo business (the public demo call's) is nobody's: only named ids reach it.
      if (!ids) filters.push(sql`coalesce((${tenants.settings}->>'demo')::boolean, false) = false`);
      const { reached, unknown } = await p.db.transaction(async (tx) => {
        const targets = await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(and(...filters));
        const known = ids
          ? await tx.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, ids))
          : [];
        for (const t of targets) {
          await createNotification(tx, {
            tenantId: t.id,
            kind: `broadcast.${body.type}`,
            title: body.title,
            message: body.message,
            actionUrl: data.action_url,
            actionLabel: data.action_label,
            data: { broadcast_id: broadcastId },
            dedupeKey: `broadcast:${broadcastId}`,
          });
          await raiseEvent(p.outbox, tx, t.id, 'notification.broadcast', { data }, now);
        }
        return { reached: targets.length, unknown: ids ? ids.length - known.length : 0 };
      });
      if (reached > 0) p.outbox.wake(EVENT_TOPIC);
      request.log.info({ broadcast_id: broadcastId, tenants: reached }, 'broadcast sent');
      return reply
        .status(202)
        .send({ broadcast_id: broadcastId, tenants: reached, unknown_tenant_ids: unknown });
    },
  );
}
