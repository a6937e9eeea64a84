/**
 * What makes the generated OpenAPI document exact enough for validators and generators:
 * readable `operationId`s, the scope of every key route, the statuses the authentication and
 * rate-limit hooks answer, named components, declared response headers and optional
 * parameters that have defaults. Documentation only: validation uses the route schemas as
 * they are.
 */
import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documentation that is not a validation schema (e.g. a multipart body read by the handler). */
    docs?: {
      /** The request body as documented: media type → JSON Schema of its fields. */
      requestBody?: {
        description?: string;
        required?: boolean;
        content: Record<string, { schema: unknown }>;
      };
    };
  }
}

type Json = Record<string, unknown>;

const VERB_OF_ITEM: Record<string, string> = {
  GET: 'get',
  PATCH: 'update',
  PUT: 'replace',
  DELETE: 'delete',
  POST: 'post',
};

const camel = (s: string) =>
  s
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
const pascal = (s: string) => {
  const c = camel(s);
  return c ? c[0]!.toUpperCase() + c.slice(1) : c;
};

/** `calls` → `call`, `entries` → `entry`, `addresses` → `address`; leaves `settings`-like nouns alone. */
export function singular(word: string): string {
  if (/(settings|status|analytics|news|usage)$/i.test(word)) return word;
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !/ss$/i.test(word)) return word.slice(0, -1);
  return word;
}

function isListResponse(schema: Json | undefined): boolean {
  const ok = (schema?.response as Record<string, Json> | undefined)?.['200'];
  if (!ok) return false;
  if (ok.type === 'array') return true;
  const props = ok.properties as Record<string, Json> | undefined;
  return props?.data?.type === 'array' || props?.items?.type === 'array';
}

/**
 * A readable, stable `operationId` from the method and path, for routes that do not name one:
 * `GET /v2/calls` → `listCalls`, `GET /v2/calls/{id}` → `getCall`, `POST /v2/appointments`
 * (201) → `createAppointment`, `POST /v2/appointments/{id}/cancel` → `cancelAppointment`,
 * `GET /tenants/{tenant_id}/settings` → `getTenantSettings`, `POST /auth/login` → `authLogin`.
 * v1 operations are prefixed `v1`, admin ones `admin`, service-to-service ones `internal`.
 */
export function deriveOperationId(method: string, url: string, schema?: Json): string {
  const segments = url
    .replace(/:(\w+)/g, '{$1}')
    .split('/')
    .filter(Boolean);
  let prefix = '';
  if (segments[0] === 'v1') prefix = 'v1';
  if (segments[0] === 'v1' || segments[0] === 'v2') segments.shift();
  const isParam = (seg: string | undefined) => seg?.startsWith('{') ?? false;
  const isPlural = (seg: string | undefined) => Boolean(seg && !isParam(seg) && singular(seg) !== seg);
  const wordOf = (seg: string) =>
    seg
      .replace(/\.(csv|json)$/, '-$1')
      .split(/[-_.]/)
      .map(pascal)
      .join('');
  const words: string[] = [];
  segments.forEach((seg, i) => {
    if (isParam(seg)) return;
    const word = wordOf(seg);
    words.push(isParam(segments[i + 1]) ? singular(word) : word);
  });
  const last = segments.at(-1);
  const before = segments.at(-2);
  const m = method.toUpperCase();
  const created = Boolean((schema?.response as Json | undefined)?.['201']);
  let verb = '';
  if (isParam(last)) verb = VERB_OF_ITEM[m] ?? m.toLowerCase();
  else if (m === 'GET') verb = isListResponse(schema) ? 'list' : 'get';
  else if (m === 'POST' && created && isPlural(last)) verb = 'create';
  else if (m === 'PUT') verb = 'replace';
  else if (m === 'PATCH') verb = 'update';
  else if (m === 'DELETE') verb = 'delete';
  if (verb === 'post') verb = '';
  const join = (id: string) => (prefix ? `${prefix}${id[0]!.toUpperCase()}${id.slice(1)}` : id);
  // An action on a resource reads verb first: `/v2/appointments/{id}/cancel` → `cancelAppointment`.
  if (!verb && m === 'POST' && words.length >= 2 && (isParam(before) || isPlural(before))) {
    const action = words.pop()!;
    if (isPlural(before)) words[words.length - 1] = singular(words.at(-1)!);
    return join(`${action[0]!.toLowerCase()}${action.slice(1)}${words.join('')}`);
  }
  if (verb === 'create') words[words.length - 1] = singular(words.at(-1)!);
  const body = words.join('');
  return join(verb ? `${verb}${body}` : `${body[0]!.toLowerCase()}${body.slice(1)}`);
}

