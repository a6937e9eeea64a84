import type { FastifyInstance } from 'fastify';
import {
  Confirmation,
  EmailChangeConfirm,
  EmailChangeRequest,
  ForgotPasswordRequest,
  ResendVerificationByEmailRequest,
  ResetPasswordRequest,
  VerifyEmailCodeRequest,
  VerifyEmailRequest,
} from './accounts.dto.js';
import { type AccountsRoutesDeps, responses, TAGS, userOf } from './accounts.http.js';

/** What goes through e-mail: changing the address, resetting the password, verifying the address. */
export function registerEmailRoutes(app: FastifyInstance, deps: AccountsRoutesDeps) {
  const { accounts } = deps;

  app.post(
    '/auth/change-email',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Start a change of e-mail address',
        description:
          'EmailChangeRequest `{new_email, password}`: password re-authentication (403 `invalid_password`), then a 6-digit code (valid 1 hour) goes to the NEW address and a notice to the current one. The current address stays the login until `POST /auth/confirm-email-change`. 409 `email_taken` when the new address is in use; a new request replaces a pending one.',
        body: EmailChangeRequest,
        response: responses({ 200: Confirmation }, 401, 403, 409, 429),
      },
    },
    async (request) =>
      accounts.changeEmail(userOf(request).userId, request.body as typeof EmailChangeRequest.static),
  );

  app.post(
    '/auth/confirm-email-change',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Confirm the new e-mail address',
        description:
          'EmailChangeConfirm `{code}`. With the right code the new address becomes the login (and verified); the old one stops working. 400 `invalid_code`, `code_expired`, or `code_invalidated` after 5 wrong codes (start again).',
        body: EmailChangeConfirm,
        response: responses({ 200: Confirmation }, 400, 401, 409),
      },
    },
    async (request) =>
      accounts.confirmEmailChange(userOf(request).userId, (request.body as { code: string }).code),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Ask for a password reset link',
        description:
          'ForgotPasswordRequest `{email}`. Always answers 200 with the same body, whether or not the address has an account. An existing account gets a single-use link valid 1 hour (a newer link replaces older ones). At most 3 e-mails per address per 15 minutes (further requests still answer 200).',
        body: ForgotPasswordRequest,
        response: responses({ 200: Confirmation }),
      },
    },
    async (request) => accounts.forgotPassword((request.body as { email: string }).email),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a reset token',
        description:
          'ResetPasswordRequest `{token, new_password}`. The token works once within 1 hour; otherwise 400 `invalid_reset_token`. Every session of the account ends, the address counts as verified, and the failed-sign-in counter is cleared.',
        body: ResetPasswordRequest,
        response: responses({ 200: Confirmation }, 400),
      },
    },
    async (request) => accounts.resetPassword(request.body as typeof ResetPasswordRequest.static),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mail address with the link token',
        description:
          'VerifyEmailRequest `{token}` from the link in the verification e-mail (valid 24 hours, single use). 400 `invalid_verification_token` otherwise.',
        body: VerifyEmailRequest,
        response: responses({ 200: Confirmation }, 400),
      },
    },
    async (request) => accounts.verifyEmailToken((request.body as { token: string }).token),
  );

  app.post(
    '/auth/verify-email-code',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mail address with the 6-digit code',
        description:
          'VerifyEmailCodeRequest `{email, code}`. Only the latest code counts. A wrong code is 400 `invalid_code` (with `attempts_remaining`); the 5th wrong one invalidates the code: 400 `code_invalidated` from then on, even for the right code, until a fresh one is requested. The verification link of the same e-mail keeps working. An unknown address answers like a wrong code.',
        body: VerifyEmailCodeRequest,
        response: responses({ 200: Confirmation }, 400),
      },
    },
    async (request) => accounts.verifyEmailCode(request.body as typeof VerifyEmailCodeRequest.static),
  );

  app.post(
    '/auth/resend-verification-by-email',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'Re-send the verification e-mail (signed out)',
        description:
          'ResendVerificationByEmailRequest `{email}`. Answers 200 whether or not the address has an unverified account (nothing is sent when there is none or it is verified). A new e-mail (link and code) replaces the earlier ones. At most 3 per 15 minutes per address (shared with `POST /auth/resend-verification`), whatever the address: 429 with `Retry-After`.',
        body: ResendVerificationByEmailRequest,
        response: responses({ 200: Confirmation }, 429),
      },
    },
    async (request) => accounts.resendVerificationByEmail((request.body as { email: string }).email),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Re-send the verification e-mail',
        description:
          'A new e-mail (link and code) replaces the earlier ones. At most 3 per 15 minutes per address (shared with the signed-out route): 429 with `Retry-After`. 409 `email_already_verified` when there is nothing to verify.',
        response: responses({ 200: Confirmation }, 401, 409, 429),
      },
    },
    async (request) => accounts.resendVerification(await accounts.requireUser(userOf(request).userId)),
  );
}
