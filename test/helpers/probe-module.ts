import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { knowledgeDocuments } from '../../src/modules/knowledge/knowledge.schema.js';
import type { ModuleDefinition, Platform } from '../../src/platform/deps.js';
import { AppError } from '../../src/platform/errors.js';
import { CursorCodec, CursorQuery } from '../../src/platform/pagination.js';

/**
 * Routes registered by tests only, on each surface, to exercise the platform (envelopes,
 * credential kinds, cursors) before the domain modules use them.
 */
async function probeRoutes(app: FastifyInstance, p: Platform) {
  // Test-only routes: not part of the published document (nor of its contract check).
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const Body = Type.Object(
    {
      email: Type.String({ format: 'email' }),
      age: Type.Integer({ minimum: 18 }),
      nested: Type.Optional(Type.Object({ name: Type.String({ minLength: 2 }) })),
    },
    { additionalProperties: false },
  );
  for (const prefix of ['/probe', '/v1/probe', '/v2/probe']) {
    app.post(`${prefix}/validate`, { config: { auth: ['none'] }, schema: { body: Body } }, async (req) => ({
      ok: true,
      body: req.body,
    }));
    app.get(`${prefix}/conflict`, { config: { auth: ['none'] } }, async () => {
      throw new AppError(409, 'slot_unavailable', {
        message: 'The slot is taken.',
        messagePl: 'Termin jest zajęty.',
        field: 'start_time',
      });
    });
    app.get(`${prefix}/boom`, { config: { auth: ['none'] } }, async () => {
      throw new Error('database password=hunter2 leaked in a stack');
    });
    app.get(`${prefix}/unique`, { config: { auth: ['none'] } }, async () => {
      // A real unique violation from the database.
      const id = '0190f2c5-0000-7000-8000-000000000001';
      await p.db.execute(`select 1`);
      await p.db.transaction(async (tx) => {
        await tx.execute(`create temporary table probe_u (id uuid primary key) on commit drop`);
        await tx.execute(`insert into probe_u values ('${id}')`);
        await tx.execute(`insert into probe_u values ('${id}')`);
      });
      return {};
    });
  }
  app.get('/probe/user', { config: { auth: ['user'] } }, async (req) => ({ principal: req.principal }));
  app.get('/probe/admin', { config: { auth: ['admin'] } }, async (req) => ({ principal: req.principal }));
  app.get('/probe/internal', { config: { auth: ['internal'] } }, async (req) => ({
    principal: req.principal,
  }));
  app.get('/probe/internal-or-user', { config: { auth: ['internal', 'user'] } }, async (req) => ({
    principal: req.principal,
  }));
  app.get('/probe/ci', { config: { auth: ['ci'] } }, async (req) => ({ principal: req.principal }));
  app.get('/v2/probe/key', { config: { auth: ['apiKey'], scope: 'calls:read' } }, async (req) => ({
    principal: req.principal,
  }));
  app.get(
    '/v1/probe/key-or-user',
    { config: { auth: ['apiKey', 'user'], scope: 'calls:read' } },
    async (req) => ({
      principal: req.principal,
    }),
  );

  // A keyset-paginated listing over a real table, the way v2 lists are built.
  app.get(
    '/v2/probe/documents',
    {
      config: { auth: ['apiKey'], scope: 'knowledge:read' },
      schema: {
        querystring: Type.Intersect([
          CursorQuery,
          Type.Object({
            sort: Type.Optional(Type.Union([Type.Literal('created_at'), Type.Literal('-created_at')])),
          }),
        ]),
      },
    },
    async (req) => {
      const principal = req.principal!;
      if (principal.kind !== 'apiKey') throw new AppError(401, 'authentication_required');
      const q = req.query as { limit: number; cursor?: string; sort?: string };
      const direction = q.sort === 'created_at' ? 'asc' : 'desc';
      const pos = q.cursor ? p.cursors.decode(q.cursor, 'documents', direction) : undefined;
      const t = knowledgeDocuments;
      const rows = await p.db
        .select()
        .from(t)
        .where(
          and(
            eq(t.tenantId, principal.tenantId),
            pos ? CursorCodec.after(pos, t.createdAt, t.id) : undefined,
          ),
        )
        .orderBy(...(direction === 'desc' ? [desc(t.createdAt), desc(t.id)] : [asc(t.createdAt), asc(t.id)]))
        .limit(q.limit + 1);
      return p.cursors.page(
        rows,
        q.limit,
        direction,
        'documents',
        (r) => ({ id: r.id, title: r.title }),
        req.livemode,
      );
    },
  );
}

export const probeModule: ModuleDefinition = { name: 'probe', routes: probeRoutes };
