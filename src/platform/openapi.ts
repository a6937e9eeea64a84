import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ResolvedConfig } from '../config.js';
import { SECURITY_SCHEMES } from './auth.js';
import { DashboardError, V1Error, V2Error } from './error-schemas.js';
import { ERROR_MESSAGES } from './errors.js';
import { exactDocument, transformRoute, withDocumentedBodies } from './openapi-exact.js';

export const API_VERSION = '2.0.0';

const DESCRIPTION = `Recepcja answers the phone for small businesses: it books appointments, answers questions,
takes messages, sends SMS confirmations and transfers urgent calls.

This document is generated from the route schemas of the running service.

**Surfaces.** Developer API v1 (\`/v1\`, read-only, frozen), Developer API v2 (\`/v2\`, current),
the hosted MCP endpoint (\`POST /v2/mcp\`), the dashboard REST API (user session token),
service-to-service routes (\`X-Internal-Key\`) and public status routes.

**Errors.**
- v2: \`{"error":{"code","message","message_pl","field","request_id"},"livemode"}\`. Codes: ${Object.keys(
  ERROR_MESSAGES,
)
  .map((c) => `\`${c}\``)
  .join(', ')}, and route-specific codes named in each route.
- v1: \`{"error":{"code","message","field","request_id"}}\`.
- Dashboard: validation failures are 422 \`{"detail":[{"loc":["body","email"],"msg","type"}]}\`; other refusals are
  \`{"detail":"…","code":"…","message_pl":"…"}\`.

**Request ids.** Every response carries \`X-Request-Id\`; a valid id sent by the caller (1–128 characters of
letters, digits, \`.\`, \`_\`, \`-\`) is kept, otherwise one is generated.

**Time.** Every id is a UUID v7; timestamps are ISO 8601 UTC with milliseconds.`;

/**
 * Route schemas are validated by Ajv as draft-07, where a tuple is `items: [..]` with
 * `additionalItems`; OpenAPI 3.1 speaks JSON Schema 2020-12, where it is `prefixItems` with
 * `items: false`. Rewrites the generated document accordingly (the validation is unchanged).
 */
export function toJsonSchema2020(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema2020);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) out[k] = toJsonSchema2020(v);
  if (Array.isArray(out.items)) {
    out.prefixItems = out.items;
    if (out.additionalItems === false) out.items = false;
    else if (out.additionalItems && typeof out.additionalItems === 'object') out.items = out.additionalItems;
    else delete out.items;
    delete out.additionalItems;
  }
  return out;
}

const errorSchemaOf = (path: string) =>
  path.startsWith('/v2') ? V2Error : path.startsWith('/v1') ? V1Error : DashboardError;

export const GENERIC_ERRORS = {
  400: 'Malformed body (`invalid_request`): not valid JSON, nested more than 32 levels deep, or with `__proto__` / `constructor.prototype` keys.',
  422: 'Validation error (`validation_error`), also for text holding a NUL character (U+0000) and for numbers that are not finite (`1e309`) or beyond ±(2^53 − 1).',
  503: 'The database cannot be reached (`service_unavailable`); the answer carries `Retry-After` (seconds). Nothing was changed; retry the same request.',
} as const;

/** Answered by any operation, documented where the route does not describe them itself. */
const ALWAYS_POSSIBLE = {
  414: 'A path parameter is longer than 100 characters (`uri_too_long`).',
  415: 'A body whose `Content-Type` this operation does not read (`unsupported_media_type`).',
  404: 'Not found (`not_found`): no such resource, or it belongs to another tenant.',
  500: 'An unexpected failure on our side (`internal_error`): the message is masked, the details are logged under the `request_id`.',
} as const;

/**
 * Every operation answers the shared refusals of the input guard and the error handler
 * (src/platform/input-guard.ts, error-handler.ts); documents them where a route does not
 * already describe that status. Documentation only: the route schemas are unchanged.
 */
