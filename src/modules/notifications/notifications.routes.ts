import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal, serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { assertUuid, errorResponses } from '../tenants/http.js';
import { notifications } from './notifications.schema.js';

const tags = ['notifications'];

const Notification = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ description: '`message_left`, `sms_quota_exhausted`, `knowledge_milestone`, …' }),
  title: Type.String(),
  message: Type.String(),
  action_url: Type.Union([Type.String(), Type.Null()]),
  action_label: Type.Union([Type.String(), Type.Null()]),
  data: Type.Record(Type.String(), Type.Unknown()),
  read: Type.Boolean(),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const dto = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  message: n.message,
  action_url: n.actionUrl,
  action_label: n.actionLabel,
  data: n.data,
  read: n.readAt !== null,
  read_at: n.readAt ? n.readAt.toISOString() : null,
  created_at: n.createdAt.toISOString(),
});

/** The dashboard's in-app notifications of the user's tenant. */
export default async function notificationsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The tenant's notifications for everyone plus those addressed to this user. */
  function visible(tenantId: string, userId: string): SQL {
    return and(
      eq(notifications.tenantId, tenantId),
      or(isNull(notifications.userId), eq(notifications.userId, userId)),
    )!;
  }
  const userIdOf = (request: Parameters<typeof requirePrincipal>[0]) => {
    const pr = requirePrincipal(request);
    return pr.kind === 'user' ? pr.userId : '';
  };

  app.get(
    '/notifications',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'In-app notifications',
        description:
          "The tenant's notifications (those for everyone of the tenant and those addressed to the signed-in user), newest first, at most `limit` (1–100, default 50); `unread_only=true` leaves read ones out. `unread_count` counts every unread one. Read state is shared by the tenant's users.",
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
          unread_only: Type.Boolean({ default: false }),
        }),
        response: {
          200: Type.Object({ data: Type.Array(Notification), unread_count: Type.Integer() }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const where = visible(ctx.tenantId, userIdOf(request));
      const rows = await p.db
        .select()
        .from(notifications)
        .where(request.query.unread_only ? and(where, isNull(notifications.readAt)) : where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(request.query.limit);
      const [unread] = await p.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(where, isNull(notifications.readAt)));
      return { data: rows.map(dto), unread_count: Number(unread?.n ?? 0) };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Mark a notification read',
        description: 'Idempotent: the first read time is kept. Another tenant’s notification is a 404.',
        params: Type.Object({ id: Type.String() }),
        response: { 200: Notification, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const id = assertUuid(request.params.id);
      const where = and(visible(ctx.tenantId, userIdOf(request)), eq(notifications.id, id));
      const [updated] = await p.db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${p.clock.now().toISOString()}::timestamptz)` })
        .where(where)
        .returning();
      if (!updated)
        throw new AppError(404, 'not_found', {
          message: 'Notification not found.',
          messagePl: 'Nie znaleziono powiadomienia.',
        });
      return dto(updated);
    },
  );
}
