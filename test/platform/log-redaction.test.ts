import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/modules/accounts/accounts.schema.js';
import { webhookEndpoints } from '../../src/modules/webhooks/webhooks.schema.js';
import type { ModuleDefinition, Platform } from '../../src/platform/deps.js';
import { serializeError } from '../../src/platform/logging.js';
import { sha256Hex } from '../../src/platform/tokens.js';
import { createTestApp, LogCapture, TEST_SECRETS, type TestApp } from '../helpers/app.js';

/** Recognizable values that must never reach the log. */
const EMAIL = `leak-${randomBytes(4).toString('hex')}@secret-domain.test`;
const WHSEC = `whsec_${randomBytes(24).toString('base64url')}`;
const ARGON2 = `$argon2id$v=19$m=65536,t=3,p=4$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;
const KEY_HASH = sha256Hex(`svc_live_${randomBytes(24).toString('hex')}`);
const ALTCHA = `altcha-${randomBytes(12).toString('hex')}`;
const MISSING_TENANT = '0190f2c5-0000-7000-8000-00000000dead';

/** Routes that run real failing queries whose parameters carry the values above. */
const leakyModule: ModuleDefinition = {
  name: 'leaky-probe',
  routes: async (app: FastifyInstance, p: Platform) => {
    // An unexpected database failure (foreign key): the error handler logs it as a 500.
    app.post('/probe/leak/fk', { config: { auth: ['none'] }, schema: { hide: true } }, async () => {
      await p.db.insert(webhookEndpoints).values({
        tenantId: MISSING_TENANT,
        url: `https://hooks.example.test/?email=${EMAIL}`,
        description: `${EMAIL} ${ARGON2} ${KEY_HASH}`,
        enabledEvents: ['*'],
        secret: WHSEC,
      });
      return {};
    });
    // A unique violation on an e-mail, logged by the code that met it, then answered 409.
    app.post(
      '/probe/leak/unique',
      { config: { auth: ['none'] }, schema: { hide: true } },
      async (request) => {
        const row = { email: EMAIL, passwordHash: ARGON2, fullName: KEY_HASH, tokensValidAfter: new Date(0) };
        await p.db.insert(users).values(row).onConflictDoNothing();
        try {
          await p.db.insert(users).values(row);
        } catch (err) {
          request.log.error({ err }, 'probe: insert failed');
          throw err;
        }
        return {};
      },
    );
  },
};

describe('log redaction (allow-list)', () => {
  let t: TestApp;
  const logs = new LogCapture();
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs, extraModules: [leakyModule] });
  });
  afterAll(async () => t?.close());

  const secretHeaders = {
    authorization: `Bearer ${WHSEC}`,
    cookie: `access_token=${KEY_HASH}`,
    'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY,
    'x-altcha': ALTCHA,
  };

  function assertNothingLeaked() {
    const text = logs.text;
    for (const value of [
      EMAIL,
      'secret-domain.test',
      WHSEC,
      WHSEC.slice(6),
      ARGON2,
      '$argon2id$',
      KEY_HASH,
      ALTCHA,
      TEST_SECRETS.INTERNAL_API_KEY,
    ])
      expect(text, value).not.toContain(value);
    // PostgreSQL's detail (`Key (email)=(…)`), parameters and the raw query never appear.
    expect(text).not.toMatch(/Key \(/);
    expect(text).not.toMatch(/"(params|parameters|detail|hint|where|internalQuery)"/);
    expect(text).not.toMatch(/params: /);
  }

  it('a failed query (foreign key) logs its SQLSTATE and constraint, never its parameters', async () => {
    const before = logs.lines.length;
    const r = await t.app.inject({
      method: 'POST',
      url: '/probe/leak/fk',
      headers: secretHeaders,
      payload: { password: 'hunter2-password', email: EMAIL },
    });
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain(EMAIL);
    const lines = logs.lines.slice(before);
    const failure = lines.find((l) => l.msg === 'unhandled error') as { err: Record<string, unknown> };
    expect(failure, JSON.stringify(lines)).toBeDefined();
    expect(failure.err).toMatchObject({
      sqlState: '23503',
      constraint: expect.stringContaining('webhook_endpoints_tenant_id'),
      table: 'webhook_endpoints',
    });
    expect(String(failure.err.message)).toMatch(/^Failed query: insert into "webhook_endpoints"/);
    expect(String(failure.err.stack)).toContain('at ');
    // The request was logged too (method and URL), without headers or body.
    const incoming = lines.find((l) => l.msg === 'request completed') as { req: Record<string, unknown> };
    expect(incoming.req).toEqual(expect.objectContaining({ method: 'POST', url: '/probe/leak/fk' }));
    expect(Object.keys(incoming.req).sort()).toEqual(['host', 'method', 'remoteAddress', 'url']);
    expect(logs.text).not.toContain('hunter2-password');
    assertNothingLeaked();
  });

  it('a unique violation on an e-mail logs code and constraint, not the e-mail nor the hash', async () => {
    const before = logs.lines.length;
    const r = await t.app.inject({ method: 'POST', url: '/probe/leak/unique', headers: secretHeaders });
    expect(r.statusCode).toBe(409);
    const logged = logs.lines.slice(before).find((l) => l.msg === 'probe: insert failed') as {
      err: Record<string, unknown>;
    };
    expect(logged.err).toMatchObject({ sqlState: '23505', constraint: 'users_email_unique', table: 'users' });
    assertNothingLeaked();
  });

  it('the serializer keeps names and codes and drops everything else an error carries', () => {
    const pg = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        detail: `Key (email)=(${EMAIL}) already exists.`,
        hint: EMAIL,
        where: EMAIL,
        constraint: 'users_email_unique',
        table: 'users',
        schema: 'public',
        query: `insert into users values ('${EMAIL}')`,
        params: [EMAIL, ARGON2],
        parameters: [WHSEC],
        headers: { authorization: WHSEC },
      },
    );
    const wrapped = Object.assign(
      new Error(`Failed query: insert into "users" ("email") values ($1)\nparams: ${EMAIL},${ARGON2}`),
      { query: 'insert into "users" ("email") values ($1)', params: [EMAIL, ARGON2], cause: pg },
    );
    const out = serializeError(wrapped) as Record<string, unknown>;
    const text = JSON.stringify(out);
    for (const v of [EMAIL, ARGON2, WHSEC, 'already exists', 'Key (']) expect(text, v).not.toContain(v);
    expect(out).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      sqlState: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      cause: { code: '23505', sqlState: '23505', schema: 'public', table: 'users' },
    });
    expect(String(out.stack).split('\n')[0]).toBe(`Error: ${out.message}`);

    // Values PostgreSQL quotes in a message are masked; so are secrets in any error text.
    const bad = serializeError(
      Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), { code: '22P02' }),
    ) as Record<string, unknown>;
    expect(bad.message).toBe('invalid input syntax for type uuid: "[REDACTED]"');
    expect(serializeError(new Error(`token ${WHSEC} for ${EMAIL}`))).toMatchObject({
      message: 'token whsec_[REDACTED] for [REDACTED email]',
    });
    expect(serializeError(`failed for ${EMAIL}`)).toBe('failed for [REDACTED email]');
  });
});