/** Where the derived name reads badly, the name an integrator would look for. */
const OPERATION_IDS: Record<string, string> = {
  'POST /auth/register': 'register',
  'POST /auth/login': 'login',
  'POST /auth/logout': 'logout',
  'POST /auth/logout-all': 'logoutEverywhere',
  'POST /auth/refresh': 'refreshSession',
  'POST /auth/me/avatar': 'uploadAvatar',
  'DELETE /auth/me/avatar': 'deleteAvatar',
  'GET /auth/avatars/{name}': 'getAvatar',
  'GET /auth/me': 'getMe',
  'PATCH /auth/me': 'updateMe',
  'DELETE /auth/me': 'deleteAccount',
  'POST /auth/oauth/google': 'signInWithGoogle',
  'GET /auth/oauth/google/url': 'getGoogleSignInUrl',
  'POST /auth/2fa/challenge': 'answerTwoFactorChallenge',
  'POST /auth/2fa/resend': 'resendTwoFactorCode',
  'GET /verify-email': 'verifyEmailPage',
  'GET /reset-password': 'resetPasswordPage',
  'POST /reset-password': 'resetPasswordFromPage',
  'GET /tenants/trial-by-owner-phone/{phone_number}': 'getTrialTenantByOwnerPhone',
  'GET /tenants/by-number/{phone_number}': 'getTenantByNumber',
  'GET /tenants/nip-lookup': 'lookUpNip',
  'GET /tenants/{tenant_id}/readiness': 'getTenantReadiness',
  'POST /tenants/{tenant_id}/usage/sms': 'recordTenantSmsUsage',
  'POST /tenants/{tenant_id}/forwarding/check': 'startTenantForwardingCheck',
  'POST /tenants/{tenant_id}/knowledge/upload': 'uploadKnowledgeDocument',
  'GET /tenants/{tenant_id}/knowledge': 'listTenantKnowledgeDocuments',
  'DELETE /tenants/{tenant_id}/knowledge/{doc_id}': 'deleteTenantKnowledgeDocument',
  'POST /tenants/{tenant_id}/knowledge/query': 'queryTenantKnowledge',
  'POST /tenants/{tenant_id}/data-sources/url': 'createTenantDataSourceFromUrl',
  'POST /onboarding/complete': 'completeOnboarding',
  'POST /onboarding/scrape-faq': 'scrapeOnboardingFaq',
  'POST /onboarding/request-number': 'requestOnboardingNumber',
  'POST /onboarding/verify-forwarding': 'verifyOnboardingForwarding',
  'GET /developers/api-keys': 'listApiKeys',
  'POST /developers/api-keys': 'createApiKey',
  'DELETE /developers/api-keys/{id}': 'revokeApiKey',
  'GET /v2/knowledge': 'listKnowledgeDocuments',
  'POST /v2/knowledge': 'createKnowledgeDocument',
  'POST /v2/mcp': 'mcpJsonRpc',
  'POST /v2/webhook-endpoints/{id}/rotate-secret': 'rotateWebhookEndpointSecret',
  'POST /admin/tenants/{tenant_id}/webhook-endpoints/{id}/rotate-secret':
    'rotateAdminTenantWebhookEndpointSecret',
  'POST /billing/checkout/subscribe': 'startSubscriptionCheckout',
  'POST /billing/subscription/cancel': 'cancelSubscription',
  'POST /billing/stripe/webhook': 'receiveStripeWebhook',
  'GET /calls/export.csv': 'exportCallsCsv',
  'POST /calls/{id}/callback-resolved': 'resolveCallCallback',
  'POST /missed-questions/{id}/apply-as-faq': 'applyMissedQuestionAsFaq',
  'POST /sms/inbound/twilio': 'receiveTwilioSms',
  'POST /sms/inbound/smsapi': 'receiveSmsapiSms',
  'POST /sms/inbound/sandbox': 'receiveSandboxSms',
  'POST /internal/voice/sessions/{id}/turns': 'sendInternalVoiceTurn',
  'POST /internal/voice/sessions/{id}/hangup': 'hangUpInternalVoiceSession',
  'POST /telephony/twilio/voice': 'twilioVoiceWebhook',
  'POST /telephony/twilio/gather': 'twilioGatherWebhook',
  'POST /telephony/twilio/status': 'twilioStatusWebhook',
  'POST /internal/demo/seed': 'seedDemoTenant',
};

