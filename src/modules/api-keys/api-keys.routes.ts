import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_SCOPES, type ApiScope } from '../../platform/auth.js';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { type ApiKeyRow, createApiKeysService, DEFAULT_SCOPES, MAX_ACTIVE_KEYS } from './api-keys.service.js';

const Detail = Type.Object(
  { detail: Type.Union([Type.String(), Type.Array(Type.Any())]), code: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
const errorResponses = {
  401: { ...Detail, description: 'No or bad session token.' },
  403: { ...Detail, description: '`plan_required`: the tenant is below the Business plan.' },
  404: { ...Detail, description: 'The user has no tenant, or the key is not one of the tenant’s.' },
  422: { ...Detail, description: 'Validation failed.' },
};

const Scope = Type.Union(API_SCOPES.map((s) => Type.Literal(s)));
const ApiKey = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  mode: Type.Union([Type.Literal('live'), Type.Literal('test')]),
  prefix: Type.String({ description: 'First characters of the key, for recognising it.' }),
  scopes: Type.Array(Scope),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'When the key last authenticated a request (to the minute: written at most once a minute); null if never.',
  }),
  revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const CreatedKey = Type.Object({
  ...ApiKey.properties,
  key: Type.String({ description: 'The full key. Shown only in this answer; store it now.' }),
});

const dto = (r: ApiKeyRow) => ({
  id: r.id,
  name: r.name,
  mode: r.mode,
  prefix: r.prefix,
  scopes: r.scopes as ApiScope[],
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
  revoked_at: r.revokedAt ? r.revokedAt.toISOString() : null,
});

const PLAN_NOTE =
  'Dashboard (user session). Business plan or higher (a trialing Business signup included); otherwise 403 `plan_required`.';

/** Developers section of the dashboard: create, list and revoke API keys. */
export default async function apiKeysRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const service = createApiKeysService({
    db: p.db,
    clock: p.clock,
    onRevoked: () => p.authChanges.announce(),
  });

  app.get(
    '/developers/api-keys',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['developers'],
        summary: 'List API keys',
        description: `${PLAN_NOTE} Lists the tenant's keys, newest first, revoked ones included (with \`revoked_at\`). Only the display prefix is shown; the full key exists only in the creation answer.`,
        response: { 200: Type.Array(ApiKey), ...errorResponses },
      },
    },
    async (request) => (await service.list(serviceContext(request))).map(dto),
  );

  app.post(
    '/developers/api-keys',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['developers'],
        summary: 'Create an API key',
        description: `${PLAN_NOTE} Creates a key \`svc_live_…\` (live) or \`svc_test_…\` (test: reads real data, writes are simulated) followed by 40 random base62 characters, and returns it once in \`key\`. Only its SHA-256 and the display prefix are stored. Without \`scopes\` the key gets every \`:read\` scope (${DEFAULT_SCOPES.map((s) => `\`${s}\``).join(', ')}). A tenant holds at most ${MAX_ACTIVE_KEYS} active keys (live and test together; revoked ones do not count): past that, 409 \`api_key_limit_reached\` until a key is revoked.`,
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 100 }),
            mode: Type.Optional(
              Type.Union([Type.Literal('live'), Type.Literal('test')], { default: 'live' }),
            ),
            scopes: Type.Optional(
              Type.Array(Scope, { minItems: 1, maxItems: API_SCOPES.length, uniqueItems: true }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          201: CreatedKey,
          ...errorResponses,
          409: {
            ...Detail,
            description: `\`api_key_limit_reached\`: the tenant has ${MAX_ACTIVE_KEYS} active keys.`,
          },
        },
      },
    },
    async (request, reply) => {
      const { row, key } = await service.create(serviceContext(request), request.body);
      return reply.status(201).send({ ...dto(row), key });
    },
  );

  app.delete(
    '/developers/api-keys/:id',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['developers'],
        summary: 'Revoke an API key',
        description: `${PLAN_NOTE} Revokes at once: the next request made with the key answers 401 \`invalid_api_key\` (on a deployment of several instances on PostgreSQL without Redis, the other instances refuse it within 5 seconds). Revoking a revoked key answers 204 again; another tenant's key is a 404.`,
        params: Type.Object({ id: Type.String() }),
        response: { 204: Type.Null({ description: 'Revoked.' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.revoke(serviceContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
