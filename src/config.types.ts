/**
 * The service's configuration as the code reads it, after `parseConfig` (src/config.ts) checked
 * and resolved the environment variables.
 */
import type { RawConfig } from './config.js';
import type { S3StorageConfig } from './providers/storage/index.js';
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** EMBEDDED_DB_LOW_MEMORY: the embedded engine's WebAssembly without V8's optimising compiler. */
  embeddedLowMemory: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Secrets: always set after {@link resolveSecrets}; may be unset straight out of {@link parseConfig}. */
  internalApiKey: string | undefined;
  ciStatusToken: string | undefined;
  jwtSecret: string | undefined;
  /** Key of encryption at rest (`DATA_ENCRYPTION_KEY`, 32 bytes as hex or base64). */
  dataEncryptionKey: string | undefined;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The dev inbox (`GET /dev/mail`): on when NODE_ENV is not production and SMTP_URL is unset.
   * `dir` keeps the mails as files (`DEV_MAIL_DIR`; in development `DATA_DIR/dev-mail` by
   * default); unset: the last 200 mails in memory (tests).
   */
  devMail: { enabled: boolean; dir: string | undefined };
  publicBaseUrl: string;
  appUrl: string;
  mcpHost: string | undefined;
  webhookAllowPrivateNetworks: boolean;
  rememberMeDays: number;
  logLevel: RawConfig['LOG_LEVEL'];
  role: RawConfig['ROLE'];
  trustProxy: boolean;
  /** The brain new voice sessions start with (`VOICE_BRAIN`); a session keeps its brain. */
  voiceBrain: RawConfig['VOICE_BRAIN'];
  /**
   * How the receptionist reaches its tools: `mcp` (the MCP tool server child over stdio, which
   * calls back `/internal/tools/*`) or `in_process` (the services called directly).
   */
  voiceTools: {
    mode: 'mcp' | 'in_process';
    /** Base URL the tool server calls back; unset: the service's own listening address. */
    apiUrl: string | undefined;
    /** Time limit of one tool call, ms. */
    timeoutMs: number;
  };
  /** Age after which a published sheet (URL data source) is re-fetched by a lookup. */
  dataSourceTtlSeconds: number;
  /**
   * Call recordings: kept in the data folder (`DATA_DIR/recordings/…`) unless an S3-compatible
   * bucket is configured (`RECORDINGS_S3_*`); handed out as signed URLs valid `urlTtlSeconds`.
   */
  recordings: {
    s3: Omit<S3StorageConfig, 'timeoutMs'> | undefined;
    urlTtlSeconds: number;
  };
  providers: {
    sms: string | undefined;
    /** Credentials of the real SMS operators (`SMS_PROVIDER=twilio|smsapi`). */
    twilio: {
      accountSid: string | undefined;
      authToken: string | undefined;
      from: string | undefined;
      apiBase: string;
    };
    smsapi: {
      token: string | undefined;
      from: string | undefined;
      apiBase: string;
      callbackSecret: string | undefined;
    };
    stripeSecretKey: string | undefined;
    stripeApiBase: string | undefined;
    /** Signing secret of the Stripe webhook endpoint (`whsec_…`); required with STRIPE_SECRET_KEY. */
    stripeWebhookSecret: string | undefined;
    googleClientId: string | undefined;
    googleClientSecret: string | undefined;
    googleIssuer: string | undefined;
    /**
     * The development sandbox identity provider (`/dev/oidc`, `src/modules/dev-oidc`): on when
     * NODE_ENV=development and GOOGLE_CLIENT_ID is unset; Google sign-in then uses it as issuer.
     * Never on in production or test.
     */
    googleSandbox: boolean;
    /** The team calendar of the concierge's demo bookings (`CALENDAR_PROVIDER`, unset: sandbox). */
    calendar: {
      provider: 'google' | 'sandbox';
      google: {
        apiBase: string;
        calendarId: string | undefined;
        accessToken: string | undefined;
        refreshToken: string | undefined;
        /** The OAuth client of the refresh token: GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET. */
        clientId: string | undefined;
        clientSecret: string | undefined;
        tokenUrl: string;
        timeoutMs: number;
      };
      /** Tenants' Google calendars (OAuth): GOOGLE_CALENDAR_CLIENT_ID/_SECRET, else GOOGLE_CLIENT_ID/_SECRET. */
      tenantGoogle: { clientId?: string; clientSecret?: string; oauthBase?: string };
      /**
       * Tenants' Microsoft 365 / Outlook calendars (OAuth, Microsoft Graph): MICROSOFT_CLIENT_ID/_SECRET,
       * MICROSOFT_AUTHORITY (default https://login.microsoftonline.com/common), MICROSOFT_GRAPH_BASE
       * (default https://graph.microsoft.com/v1.0).
       */
      tenantMicrosoft: { clientId?: string; clientSecret?: string; authority: string; graphBase: string };
    };
    nipRegistryUrl: string | undefined;
    llmBaseUrl: string | undefined;
    llmApiKey: string | undefined;
    llmModel: string | undefined;
    /** Time allowed for one chat-completions request of the LLM voice brain (`LLM_TIMEOUT_MS`). */
    llmTimeoutMs: number;
    /** Model name sent to `{LLM_BASE_URL}/v1/embeddings` (default `text-embedding-3-small`). */
    embeddingsModel: string | undefined;
    /** HubSpot CRM API address (`HUBSPOT_API_BASE`, default https://api.hubapi.com). */
    hubspotApiBase: string;
  };
}
