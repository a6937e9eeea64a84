import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import { CryptoBox, parseDataKey } from '../../src/platform/crypto-box.js';
import { resolveSecrets } from '../../src/secrets.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      embeddedLowMemory: false,
      databaseUrl: undefined,
      redisUrl: undefined,
      rememberMeDays: 30,
      webhookAllowPrivateNetworks: false,
      publicBaseUrl: 'http://127.0.0.1:8080',
      appUrl: 'http://127.0.0.1:8080/app',
      adminEmails: [],
      voiceBrain: 'deterministic',
    });
    expect(c.providers.llmTimeoutMs).toBe(8000);
  });

  it('reads every documented variable', () => {
    const c = parseConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/recepcja',
      EMBEDDED_DB_LOW_MEMORY: '1',
      DATABASE_URL: 'postgres://u:p@db:5432/recepcja',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_EMAILS: ' Ops@Example.com, boss@example.com ,',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
      REMEMBER_ME_DAYS: '14',
      PUBLIC_BASE_URL: 'https://api.recepcja.pl/',
      MCP_HOST: 'MCP.recepcja.pl',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/recepcja',
      embeddedLowMemory: true,
      databaseUrl: 'postgres://u:p@db:5432/recepcja',
      redisUrl: 'redis://cache:6379',
      adminEmails: ['ops@example.com', 'boss@example.com'],
      webhookAllowPrivateNetworks: true,
      rememberMeDays: 14,
      publicBaseUrl: 'https://api.recepcja.pl',
      appUrl: 'https://api.recepcja.pl/app',
      mcpHost: 'mcp.recepcja.pl',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ REMEMBER_ME_DAYS: '0' }, 'REMEMBER_ME_DAYS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production' }, 'INTERNAL_API_KEY'],
    [{ VOICE_BRAIN: 'gpt' }, 'VOICE_BRAIN'],
    [{ VOICE_BRAIN: 'llm' }, 'LLM_BASE_URL'],
    [{ LLM_TIMEOUT_MS: '5' }, 'LLM_TIMEOUT_MS'],
    [{ DATA_ENCRYPTION_KEY: 'too-short' }, 'DATA_ENCRYPTION_KEY'],
    [{ DATA_ENCRYPTION_KEY: 'ab'.repeat(31) }, 'DATA_ENCRYPTION_KEY'],
    [{ DATA_ENCRYPTION_KEY: randomBytes(24).toString('base64') }, 'DATA_ENCRYPTION_KEY'],
  ])('refuses %j naming %s in one line', (env, variable) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect((error as Error).message).not.toContain('\n');
  });

  it('runs the LLM voice brain only with an endpoint', () => {
    expect(() => parseConfig({ VOICE_BRAIN: 'llm' })).toThrow(
      /^Invalid configuration: LLM_BASE_URL is required when VOICE_BRAIN=llm$/,
    );
    const c = parseConfig({
      VOICE_BRAIN: 'llm',
      LLM_BASE_URL: 'http://127.0.0.1:11434',
      LLM_TIMEOUT_MS: '3000',
    });
    expect(c.voiceBrain).toBe('llm');
    expect(c.providers.llmTimeoutMs).toBe(3000);
  });

  it('requires the four secrets in production', () => {
    const secrets = { INTERNAL_API_KEY: 'a'.repeat(20), CI_STATUS_TOKEN: 'b'.repeat(20) };
    expect(() => parseConfig({ NODE_ENV: 'production', ...secrets })).toThrow(/JWT_SECRET is required/);
    const withJwt = { ...secrets, JWT_SECRET: 'c'.repeat(20) };
    expect(() => parseConfig({ NODE_ENV: 'production', ...withJwt })).toThrow(
      /^Invalid configuration: DATA_ENCRYPTION_KEY is required when NODE_ENV=production$/,
    );
    const key = randomBytes(32).toString('base64');
    expect(parseConfig({ NODE_ENV: 'production', ...withJwt, DATA_ENCRYPTION_KEY: key }).env).toBe(
      'production',
    );
  });

  it('takes DATA_ENCRYPTION_KEY as 64 hex digits, base64 or base64url, and never repeats a bad one', () => {
    const raw = randomBytes(32);
    for (const written of [
      raw.toString('hex'),
      raw.toString('hex').toUpperCase(),
      raw.toString('base64'),
      raw.toString('base64url'),
    ]) {
      const c = parseConfig({ DATA_ENCRYPTION_KEY: written });
      expect(parseDataKey(c.dataEncryptionKey!)?.equals(raw), written).toBe(true);
    }
    const bad = `${raw.toString('hex')}00`;
    expect(() => parseConfig({ DATA_ENCRYPTION_KEY: bad })).toThrow(
      /^Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes written as 64 hex digits or as base64/,
    );
    try {
      parseConfig({ DATA_ENCRYPTION_KEY: bad });
    } catch (e) {
      expect((e as Error).message).not.toContain(bad.slice(0, 16));
      expect((e as Error).message).toContain('(got 66 characters)');
    }
  });

  it('outside production generates DATA_ENCRYPTION_KEY once into DATA_DIR/secrets.json', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'recepcja-secrets-'));
    try {
      const first = await resolveSecrets(parseConfig({ DATA_DIR: dir }));
      expect(first.generated).toContain('DATA_ENCRYPTION_KEY');
      expect(parseDataKey(first.config.dataEncryptionKey)).not.toBeNull();
      const file = path.join(dir, 'secrets.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8')).dataEncryptionKey).toBe(first.config.dataEncryptionKey);
      // Kept across restarts: what one start sealed, the next opens.
      const sealed = new CryptoBox(first.config.dataEncryptionKey).seal('whsec_x', 'ctx');
      const second = await resolveSecrets(parseConfig({ DATA_DIR: dir }));
      expect(second.generated).toEqual([]);
      expect(new CryptoBox(second.config.dataEncryptionKey).open(sealed, 'ctx')).toBe('whsec_x');
      // A configured key wins over the kept one.
      const configured = randomBytes(32).toString('hex');
      const third = await resolveSecrets(parseConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY: configured }));
      expect(third.config.dataEncryptionKey).toBe(configured);
      // A damaged kept key stops the start with one line naming the variable.
      await writeFile(
        file,
        JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), dataEncryptionKey: 'x' }),
      );
      await expect(resolveSecrets(parseConfig({ DATA_DIR: dir }))).rejects.toThrow(
        /^Invalid configuration: DATA_ENCRYPTION_KEY kept in .*secrets\.json is not 32 bytes/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('CryptoBox: v1 format, bound to its context, opens with a previous key after rotation', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealed = new CryptoBox(oldKey).seal('whsec_secret', 'webhook_endpoints:1');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('whsec');
    // A fresh IV each time.
    expect(new CryptoBox(oldKey).seal('whsec_secret', 'webhook_endpoints:1')).not.toBe(sealed);
    expect(() => new CryptoBox(oldKey).open(sealed, 'webhook_endpoints:2')).toThrow(/does not open/);
    expect(() => new CryptoBox(newKey).open(sealed, 'webhook_endpoints:1')).toThrow(/does not open/);
    const rotated = new CryptoBox(newKey, [oldKey]);
    expect(rotated.open(sealed, 'webhook_endpoints:1')).toBe('whsec_secret');
    expect(new CryptoBox(newKey).open(rotated.seal('x', 'c'), 'c')).toBe('x');
    const [, iv, tag, data] = sealed.split(':');
    // Flip one whole byte of the ciphertext (editing a base64url character can touch only padding bits).
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0] = bytes[0]! ^ 0xff;
    const flipped = `v1:${iv}:${tag}:${bytes.toString('base64url')}`;
    expect(flipped).not.toBe(sealed);
    expect(() => new CryptoBox(oldKey).open(flipped, 'webhook_endpoints:1')).toThrow(/does not open/);
    expect(() =>
      new CryptoBox(oldKey).open(`v1:${iv}:${tag!.slice(0, 8)}:${data}`, 'webhook_endpoints:1'),
    ).toThrow();
    expect(() => new CryptoBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