const documented = (response: Json, status: number) => response[status] !== undefined;

/**
 * Per route: operationId, scope, the refusals of the authentication hooks, a documented
 * multipart body, and `/tenants/` (the spec's spelling) documented as `/tenants`.
 */
export function transformRoute({
  schema,
  url,
  route,
}: {
  schema: unknown;
  url: string;
  route: RouteOptions;
}) {
  const s = { ...((schema as Json | undefined) ?? {}) };
  if (s.hide) return { schema: s, url };
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  const config = (route.config ?? {}) as {
    auth?: string[];
    scope?: string;
    docs?: { requestBody?: unknown };
  };
  const auth = config.auth ?? [];
  let docUrl = url;
  if (url === '/tenants/') {
    docUrl = '/tenants';
    s.description =
      `${s.description ?? ''}\n\nAlso answered at \`/tenants/\` (the contract's spelling).`.trim();
  }
  const key = `${method.toUpperCase()} ${docUrl.replace(/:(\w+)/g, '{$1}')}`;
  s.operationId ??= OPERATION_IDS[key] ?? deriveOperationId(method, docUrl, s);

  const response = { ...((s.response as Json | undefined) ?? {}) };
  const refusal = (status: number, description: string) => {
    if (!documented(response, status)) response[status] = { description };
  };
  if (!auth.includes('none') && auth.length > 0) {
    refusal(401, 'No valid credential (`authentication_required`, `invalid_token`, `invalid_api_key`).');
    if (auth.length === 1 && auth[0] === 'admin')
      refusal(403, 'The signed-in user is not an administrator (`forbidden`).');
    if (auth.includes('apiKey')) {
      refusal(403, '`insufficient_scope` (the key lacks the route’s scope) or `plan_required`.');
      refusal(429, '`rate_limited`; `Retry-After` says when to retry.');
    }
  }
  s.response = response;

  if (config.scope && Array.isArray(s.security)) {
    s.security = (s.security as Record<string, string[]>[]).map((req) =>
      'apiKey' in req ? { apiKey: [config.scope!] } : req,
    );
    s.description = `${s.description ?? ''}\n\n**Scope:** an API key needs \`${config.scope}\`.`.trim();
  }
  if (config.docs?.requestBody) s['x-request-body'] = config.docs.requestBody;
  return { schema: s, url: docUrl };
}

