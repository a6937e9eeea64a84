import type { FastifyInstance } from 'fastify';
import { TotpConfirmRequest, TotpDisableRequest, TotpSetupResponse, UserResponse } from './accounts.dto.js';
import { type AccountsRoutesDeps, responses, TAGS, userOf } from './accounts.http.js';

const CODE_RULES =
  "Codes are RFC 6238 (SHA-1, 6 digits, 30-second steps) at the service clock, accepted one step either side for clock drift; a code whose time step (or a later one) was already accepted is refused (400 `code_reused`). Wrong and reused codes count in the account's two-factor budget of `POST /auth/2fa/challenge` (backoff past 5 in the hour, 429 `too_many_code_attempts`; 429 `two_factor_locked` at 10; the owner is alerted at the 5th).";

/** The signed-in user's authenticator app (TOTP): set up, confirm, turn off. */
export function registerTotpRoutes(app: FastifyInstance, deps: AccountsRoutesDeps) {
  const { accounts } = deps;

  app.post(
    '/auth/2fa/totp/setup',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Start setting up an authenticator app',
        description: `A new random secret (160 bits) for an authenticator app: TotpSetupResponse \`{secret, otpauth_url}\` (issuer \`Recepcja\`, label the account's e-mail; show the URL as a QR code and the secret for typing in by hand). The secret is pending (stored encrypted at rest) and does nothing until \`POST /auth/2fa/totp/confirm\` checks a code of it; calling setup again replaces the pending secret. 409 \`totp_already_enabled\` when an app is already on: turn it off first (\`DELETE /auth/2fa/totp\`), so that a session alone cannot swap the second factor.`,
        response: responses({ 200: TotpSetupResponse }, 401, 409),
      },
    },
    async (request) => accounts.totpSetup(userOf(request).userId),
  );

  app.post(
    '/auth/2fa/totp/confirm',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Confirm the authenticator app',
        description: `TotpConfirmRequest \`{code}\`: a current code of the pending secret turns the authenticator app on (answers the user, \`totp_enabled\` true); from then on sign-in asks for the app's code (\`two_factor_method\` \`totp\`, see \`POST /auth/login\`). A wrong code is 400 \`invalid_code\` (the secret stays pending: try again); 409 \`totp_not_pending\` without a pending secret. ${CODE_RULES}`,
        body: TotpConfirmRequest,
        response: responses({ 200: UserResponse }, 400, 401, 409, 429),
      },
    },
    async (request) =>
      accounts.totpConfirm(userOf(request).userId, (request.body as typeof TotpConfirmRequest.static).code),
  );

  app.delete(
    '/auth/2fa/totp',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Turn the authenticator app off',
        description: `TotpDisableRequest: re-authentication with exactly one of \`password\` (403 \`invalid_password\`; 5 wrong within 15 minutes give 429 \`too_many_login_attempts\`; 409 \`password_not_set\` for accounts without one) or \`code\`, a current code of the app (400 \`invalid_code\` / \`code_reused\`). Both or neither: 422. Answers the user (\`totp_enabled\` false); e-mailed codes (\`two_factor_enabled\`) are not changed. 409 \`totp_not_enabled\` when no app is on. ${CODE_RULES}`,
        body: TotpDisableRequest,
        response: responses({ 200: UserResponse }, 400, 401, 403, 409, 429),
      },
    },
    async (request) =>
      accounts.totpDisable(userOf(request).userId, request.body as typeof TotpDisableRequest.static),
  );
}
