import { z } from 'zod';
import { parseDataKey } from './platform/crypto-box.js';

/**
 * The whole operator interface (DECISIONS.md, "Operator interface") as one schema,
 * parsed once at boot. A bad value stops the process with one line naming the variable.
 */

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const httpUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: `${name} must be an http(s) URL`,
  });

const secret = optionalString.refine((v) => v === undefined || v.length >= 16, {
  message: 'must be at least 16 characters long',
});

const flag = optionalString.refine((v) => v === undefined || ['0', '1', 'true', 'false'].includes(v), {
  message: 'must be 1 or 0',
});

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .default('8080')
    .refine((v) => /^\d+$/.test(v) && Number(v) <= 65535, { message: 'must be an integer from 0 to 65535' })
    .transform(Number),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_DB_LOW_MEMORY: flag,
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), {
    message: 'must be a postgres:// URL',
  }),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), {
    message: 'must be a redis:// URL',
  }),
  INTERNAL_API_KEY: secret,
  CI_STATUS_TOKEN: secret,
  JWT_SECRET: secret,
  DATA_ENCRYPTION_KEY: optionalString.refine((v) => v === undefined || parseDataKey(v) !== null, {
    message: 'must be 32 bytes written as 64 hex digits or as base64 (e.g. `openssl rand -base64 32`)',
  }),
  ADMIN_EMAILS: optionalString,
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalString,
  DEV_MAIL_DIR: optionalString,
  PUBLIC_BASE_URL: httpUrl('PUBLIC_BASE_URL'),
  APP_URL: httpUrl('APP_URL'),
  MCP_HOST: optionalString,
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag,
  REMEMBER_ME_DAYS: z
    .string()
    .default('30')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 365, {
      message: 'must be a whole number of days from 1 to 365',
    })
    .transform(Number),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  TRUST_PROXY: flag,
  SMS_PROVIDER: optionalString.refine((v) => v === undefined || ['sandbox', 'twilio', 'smsapi'].includes(v), {
    message: 'must be twilio, smsapi or sandbox (unset: sandbox)',
  }),
  TWILIO_ACCOUNT_SID: optionalString.refine((v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v), {
    message: 'must be a Twilio Account SID (AC followed by 32 hex digits)',
  }),
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE: httpUrl('TWILIO_API_BASE'),
  SMSAPI_TOKEN: optionalString,
  SMSAPI_FROM: optionalString,
  SMSAPI_API_BASE: httpUrl('SMSAPI_API_BASE'),
  SMSAPI_CALLBACK_SECRET: secret,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_API_BASE: httpUrl('STRIPE_API_BASE'),
  STRIPE_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || /^whsec_[A-Za-z0-9_]{8,}$/.test(v), {
    message: 'must be a Stripe webhook signing secret (whsec_ followed by at least 8 letters or digits)',
  }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: httpUrl('GOOGLE_ISSUER'),
  CALENDAR_PROVIDER: optionalString.refine((v) => v === undefined || ['sandbox', 'google'].includes(v), {
    message: 'must be google or sandbox (unset: sandbox)',
  }),
  GOOGLE_CALENDAR_API_BASE: httpUrl('GOOGLE_CALENDAR_API_BASE'),
  GOOGLE_CALENDAR_ID: optionalString,
  GOOGLE_CALENDAR_ACCESS_TOKEN: optionalString,
  GOOGLE_CALENDAR_REFRESH_TOKEN: optionalString,
  GOOGLE_OAUTH_TOKEN_URL: httpUrl('GOOGLE_OAUTH_TOKEN_URL'),
  GOOGLE_OAUTH_BASE: httpUrl('GOOGLE_OAUTH_BASE'),
  GOOGLE_CALENDAR_CLIENT_ID: optionalString,
  GOOGLE_CALENDAR_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_AUTHORITY: httpUrl('MICROSOFT_AUTHORITY'),
  MICROSOFT_GRAPH_BASE: httpUrl('MICROSOFT_GRAPH_BASE'),
  GOOGLE_CALENDAR_TIMEOUT_MS: z
    .string()
    .default('8000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60000, {
      message: 'must be a whole number of milliseconds from 100 to 60000',
    })
    .transform(Number),
  NIP_REGISTRY_URL: httpUrl('NIP_REGISTRY_URL'),
  LLM_BASE_URL: httpUrl('LLM_BASE_URL'),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z
    .string()
    .default('8000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60_000, {
      message: 'must be a whole number of milliseconds from 100 to 60000',
    })
    .transform(Number),
  VOICE_BRAIN: z.enum(['deterministic', 'llm']).default('deterministic'),
  EMBEDDINGS_MODEL: optionalString,
  VOICE_TOOLS: optionalString.refine((v) => v === undefined || ['mcp', 'in_process'].includes(v), {
    message: 'must be mcp or in_process (unset: mcp, in_process when NODE_ENV=test)',
  }),
  VOICE_TOOLS_API_URL: httpUrl('VOICE_TOOLS_API_URL'),
  VOICE_TOOLS_TIMEOUT_MS: z
    .string()
    .default('5000')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60_000, {
      message: 'must be a whole number of milliseconds from 100 to 60000',
    })
    .transform(Number),
  DATA_SOURCE_TTL_SECONDS: z
    .string()
    .default('300')
    .refine((v) => /^\d+$/.test(v) && Number(v) <= 86_400, {
      message: 'must be a whole number of seconds from 0 to 86400',
    })
    .transform(Number),
  HUBSPOT_API_BASE: httpUrl('HUBSPOT_API_BASE'),
  RECORDINGS_S3_BUCKET: optionalString.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    { message: 'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots or hyphens)' },
  ),
  RECORDINGS_S3_ENDPOINT: httpUrl('RECORDINGS_S3_ENDPOINT'),
  RECORDINGS_S3_REGION: optionalString.refine((v) => v === undefined || /^[a-z0-9-]{2,32}$/.test(v), {
    message: 'must be a region name such as eu-central-1',
  }),
  RECORDINGS_S3_ACCESS_KEY_ID: optionalString,
  RECORDINGS_S3_SECRET_ACCESS_KEY: optionalString,
  RECORDINGS_S3_FORCE_PATH_STYLE: flag,
  RECORDINGS_URL_TTL_SECONDS: z
    .string()
    .default('300')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 10 && Number(v) <= 3600, {
      message: 'must be a whole number of seconds from 10 to 3600',
    })
    .transform(Number),
});

