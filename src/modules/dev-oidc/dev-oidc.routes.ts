import { createHash, createHmac, generateKeyPair } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Adapter, AdapterPayload, Configuration } from 'oidc-provider';
import { DEV_OIDC_CLIENT, DEV_OIDC_PATH } from '../../config.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { escapeHtml, htmlDocument, sendHtml } from '../../platform/html.js';

const Html = { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
const hidden = { hide: true, tags: ['dev'] };

/** Sandbox accounts by subject: what was typed on the login page. */
interface SandboxAccount {
  email: string;
  name: string | null;
}

/** The subject of a typed address: stable, so the same address signs in the same account again. */
export const sandboxSubject = (email: string) =>
  `sandbox-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** oidc-provider's storage, in memory: the sandbox lives and dies with the process. */
function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const byGrant = new Map<string, Set<string>>();
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const key = this.key(id);
      store.set(key, {
        payload,
        expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
      });
      if (payload.grantId) {
        const keys = byGrant.get(payload.grantId) ?? new Set();
        keys.add(key);
        byGrant.set(payload.grantId, keys);
      }
    }
    async find(id: string) {
      const entry = store.get(this.key(id));
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        store.delete(this.key(id));
        return undefined;
      }
      return entry.payload;
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of store) {
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return entry.payload;
      }
      return undefined;
    }
    async findByUid(uid: string) {
      for (const [key, entry] of store) {
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return entry.payload;
      }
      return undefined;
    }
    async consume(id: string) {
      const entry = store.get(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const key of byGrant.get(grantId) ?? []) store.delete(key);
      byGrant.delete(grantId);
    }
  };
}

/** The app's own origins (and loopback) may receive the sandbox's redirect: any path, as the dashboard chooses. */
function redirectAllowed(p: Platform) {
  const origins = new Set([new URL(p.config.publicBaseUrl).origin, new URL(p.config.appUrl).origin]);
  return (value: string) => {
    try {
      const u = new URL(value);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
      return origins.has(u.origin) || ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
    } catch {
      return false;
    }
  };
}

async function createProvider(p: Platform, accounts: Map<string, SandboxAccount>): Promise<Provider> {
  // A development-only dependency: loaded only when the sandbox is on.
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider').catch((cause) => {
    throw new AppError(503, 'provider_unavailable', {
      message:
        'The development sign-in sandbox needs the oidc-provider package (a devDependency): run npm install, or set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
      messagePl:
        'Piaskownica logowania wymaga pakietu oidc-provider (devDependency): uruchom npm install albo ustaw GOOGLE_CLIENT_ID i GOOGLE_CLIENT_SECRET.',
      cause,
    });
  });
  const { privateKey } = await new Promise<{ privateKey: import('node:crypto').KeyObject }>(
    (resolve, reject) =>
      generateKeyPair('rsa', { modulusLength: 2048 }, (err, _pub, privateKey) =>
        err ? reject(err) : resolve({ privateKey }),
      ),
  );
  const policy = interactionPolicy.base();
  // Every sign-in shows the login page, so any address can be tried in one browser.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('sandbox_always', 'the sandbox asks for an address every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'sandbox', use: 'sig', alg: 'RS256' }] },
    clients: [
      {
        client_id: DEV_OIDC_CLIENT.id,
        client_secret: DEV_OIDC_CLIENT.secret,
        redirect_uris: [`${p.config.publicBaseUrl}${DEV_OIDC_PATH}/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: {
      keys: [createHmac('sha256', p.config.jwtSecret).update('dev-oidc cookies').digest('base64url')],
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}`,
    },
    // The service is its own first-party client: no consent page.
    loadExistingGrant: async (ctx) => {
      const existing =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = htmlDocument(
        'en',
        'Sandbox sign-in error',
        `<h1>Sandbox sign-in error</h1><pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`,
      );
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
  const provider = new OidcProvider(`${p.config.publicBaseUrl}${DEV_OIDC_PATH}`, configuration);
  provider.proxy = p.config.trustProxy;
  const allowed = redirectAllowed(p);
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return allowed(value);
  };
  return provider;
}

function loginPage(uid: string, error?: string, email = '', name = '') {
  return htmlDocument(
    'en',
    'Sandbox sign-in',
    `<h1>Sign in with Google (development sandbox)</h1>
<p>This server has no Google client configured (GOOGLE_CLIENT_ID), so a local OpenID provider stands in for
Google. Type any address: you are signed in as that Google user, with the address verified. Development only.</p>
${error ? `<p role="alert" style="color:#b00020">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEV_OIDC_PATH}/interaction/${escapeHtml(uid)}">
<p><label>E-mail<br><input type="email" name="email" required autofocus value="${escapeHtml(email)}" style="width:100%"></label></p>
<p><label>Name (optional)<br><input type="text" name="name" maxlength="200" value="${escapeHtml(name)}" style="width:100%"></label></p>
<p><button type="submit">Sign in</button></p>
</form>`,
  );
}