export function withGenericErrors(doc: unknown): unknown {
  const paths = (doc as { paths?: Record<string, Record<string, Record<string, unknown>>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    if (path.startsWith('/health') || path === '/metrics') continue;
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object') continue;
      op.responses ??= {};
      const responses = op.responses as Record<string, { description?: string }>;
      const hasInput = Boolean(op.requestBody) || (Array.isArray(op.parameters) && op.parameters.length > 0);
      const add = (status: keyof typeof GENERIC_ERRORS) => {
        const existing = responses[status];
        if (existing) {
          existing.description = `${existing.description ?? ''} Also: ${GENERIC_ERRORS[status]}`.trim();
          return;
        }
        responses[status] = {
          description: GENERIC_ERRORS[status],
          content: { 'application/json': { schema: errorSchemaOf(path) } },
        } as never;
      };
      // Fastify reads a body on these methods whatever the route declares.
      const readsBody = Boolean(op.requestBody) || ['post', 'put', 'patch'].includes(method);
      if (readsBody) add(400);
      if (hasInput) add(422);
      add(503);
      const addQuietly = (status: number, description: string) => {
        responses[status] ??= {
          description,
          content: { 'application/json': { schema: errorSchemaOf(path) } },
        } as never;
      };
      if (path.includes('{')) {
        addQuietly(404, ALWAYS_POSSIBLE[404]);
        addQuietly(414, ALWAYS_POSSIBLE[414]);
      }
      if (readsBody) addQuietly(415, ALWAYS_POSSIBLE[415]);
      const takesCursor = ((op.parameters as { name?: string; in?: string }[] | undefined) ?? []).some(
        (p) => p.in === 'query' && p.name === 'cursor',
      );
      if (takesCursor)
        addQuietly(400, 'A cursor that is not one this list handed out, or was altered (`invalid_cursor`).');
      addQuietly(500, ALWAYS_POSSIBLE[500]);
      // Refusals are JSON whatever the success answers (a CSV export, an HTML page, TwiML).
      for (const [status, res] of Object.entries(
        responses as Record<string, { content?: Record<string, unknown> }>,
      )) {
        if (Number(status) < 400 || !res.content || res.content['application/json']) continue;
        res.content = { 'application/json': { schema: errorSchemaOf(path) }, ...res.content };
      }
    }
  }
  return doc;
}

/** OpenAPI 3.1 generated from the route schemas, and an offline interactive reference at /docs. */
export default fp(
  async function openapiPlugin(app: FastifyInstance, opts: { config: ResolvedConfig }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Recepcja API',
          version: API_VERSION,
          description: DESCRIPTION,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
          contact: { name: 'Recepcja support', email: 'support@recepcja.local' },
        },
        servers: [{ url: opts.config.publicBaseUrl, description: 'This service' }],
        components: { securitySchemes: SECURITY_SCHEMES as never },
        tags: [
          { name: 'health', description: 'Liveness, readiness and metrics.' },
          { name: 'auth', description: 'Accounts and sessions.' },
          { name: 'v1', description: 'Developer API v1 (read-only, frozen).' },
          { name: 'v2', description: 'Developer API v2 (current contract).' },
        ],
      },
      transform: transformRoute as never,
      transformObject: (doc) =>
        exactDocument(
          withGenericErrors(
            withDocumentedBodies(
              toJsonSchema2020('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject) as Record<
                string,
                unknown
              >,
            ),
          ) as Record<string, unknown>,
        ) as never,
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // Assets are served by the service itself from the swagger-ui-dist package: no CDN.
      uiConfig: {
        deepLinking: true,
        validatorUrl: null,
        displayRequestDuration: true,
        tryItOutEnabled: true,
      },
      staticCSP: true,
      transformSpecificationClone: true,
    });
    app.get(
      '/openapi.json',
      { config: { auth: ['none'] }, schema: { hide: true } },
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
    );
  },
  { name: 'openapi' },
);