/** Response headers of the service, declared once as components and referenced by each response. */
export const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      'The request id: the caller’s valid `X-Request-Id` (1–128 letters, digits, `.`, `_`, `-`) or a generated one.',
    schema: { type: 'string' },
  },
  'X-Service-Livemode': {
    description: '`true` for a live key, `false` for a test key (v2 and MCP).',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
  'RateLimit-Limit': {
    description:
      'Requests allowed in the current window (the key’s budget; unauthenticated v2 calls: the address’s).',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
  'RateLimit-Policy': {
    description: 'The IETF draft’s structured policy, e.g. `"business";q=600;w=60`.',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'The IETF draft’s structured state, e.g. `"business";r=599;t=60`.',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
  'Idempotent-Replayed': {
    description:
      '`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;
export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

/** Headers that are not on every response they are declared for. */
const OPTIONAL_HEADERS = new Set<ResponseHeaderName>(['Idempotent-Replayed']);

const RATE_LIMIT_HEADERS: ResponseHeaderName[] = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
  'RateLimit',
];

/**
 * The headers a response carries, and whether always. v2 and MCP answers carry the livemode and
 * rate-limit headers (on 401/403 counted per client address); v1 answers carry the rate-limit
 * headers when an API key (not a session) is counted. A 503 is answered before any credential
 * can be checked.
 */
export function headersOf(path: string, method: string, status: number): [ResponseHeaderName, boolean][] {
  const out: [ResponseHeaderName, boolean][] = [['X-Request-Id', true]];
  if (path.startsWith('/v2')) {
    out.push(['X-Service-Livemode', true]);
    // Answered before any key is counted: the database outage (503), the router's refusal of an
    // overlong path (414), the MCP transport's 405 (GET, DELETE need no key).
    if (![503, 414, 405].includes(status))
      out.push(...RATE_LIMIT_HEADERS.map((h) => [h, true] as [ResponseHeaderName, boolean]));
    if (method !== 'get' && status < 300) out.push(['Idempotent-Replayed', false]);
  }
  if (path.startsWith('/v1') && ![401, 403, 503].includes(status))
    out.push(...RATE_LIMIT_HEADERS.map((h) => [h, false] as [ResponseHeaderName, boolean]));
  // A 429 always says when to retry; a 503 does when the outage is ours (the database), not
  // always when a third party (the tax registry, payments) is unreachable.
  if (status === 429) out.push(['Retry-After', true]);
  if (status === 503) out.push(['Retry-After', false]);
  return out;
}

/**
 * Hoists every schema that carries a `title` into `components.schemas` under that title and
 * references it (a `description` next to the reference stays with the use). Two different
 * schemas under one title are a mistake in the route schemas and fail the document.
 */
export function hoistNamedSchemas(doc: Json): Json {
  doc.components ??= {};
  const components = doc.components as Json;
  components.schemas ??= {};
  const schemas = components.schemas as Record<string, Json>;
  const seen = new Map<string, string>();
  for (const [name, s] of Object.entries(schemas)) seen.set(name, JSON.stringify(s));
  const visit = (node: unknown, inComponent: string | null): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, inComponent));
    if (!node || typeof node !== 'object') return node;
    const obj: Json = {};
    for (const [k, v] of Object.entries(node as Json)) obj[k] = visit(v, inComponent);
    const title = obj.title;
    if (typeof title !== 'string' || !/^[A-Z][A-Za-z0-9]+$/.test(title) || title === inComponent) return obj;
    const { description, ...rest } = obj;
    const canonical = JSON.stringify(rest);
    const known = seen.get(title);
    if (known === undefined) {
      seen.set(title, canonical);
      schemas[title] = rest;
    } else if (known !== canonical) {
      throw new Error(`OpenAPI: two different schemas are titled ${title}`);
    }
    return description === undefined
      ? { $ref: `#/components/schemas/${title}` }
      : { $ref: `#/components/schemas/${title}`, description };
  };
  doc.paths = visit(doc.paths, null);
  components.schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return doc;
}

/** Puts the bodies routes document in `config.docs.requestBody` (see `transformRoute`) in place. */
export function withDocumentedBodies(doc: Json): Json {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, Json>>)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !op['x-request-body']) continue;
      op.requestBody = op['x-request-body'];
      delete op['x-request-body'];
    }
  }
  return doc;
}

