import { type Static, Type } from '@sinclair/typebox';

export const Password = Type.String({ minLength: 8, maxLength: 128, description: '8 to 128 characters.' });
/** Re-authentication and login passwords are not length-checked beyond a sane maximum. */
export const AnyPassword = Type.String({ minLength: 1, maxLength: 1024 });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const SixDigitCode = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code.' });

export const UserResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  full_name: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  tenant_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description: 'Null until onboarding creates the business account.',
  }),
  subscription_tier: Type.Union([Type.String(), Type.Null()], {
    description:
      "The tenant's tier (`trial`, `solo`, `starter`, `business`, `enterprise`); null without tenant.",
  }),
  is_admin: Type.Boolean(),
  two_factor_enabled: Type.Boolean({
    description:
      'E-mailed sign-in codes; always true for administrators. Independent of `totp_enabled`: sign-in asks for a second factor when either is on.',
  }),
  totp_enabled: Type.Boolean({
    description:
      'An authenticator app (TOTP) is confirmed (`POST /auth/2fa/totp/setup` and `/confirm`): sign-in then asks for its code (an e-mailed code stays available through `POST /auth/2fa/resend`).',
  }),
  sms_phone: Type.Union([Type.String(), Type.Null()], { description: 'E.164.' }),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  has_password: Type.Boolean({
    description: 'False for accounts created by Google sign-in until a password is set.',
  }),
  created_at: Type.String({ format: 'date-time' }),
});
export type UserResponseT = Static<typeof UserResponse>;

export const Token = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Seconds.' }),
});
export type TokenT = Static<typeof Token>;

export const TwoFactorRequired = Type.Object({
  two_factor_required: Type.Literal(true),
  challenge_token: Type.String({
    description: 'Send it with the code to `POST /auth/2fa/challenge`.',
  }),
  expires_in: Type.Integer({
    description: 'Seconds the challenge stays valid (1800); each e-mailed code is valid 600.',
  }),
  two_factor_method: Type.Union([Type.Literal('email'), Type.Literal('totp')], {
    description:
      '`email`: a code was e-mailed. `totp`: enter the code of the authenticator app; nothing was e-mailed, `POST /auth/2fa/resend` e-mails a code as a fallback.',
  }),
});

export const Confirmation = Type.Object({
  status: Type.Literal('ok'),
  message: Type.String(),
  message_pl: Type.String(),
});
export type ConfirmationT = Static<typeof Confirmation>;

export const TokenConfirmation = Type.Intersect([
  Confirmation,
  Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer(),
  }),
]);

export const UserRegister = Type.Object(
  {
    email: Email,
    password: Password,
    full_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const LoginForm = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address.' }),
  password: AnyPassword,
  remember: Type.Optional(
    Type.Boolean({
      description: '`true` for a token of `REMEMBER_ME_DAYS` days (default 30) instead of 1 hour.',
    }),
  ),
  grant_type: Type.Optional(Type.String({ description: 'Ignored (OAuth2 password form compatibility).' })),
  scope: Type.Optional(Type.String({ description: 'Ignored.' })),
  client_id: Type.Optional(Type.String({ description: 'Ignored.' })),
  client_secret: Type.Optional(Type.String({ description: 'Ignored.' })),
});

export const MeUpdate = Type.Object(
  {
    full_name: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()])),
    sms_phone: Type.Optional(
      Type.Union([Type.String({ minLength: 3, maxLength: 32 }), Type.Null()], {
        description: 'Parsed with Poland as the default region, stored as E.164; null clears it.',
      }),
    ),
    two_factor_enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const PasswordBody = Type.Object({ password: AnyPassword }, { additionalProperties: false });
export const PasswordChange = Type.Object(
  { current_password: AnyPassword, new_password: Password },
  { additionalProperties: false },
);
export const PasswordSet = Type.Object({ new_password: Password }, { additionalProperties: false });
export const ForgotPasswordRequest = Type.Object({ email: Email }, { additionalProperties: false });
export const ResetPasswordRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), new_password: Password },
  { additionalProperties: false },
);
export const VerifyEmailRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const VerifyEmailCodeRequest = Type.Object(
  { email: Email, code: SixDigitCode },
  { additionalProperties: false },
);
export const ResendVerificationByEmailRequest = Type.Object(
  { email: Email },
  { additionalProperties: false },
);
export const EmailChangeRequest = Type.Object(
  { new_email: Email, password: AnyPassword },
  { additionalProperties: false },
);
export const EmailChangeConfirm = Type.Object({ code: SixDigitCode }, { additionalProperties: false });
export const TwoFactorChallengeRequest = Type.Object(
  { challenge_token: Type.String({ minLength: 1, maxLength: 4096 }), code: SixDigitCode },
  { additionalProperties: false },
);
export const TwoFactorResendRequest = Type.Object(
  { challenge_token: Type.String({ minLength: 1, maxLength: 4096 }) },
  { additionalProperties: false },
);
export const TotpSetupResponse = Type.Object({
  secret: Type.String({ description: 'Base32 secret, for entering it into the app by hand.' }),
  otpauth_url: Type.String({
    description:
      '`otpauth://totp/Recepcja:<e-mail>?secret=…&issuer=Recepcja` (SHA-1, 6 digits, 30 s), for a QR code.',
  }),
});
export const TotpConfirmRequest = Type.Object({ code: SixDigitCode }, { additionalProperties: false });
export const TotpDisableRequest = Type.Object(
  {
    password: Type.Optional(AnyPassword),
    code: Type.Optional(SixDigitCode),
  },
  {
    additionalProperties: false,
    description: 'Exactly one of `password` and `code` (of the authenticator app).',
  },
);
export const GoogleAuthUrlQuery = Type.Object({
  redirect_uri: Type.String({ minLength: 1, maxLength: 2000, format: 'uri' }),
  remember: Type.Boolean({ default: false }),
});
export const GoogleAuthUrlResponse = Type.Object({
  authorization_url: Type.String(),
  state: Type.String({
    description: 'Signed, valid 10 minutes; must be echoed to `POST /auth/oauth/google`.',
  }),
});
export const GoogleOAuthRequest = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 4096 }),
    state: Type.String({ minLength: 1, maxLength: 8192 }),
    iss: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'The `iss` parameter of the redirect, when the issuer sends one.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The dashboard error body (`{"detail": …, "code": …}`), for the OpenAPI document. */
export const ErrorBody = Type.Object(
  {
    detail: Type.Unknown(),
    code: Type.Optional(Type.String()),
    message_pl: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const UserSession = Type.Object({
  id: Type.String({ description: 'The session id (the `jti` of its token).' }),
  current: Type.Boolean({ description: 'True for the session of the token making this request.' }),
  browser: NullableString(
    'The browser family read from the user agent (`Firefox`, `Chrome`, …); null when unknown.',
  ),
  os: NullableString(
    'The operating system read from the user agent (`Windows`, `iOS`, …); null when unknown.',
  ),
  device: NullableString('`browser · os` (or the one known); null when neither is known.'),
  user_agent: NullableString('The `User-Agent` of the sign-in, at most 300 characters.'),
  ip: NullableString('The client address of the sign-in.'),
  created_at: Type.String({ format: 'date-time', description: 'When the session was signed in.' }),
  last_seen_at: Type.String({
    format: 'date-time',
    description: 'Its last request, to within a minute (recorded at most once a minute).',
  }),
  expires_at: Type.String({ format: 'date-time' }),
});
export type UserSessionT = Static<typeof UserSession>;

export const SessionIdParams = Type.Object({ session_id: Type.String({ minLength: 1, maxLength: 64 }) });
