import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AppError, errors } from '../../platform/errors.js';
import { fileField, multipartBody } from '../../platform/openapi-exact.js';
import { sniffImage } from './accounts.avatar.js';
import {
  Confirmation,
  ErrorBody,
  PasswordBody,
  PasswordChange,
  PasswordSet,
  UserResponse,
} from './accounts.dto.js';
import {
  type AccountsRoutesDeps,
  clientOf,
  responses,
  TAGS,
  TokenConfirmation,
  userOf,
} from './accounts.http.js';

/** The signed-in user's password (change, first set, re-check) and avatar, and the avatar files. */
export function registerMeRoutes(app: FastifyInstance, deps: AccountsRoutesDeps) {
  const { accounts, avatars, setSessionCookie } = deps;

  app.post(
    '/auth/change-password',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Change the password',
        description:
          "PasswordChange `{current_password, new_password}` (8 to 128 characters). Every other session ends (tokens issued before are rejected); the answer carries a fresh token for this device (also set as cookie) and a notice goes to the account's address. A wrong current password is 403 `invalid_password`; 5 wrong re-authentications within 15 minutes give 429 `too_many_login_attempts` (counted apart from sign-in failures). Accounts without a password use `POST /auth/set-password` (409 `password_not_set`).",
        body: PasswordChange,
        response: responses({ 200: TokenConfirmation }, 401, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const token = await accounts.changePassword(
        userOf(request).userId,
        request.body as typeof PasswordChange.static,
        clientOf(request),
      );
      setSessionCookie(reply, token);
      return {
        status: 'ok' as const,
        message: 'Password changed.',
        message_pl: 'Hasło zostało zmienione.',
        ...token,
      };
    },
  );

  app.post(
    '/auth/set-password',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Set a first password',
        description:
          'PasswordSet `{new_password}` for accounts created by Google sign-in, which have none. 409 `password_already_set` when the account has a password.',
        body: PasswordSet,
        response: responses({ 200: Confirmation }, 401, 409),
      },
    },
    async (request) =>
      accounts.setPassword(userOf(request).userId, request.body as typeof PasswordSet.static),
  );

  app.post(
    '/auth/verify-password',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Re-authenticate with the password',
        description:
          'VerifyPasswordRequest `{password}`. 200 when it matches; 403 `invalid_password` otherwise; 5 wrong re-authentications within 15 minutes give 429 `too_many_login_attempts` with `Retry-After` (counted apart from sign-in failures); 409 `password_not_set` for accounts without a password.',
        body: PasswordBody,
        response: responses({ 200: Confirmation }, 401, 403, 409, 429),
      },
    },
    async (request) =>
      accounts.verifyPassword(userOf(request).userId, (request.body as { password: string }).password),
  );

  app.post(
    '/auth/me/avatar',
    {
      config: {
        auth: ['user'],
        docs: {
          requestBody: multipartBody({ file: fileField('PNG, JPEG or WebP, at most 2 MB.') }, ['file']),
        },
      },
      schema: {
        tags: TAGS,
        summary: 'Upload a profile picture',
        description:
          'A `multipart/form-data` body with one file part (name it `file`). PNG, JPEG or WebP, recognised by the content bytes (the file name and declared type do not count); at most 2 MB. 400 `invalid_request` for a malformed or truncated multipart body (no boundary, broken part headers, cut short), 413 `payload_too_large` when larger, 415 `unsupported_image` for other content, 415 `unsupported_media_type` when the body is not multipart, 422 when no file or an empty one is sent. The picture gets a random, unguessable public address (`avatar_url`); the previous one is deleted.',
        consumes: ['multipart/form-data'],
        response: {
          ...responses({ 200: UserResponse }, 401, 413, 415),
          400: { ...ErrorBody, description: 'A malformed or truncated multipart body (`invalid_request`).' },
        },
      },
    },
    async (request) => {
      const u = userOf(request);
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', {
          message: 'Send the picture as multipart/form-data with a `file` part.',
          messagePl: 'Wyślij zdjęcie jako multipart/form-data z częścią `file`.',
        });
      }
      let buf: Buffer | undefined;
      try {
        const part = await request.file();
        buf = await part?.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', {
            message: 'The picture must be at most 2 MB.',
            messagePl: 'Zdjęcie może mieć najwyżej 2 MB.',
          });
        }
        // No boundary, broken part headers, a body cut short: the caller's mistake, never a 500.
        throw errors.badRequest('invalid_request', {
          message: 'The multipart body is malformed or incomplete.',
          messagePl: 'Treść multipart jest niepoprawna lub niekompletna.',
        });
      }
      if (!buf) {
        throw errors.invalid(['body', 'file'], 'Field required', 'Pole wymagane', 'missing');
      }
      if (buf.length === 0) {
        throw errors.invalid(['body', 'file'], 'The file is empty', 'Plik jest pusty', 'value_error.empty');
      }
      const kind = sniffImage(buf);
      if (!kind) {
        throw new AppError(415, 'unsupported_image', {
          message: 'The picture must be a PNG, JPEG or WebP image.',
          messagePl: 'Zdjęcie musi być obrazem PNG, JPEG lub WebP.',
          field: 'file',
        });
      }
      const name = await avatars.save(buf, kind);
      const { previous, user } = await accounts.setAvatar(u.userId, name);
      await avatars.remove(previous);
      return user;
    },
  );

  app.delete(
    '/auth/me/avatar',
    {
      config: { auth: ['user'] },
      schema: {
        tags: TAGS,
        summary: 'Remove the profile picture',
        description: 'Deletes the stored picture; `avatar_url` becomes null. Idempotent.',
        response: responses({ 200: UserResponse }, 401),
      },
    },
    async (request) => {
      const { previous, user } = await accounts.setAvatar(userOf(request).userId, null);
      await avatars.remove(previous);
      return user;
    },
  );

  app.get(
    '/auth/avatars/:name',
    {
      config: { auth: ['none'] },
      schema: {
        tags: TAGS,
        summary: 'A profile picture',
        description:
          'Public address of an uploaded profile picture (the name is random and unguessable; listing is impossible). Served with its image type and `X-Content-Type-Options: nosniff`.',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: {
          200: {
            description: 'The picture',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await avatars.read((request.params as { name: string }).name);
      if (!file) throw errors.notFound('Picture', 'zdjęcie');
      return reply
        .type(file.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );
}
