import type { FastifyServerOptions } from 'fastify';
import { v7 as uuidv7 } from 'uuid';

const SENSITIVE_QUERY =
  /([?&](?:token|code|key|secret|password|state|api_key|access_token|challenge_token)=)[^&#]*/gi;

/** Masks credentials carried in query strings (confirmation links, OAuth callbacks). */
export const maskUrl = (url: string) => url.replace(SENSITIVE_QUERY, '$1[REDACTED]');

/** Credentials and tokens never reach the log, wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-internal-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-internal-key"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.access_token',
  '*.challenge_token',
  '*.refresh_token',
  '*.secret',
  '*.api_key',
  '*.key',
  '*.code',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Keeps a well-formed `X-Request-Id` from the caller, otherwise generates a UUID v7. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : uuidv7();
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(req: { method: string; url: string; host?: string; ip?: string; id: string }) {
        return { method: req.method, url: maskUrl(req.url), host: req.host, remoteAddress: req.ip };
      },
    },
  } as FastifyServerOptions['logger'];
}
