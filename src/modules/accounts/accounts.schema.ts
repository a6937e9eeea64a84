import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ts, updatedAt } from '../../db/columns.js';
import { tenants } from '../tenants/tenants.schema.js';

/** Case-insensitive text (PostgreSQL `citext`): e-mail addresses compare without case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Null once the account is tombstoned; unique while set. */
    email: citext().unique('users_email_unique'),
    passwordHash: text(),
    fullName: text(),
    emailVerified: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    twoFactorEnabled: boolean().notNull().default(false),
    smsPhone: text(),
    /** File name of the profile picture under `DATA_DIR/uploads/avatars` (random, unguessable). */
    avatarFile: text(),
    /** The Google account (`sub` claim) linked by Google sign-in. */
    googleSubject: text().unique('users_google_subject_unique'),
    tenantId: uuid().references((): AnyPgColumn => tenants.id, { onDelete: 'set null' }),
    /**
     * Wrong two-factor codes of the account across challenges, in the window that began at
     * `twoFactorWindowStart` (backoff past 5, no new codes past 10; see the accounts service).
     */
    twoFactorFailures: integer().notNull().default(0),
    twoFactorWindowStart: ts(),
    /** No code is checked before this time (exponential backoff). */
    twoFactorBlockedUntil: ts(),
    /** When the owner was last alerted by e-mail of wrong codes (once per window). */
    twoFactorAlertedAt: ts(),
    /**
     * The authenticator-app (TOTP) secret, sealed with `DATA_ENCRYPTION_KEY` (context
     * `users.totp_secret:<id>`); set means TOTP sign-in is on.
     */
    totpSecret: text(),
    /** A secret from `POST /auth/2fa/totp/setup` not yet confirmed with a code (sealed, own context). */
    totpPendingSecret: text(),
    /** The last TOTP time step accepted (RFC 6238 counter): a code of it or an earlier step is refused (replay). */
    totpLastStep: integer(),
    /** Tokens whose issue time is earlier are rejected (logout-all, permission changes). */
    tokensValidAfter: ts().notNull().defaultNow(),
    deletedAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_tenant_id_idx').on(t.tenantId)],
);

/** Blacklisted token ids (logout, refresh) until the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Signed-in sessions: one row per session token issued (`id` is the token's `jti`), for the
 * "where you are signed in" list. Authentication does not read it (a token is refused through
 * `revoked_tokens` and `users.tokens_valid_after`, as before); revoking a session writes both.
 * Rows are kept until 30 days past their expiry (the accounts module's hourly job).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The token's issue instant (service clock), compared with `users.tokens_valid_after`. */
    createdAt: ts().notNull(),
    expiresAt: ts().notNull(),
    /** Refreshed at most once a minute per session (see platform/auth.ts). */
    lastSeenAt: ts().notNull(),
    /** The `User-Agent` of the sign-in, at most 300 characters. */
    userAgent: text(),
    ip: text(),
    revokedAt: ts(),
  },
  (t) => [
    index('user_sessions_user_id_idx').on(t.userId),
    index('user_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const CODE_PURPOSES = ['verify_email', 'email_change', 'two_factor', 'password_reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * One-time secrets sent by e-mail: 6-digit codes (stored as a keyed MAC) and link tokens
 * (stored as SHA-256). A code is invalid after 5 wrong attempts; a record is single-use.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<CodePurpose>().notNull(),
    /** The address the secret was sent to (for an e-mail change: the new address). */
    email: citext().notNull(),
    codeHash: text(),
    tokenHash: text().unique('account_codes_token_hash_unique'),
    attempts: integer().notNull().default(0),
    expiresAt: ts().notNull(),
    consumedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'account_codes_purpose_check',
      sql`${t.purpose} in ('verify_email','email_change','two_factor','password_reset')`,
    ),
    index('account_codes_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/**
 * "The database outbox" of mail: without `SMTP_URL`, outgoing messages are stored here
 * (and logged) instead of being sent.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: idColumn(),
    outboxMessageId: uuid(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_messages_to_idx').on(t.toAddress, t.createdAt)],
);
