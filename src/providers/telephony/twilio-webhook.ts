import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { AppError, errors } from '../../platform/errors.js';
import { twilioParams, verifyTwilioSignature } from '../sms/twilio.js';

/** What a Twilio webhook answers (404) while TWILIO_AUTH_TOKEN is not set. */
export interface NotConfiguredText {
  message: string;
  messagePl: string;
}

const VOICE_NOT_CONFIGURED: NotConfiguredText = {
  message: 'Twilio voice webhooks are not configured.',
  messagePl: 'Webhooki głosowe Twilio nie są skonfigurowane.',
};

/**
 * The `preValidation` of every Twilio webhook (the call's answer, gather and status, the
 * recording-status callback, inbound SMS): 404 while Twilio is not configured, 403
 * `invalid_signature` unless `X-Twilio-Signature` signs the address the request was sent to
 * (`PUBLIC_BASE_URL` + path and query) and its form parameters. Runs before the body is
 * validated, so an unsigned request is a 403 whatever it carries.
 */
export function twilioWebhookGuard(p: Platform, notConfigured: NotConfiguredText = VOICE_NOT_CONFIGURED) {
  return async function verified(request: FastifyRequest) {
    const token = p.config.providers.twilio.authToken;
    if (!token) throw new AppError(404, 'not_found', notConfigured);
    const sig = request.headers['x-twilio-signature'];
    const url = `${p.config.publicBaseUrl}${request.url}`;
    if (
      !verifyTwilioSignature(
        token,
        url,
        twilioParams(request.body),
        typeof sig === 'string' ? sig : undefined,
      )
    )
      throw errors.forbidden('invalid_signature', {
        message: 'The X-Twilio-Signature does not match.',
        messagePl: 'Podpis X-Twilio-Signature jest niepoprawny.',
      });
  };
}