/**
 * The development sandbox identity provider: an OpenID Connect provider (`oidc-provider`)
 * served under `/dev/oidc` on this server, with a login page where any e-mail signs in. Google
 * sign-in uses it as its issuer (see `Config.providers.googleSandbox`). Registered only when
 * NODE_ENV=development and GOOGLE_CLIENT_ID is unset; kept out of the OpenAPI document.
 */
export default async function devOidcRoutes(app: FastifyInstance, p: Platform) {
  if (!p.config.providers.googleSandbox || p.config.env !== 'development') return;
  const accounts = new Map<string, SandboxAccount>();
  let provider: Promise<Provider> | undefined;
  const providerOf = () => {
    provider ??= createProvider(p, accounts).catch((err) => {
      provider = undefined;
      throw err;
    });
    return provider;
  };

  // Everything else under /dev/oidc is the provider itself (discovery, authorization, token,
  // userinfo, keys), handed the raw request before Fastify reads the body.
  app.route({
    method: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    url: `${DEV_OIDC_PATH}/*`,
    config: { auth: ['none'] },
    schema: { ...hidden, summary: 'Sandbox OpenID provider (development only)' },
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const callback = (await providerOf()).callback();
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string);
      }
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(DEV_OIDC_PATH.length) || '/';
      await callback(raw, reply.raw);
    },
    handler: async () => undefined,
  });

  const Uid = Type.Object({ uid: Type.String({ maxLength: 100 }) });

  app.get(
    `${DEV_OIDC_PATH}/interaction/:uid`,
    {
      config: { auth: ['none'] },
      schema: {
        ...hidden,
        summary: 'Sandbox login page (development only)',
        params: Uid,
        response: { 200: Html },
      },
    },
    async (request, reply) => {
      const details = await (await providerOf()).interactionDetails(request.raw, reply.raw);
      return sendHtml(reply, 200, loginPage(details.uid));
    },
  );

  app.post(
    `${DEV_OIDC_PATH}/interaction/:uid`,
    {
      config: { auth: ['none'] },
      schema: {
        ...hidden,
        summary: 'Sandbox sign-in (development only)',
        params: Uid,
        body: Type.Object({
          email: Type.String({ maxLength: 320 }),
          name: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 400: Html },
      },
    },
    async (request, reply) => {
      const idp = await providerOf();
      const details = await idp.interactionDetails(request.raw, reply.raw);
      const body = request.body as { email: string; name?: string };
      const email = body.email.trim().toLowerCase();
      const name = body.name?.trim() || null;
      if (!EMAIL.test(email)) {
        return sendHtml(
          reply,
          400,
          loginPage(details.uid, 'Type an e-mail address.', body.email, body.name ?? ''),
        );
      }
      const accountId = sandboxSubject(email);
      accounts.set(accountId, { email, name });
      const to = await idp.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
    },
  );

  // A redirect target for trying the flow without a dashboard: finishes the sign-in in the page.
  app.get(
    `${DEV_OIDC_PATH}/callback`,
    {
      config: { auth: ['none'] },
      schema: {
        ...hidden,
        summary: 'Sandbox sign-in result (development only)',
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 4096 })),
          state: Type.Optional(Type.String({ maxLength: 4096 })),
          iss: Type.Optional(Type.String({ maxLength: 2000 })),
          error: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: Html },
      },
    },
    async (request, reply) => {
      const q = request.query as { code?: string; state?: string; iss?: string; error?: string };
      const payload = JSON.stringify({
        code: q.code,
        state: q.state,
        ...(q.iss ? { iss: q.iss } : {}),
      }).replace(/</g, '\\u003c');
      const body = q.code
        ? `<h1>Signing in…</h1><pre id="out"></pre>
<script>
fetch('/auth/oauth/google', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(payload)} })
  .then((r) => r.json().then((j) => { document.getElementById('out').textContent = r.status + ' ' + JSON.stringify(j, null, 2); }));
</script>
<p><a href="/auth/me">GET /auth/me</a> (the session cookie is set when the sign-in succeeds)</p>`
        : `<h1>No code</h1><p>${escapeHtml(q.error ?? 'The provider answered without a code.')}</p>`;
      return sendHtml(reply, 200, htmlDocument('en', 'Sandbox sign-in result', body));
    },
  );
}