/**
 * The document-wide pass: parameters with a default are optional, response headers are
 * declared, doc-only request bodies are placed, and named schemas become components.
 */
export function exactDocument(doc: Json): Json {
  doc.components ??= {};
  const components = doc.components as Json;
  components.headers = Object.fromEntries(
    Object.entries(RESPONSE_HEADERS).map(([k, v]) => [
      k,
      { ...v, required: !OPTIONAL_HEADERS.has(k as ResponseHeaderName) },
    ]),
  );
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      for (const p of (op.parameters as Json[] | undefined) ?? []) {
        const schema = p.schema as Json | undefined;
        if (p.in !== 'path' && p.required && schema && schema.default !== undefined) p.required = false;
      }
      for (const [status, res] of Object.entries(op.responses as Record<string, Json>)) {
        res.headers = {
          ...((res.headers as Json | undefined) ?? {}),
          ...Object.fromEntries(
            headersOf(path, method, Number(status)).map(([name, required]) => [
              name,
              required === !OPTIONAL_HEADERS.has(name)
                ? { $ref: `#/components/headers/${name}` }
                : { ...RESPONSE_HEADERS[name], required },
            ]),
          ),
        };
      }
    }
  }
  uniqueOperationIds(paths);
  nameBodies(paths);
  return hoistNamedSchemas(doc);
}

/**
 * Gives each operation's JSON request and success bodies a name after the operation
 * (`CreateAppointmentRequest`, `ListCallsResponse`), unless the schema is already named, so
 * that generated clients have a type to import for each of them.
 */
function nameBodies(paths: Record<string, Record<string, Json>>) {
  const named = (schema: unknown, title: string) => {
    if (!schema || typeof schema !== 'object') return;
    const s = schema as Json;
    if (s.$ref || typeof s.title === 'string') return;
    if (s.type !== 'object' && s.type !== 'array' && !s.anyOf && !s.oneOf) return;
    s.title = title;
  };
  for (const item of Object.values(paths))
    for (const op of Object.values(item)) {
      const id = op?.operationId;
      if (typeof id !== 'string') continue;
      const base = `${id[0]!.toUpperCase()}${id.slice(1)}`;
      const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      named(body?.['application/json']?.schema, `${base}Request`);
      const ok = Object.entries((op.responses as Record<string, Json>) ?? {}).filter(([st]) =>
        /^2\d\d$/.test(st),
      );
      for (const [status, res] of ok) {
        const content = res.content as Record<string, Json> | undefined;
        named(
          content?.['application/json']?.schema,
          ok.length > 1 ? `${base}Response${status}` : `${base}Response`,
        );
      }
    }
}

/**
 * The developer API keeps the plain names (`listCalls` is `GET /v2/calls`); a dashboard or
 * internal route whose derived name is taken gets a `dashboard` prefix.
 */
function uniqueOperationIds(paths: Record<string, Record<string, Json>>) {
  const owners = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item)) {
      if (typeof op?.operationId !== 'string') continue;
      owners.set(op.operationId, [...(owners.get(op.operationId) ?? []), `${method} ${path}`]);
    }
  for (const [path, item] of Object.entries(paths))
    for (const op of Object.values(item)) {
      const id = op?.operationId;
      if (typeof id !== 'string' || (owners.get(id)?.length ?? 0) < 2 || path.startsWith('/v')) continue;
      op.operationId = `dashboard${id[0]!.toUpperCase()}${id.slice(1)}`;
    }
}

/**
 * The documented body of a route whose handler reads `multipart/form-data` itself (uploads):
 * `config: { docs: { requestBody: multipartBody({ file: fileField('The document') }, ['file']) } }`.
 */
export function multipartBody(fields: Record<string, Json>, required: string[]) {
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: { type: 'object', required, properties: fields } },
    },
  };
}

export const fileField = (description: string) => ({ type: 'string', format: 'binary', description });
