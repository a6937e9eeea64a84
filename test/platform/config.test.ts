import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      rememberMeDays: 30,
      webhookAllowPrivateNetworks: false,
      publicBaseUrl: 'http://127.0.0.1:8080',
      appUrl: 'http://127.0.0.1:8080',
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
      databaseUrl: 'postgres://u:p@db:5432/recepcja',
      redisUrl: 'redis://cache:6379',
      adminEmails: ['ops@example.com', 'boss@example.com'],
      webhookAllowPrivateNetworks: true,
      rememberMeDays: 14,
      publicBaseUrl: 'https://api.recepcja.pl',
      appUrl: 'https://api.recepcja.pl',
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

  it('requires the three secrets in production', () => {
    const secrets = { INTERNAL_API_KEY: 'a'.repeat(20), CI_STATUS_TOKEN: 'b'.repeat(20) };
    expect(() => parseConfig({ NODE_ENV: 'production', ...secrets })).toThrow(/JWT_SECRET is required/);
    expect(parseConfig({ NODE_ENV: 'production', ...secrets, JWT_SECRET: 'c'.repeat(20) }).env).toBe(
      'production',
    );
  });
});