export type RawConfig = z.infer<typeof rawSchema>;

import type { Config } from './config.types.js';

export type { Config } from './config.types.js';

export type ResolvedConfig = Config & {
  internalApiKey: string;
  ciStatusToken: string;
  jwtSecret: string;
  dataEncryptionKey: string;
};

/** Variables whose value is never repeated in a configuration error. */
const SECRET_VARIABLES = new Set([
  'INTERNAL_API_KEY',
  'CI_STATUS_TOKEN',
  'JWT_SECRET',
  'DATA_ENCRYPTION_KEY',
  'SMSAPI_CALLBACK_SECRET',
  'STRIPE_WEBHOOK_SECRET',
  'RECORDINGS_S3_SECRET_ACCESS_KEY',
  'MICROSOFT_CLIENT_SECRET',
]);

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

const isOn = (v: string | undefined) => v === '1' || v === 'true';

/** Where the development sandbox identity provider is served (see `Config.providers.googleSandbox`). */
export const DEV_OIDC_PATH = '/dev/oidc';
/**
 * The sandbox's one client, which is the service itself. Its secret guards nothing the sandbox's
 * login page does not already give away (any e-mail signs in), so it is a fixed development value.
 */
export const DEV_OIDC_CLIENT = { id: 'recepcja-dev-sandbox', secret: 'recepcja-dev-sandbox-not-a-secret' };

/** Parses the environment. Throws {@link ConfigError} naming the first bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const result = rawSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const value = env[variable];
    const shown =
      value === undefined
        ? ''
        : SECRET_VARIABLES.has(variable)
          ? ` (got ${value.length} characters)`
          : ` (got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
    const message = issue.message.startsWith(variable)
      ? issue.message.slice(variable.length + 1)
      : issue.message;
    throw new ConfigError(variable, `${message}${shown}`);
  }
  const r = result.data;
  if (r.NODE_ENV === 'production') {
    for (const name of [
      'INTERNAL_API_KEY',
      'CI_STATUS_TOKEN',
      'JWT_SECRET',
      'DATA_ENCRYPTION_KEY',
    ] as const) {
      if (!r[name]) throw new ConfigError(name, 'is required when NODE_ENV=production');
    }
  }
  if (r.STRIPE_SECRET_KEY && !r.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');
  }
  if (r.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!r[name]) throw new ConfigError(name, 'is required when SMS_PROVIDER=twilio');
    }
  }
  if (r.VOICE_BRAIN === 'llm' && !r.LLM_BASE_URL) {
    throw new ConfigError('LLM_BASE_URL', 'is required when VOICE_BRAIN=llm');
  }
  if (r.SMS_PROVIDER === 'smsapi' && !r.SMSAPI_TOKEN) {
    throw new ConfigError('SMSAPI_TOKEN', 'is required when SMS_PROVIDER=smsapi');
  }
  if (r.CALENDAR_PROVIDER === 'google') {
    if (!r.GOOGLE_CALENDAR_ID)
      throw new ConfigError('GOOGLE_CALENDAR_ID', 'is required when CALENDAR_PROVIDER=google');
    if (!r.GOOGLE_CALENDAR_ACCESS_TOKEN && !r.GOOGLE_CALENDAR_REFRESH_TOKEN)
      throw new ConfigError(
        'GOOGLE_CALENDAR_REFRESH_TOKEN',
        'or GOOGLE_CALENDAR_ACCESS_TOKEN is required when CALENDAR_PROVIDER=google',
      );
    if (!r.GOOGLE_CALENDAR_ACCESS_TOKEN) {
      for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] as const) {
        if (!r[name]) throw new ConfigError(name, 'is required with GOOGLE_CALENDAR_REFRESH_TOKEN');
      }
    }
  }
  if (!r.RECORDINGS_S3_BUCKET) {
    for (const name of [
      'RECORDINGS_S3_ENDPOINT',
      'RECORDINGS_S3_ACCESS_KEY_ID',
      'RECORDINGS_S3_SECRET_ACCESS_KEY',
    ] as const) {
      if (r[name]) throw new ConfigError('RECORDINGS_S3_BUCKET', `is required when ${name} is set`);
    }
  }
  if (!r.RECORDINGS_S3_ACCESS_KEY_ID !== !r.RECORDINGS_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      r.RECORDINGS_S3_ACCESS_KEY_ID ? 'RECORDINGS_S3_SECRET_ACCESS_KEY' : 'RECORDINGS_S3_ACCESS_KEY_ID',
      'is required with the other of RECORDINGS_S3_ACCESS_KEY_ID / RECORDINGS_S3_SECRET_ACCESS_KEY',
    );
  }
  const displayHost = r.HOST === '0.0.0.0' || r.HOST === '::' ? '127.0.0.1' : r.HOST;
  const publicBaseUrl = (r.PUBLIC_BASE_URL ?? `http://${displayHost}:${r.PORT}`).replace(/\/+$/, '');
  const googleSandbox = r.NODE_ENV === 'development' && !r.GOOGLE_CLIENT_ID;
  return {
    env: r.NODE_ENV,
    port: r.PORT,
    host: r.HOST,
    dataDir: r.DATA_DIR,
    embeddedLowMemory: isOn(r.EMBEDDED_DB_LOW_MEMORY),
    databaseUrl: r.DATABASE_URL,
    redisUrl: r.REDIS_URL,
    internalApiKey: r.INTERNAL_API_KEY,
    ciStatusToken: r.CI_STATUS_TOKEN,
    jwtSecret: r.JWT_SECRET,
    dataEncryptionKey: r.DATA_ENCRYPTION_KEY,
    adminEmails: (r.ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: r.SMTP_URL,
    mailFrom: r.MAIL_FROM ?? 'Recepcja <no-reply@recepcja.local>',
    devMail: {
      enabled: r.NODE_ENV !== 'production' && !r.SMTP_URL,
      dir:
        r.DEV_MAIL_DIR ??
        (r.NODE_ENV === 'development' ? `${r.DATA_DIR.replace(/\/+$/, '')}/dev-mail` : undefined),
    },
    publicBaseUrl,
    appUrl: (r.APP_URL ?? `${publicBaseUrl}/app`).replace(/\/+$/, ''),
    mcpHost: r.MCP_HOST?.toLowerCase(),
    webhookAllowPrivateNetworks: isOn(r.WEBHOOK_ALLOW_PRIVATE_NETWORKS),
    rememberMeDays: r.REMEMBER_ME_DAYS,
    logLevel: r.LOG_LEVEL,
    role: r.ROLE,
    trustProxy: isOn(r.TRUST_PROXY),
    voiceBrain: r.VOICE_BRAIN,
    voiceTools: {
      mode: (r.VOICE_TOOLS ?? (r.NODE_ENV === 'test' ? 'in_process' : 'mcp')) as 'mcp' | 'in_process',
      apiUrl: r.VOICE_TOOLS_API_URL?.replace(/\/+$/, ''),
      timeoutMs: r.VOICE_TOOLS_TIMEOUT_MS,
    },
    dataSourceTtlSeconds: r.DATA_SOURCE_TTL_SECONDS,
    recordings: {
      s3: r.RECORDINGS_S3_BUCKET
        ? {
            endpoint: r.RECORDINGS_S3_ENDPOINT?.replace(/\/+$/, ''),
            bucket: r.RECORDINGS_S3_BUCKET,
            region: r.RECORDINGS_S3_REGION ?? 'us-east-1',
            accessKeyId: r.RECORDINGS_S3_ACCESS_KEY_ID,
            secretAccessKey: r.RECORDINGS_S3_SECRET_ACCESS_KEY,
            forcePathStyle:
              r.RECORDINGS_S3_FORCE_PATH_STYLE !== undefined
                ? isOn(r.RECORDINGS_S3_FORCE_PATH_STYLE)
                : r.RECORDINGS_S3_ENDPOINT !== undefined,
          }
        : undefined,
      urlTtlSeconds: r.RECORDINGS_URL_TTL_SECONDS,
    },
    providers: {
      sms: r.SMS_PROVIDER,
      twilio: {
        accountSid: r.TWILIO_ACCOUNT_SID,
        authToken: r.TWILIO_AUTH_TOKEN,
        from: r.TWILIO_FROM,
        apiBase: (r.TWILIO_API_BASE ?? 'https://api.twilio.com').replace(/\/+$/, ''),
      },
      smsapi: {
        token: r.SMSAPI_TOKEN,
        from: r.SMSAPI_FROM,
        apiBase: (r.SMSAPI_API_BASE ?? 'https://api.smsapi.pl').replace(/\/+$/, ''),
        callbackSecret: r.SMSAPI_CALLBACK_SECRET,
      },
      stripeSecretKey: r.STRIPE_SECRET_KEY,
      stripeApiBase: r.STRIPE_API_BASE,
      stripeWebhookSecret: r.STRIPE_WEBHOOK_SECRET,
      googleClientId: googleSandbox ? DEV_OIDC_CLIENT.id : r.GOOGLE_CLIENT_ID,
      googleClientSecret: googleSandbox ? DEV_OIDC_CLIENT.secret : r.GOOGLE_CLIENT_SECRET,
      googleIssuer: googleSandbox ? `${publicBaseUrl}${DEV_OIDC_PATH}` : r.GOOGLE_ISSUER,
      googleSandbox,
      calendar: {
        provider: r.CALENDAR_PROVIDER === 'google' ? 'google' : 'sandbox',
        google: {
          apiBase: (r.GOOGLE_CALENDAR_API_BASE ?? 'https://www.googleapis.com/calendar/v3').replace(
            /\/+$/,
            '',
          ),
          calendarId: r.GOOGLE_CALENDAR_ID,
          accessToken: r.GOOGLE_CALENDAR_ACCESS_TOKEN,
          refreshToken: r.GOOGLE_CALENDAR_REFRESH_TOKEN,
          clientId: r.GOOGLE_CLIENT_ID,
          clientSecret: r.GOOGLE_CLIENT_SECRET,
          tokenUrl: r.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          timeoutMs: r.GOOGLE_CALENDAR_TIMEOUT_MS,
        },
        tenantGoogle: {
          clientId: r.GOOGLE_CALENDAR_CLIENT_ID ?? r.GOOGLE_CLIENT_ID,
          clientSecret: r.GOOGLE_CALENDAR_CLIENT_SECRET ?? r.GOOGLE_CLIENT_SECRET,
          oauthBase: r.GOOGLE_OAUTH_BASE?.replace(/\/+$/, ''),
        },
        tenantMicrosoft: {
          clientId: r.MICROSOFT_CLIENT_ID,
          clientSecret: r.MICROSOFT_CLIENT_SECRET,
          authority: (r.MICROSOFT_AUTHORITY ?? 'https://login.microsoftonline.com/common').replace(
            /\/+$/,
            '',
          ),
          graphBase: (r.MICROSOFT_GRAPH_BASE ?? 'https://graph.microsoft.com/v1.0').replace(/\/+$/, ''),
        },
      },
      nipRegistryUrl: r.NIP_REGISTRY_URL,
      llmBaseUrl: r.LLM_BASE_URL,
      llmApiKey: r.LLM_API_KEY,
      llmModel: r.LLM_MODEL,
      llmTimeoutMs: r.LLM_TIMEOUT_MS,
      embeddingsModel: r.EMBEDDINGS_MODEL,
      hubspotApiBase: (r.HUBSPOT_API_BASE ?? 'https://api.hubapi.com').replace(/\/+$/, ''),
    },
  };
}
