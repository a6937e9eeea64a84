import { createHmac, timingSafeEqual } from 'node:crypto';
import { PermanentFailure } from '../../platform/outbox.js';
import { postForm } from './http.js';
import type { SmsProvider, SmsSendResult } from './index.js';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sender number (E.164) or a Messaging Service SID (`MG…`). */
  from: string;
  /** `https://api.twilio.com` unless pointed elsewhere (TWILIO_API_BASE). */
  apiBase: string;
}

/**
 * Twilio Programmable Messaging: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `Body` and `From` (or `MessagingServiceSid`), HTTP Basic
 * `AccountSid:AuthToken`. Success is 201 with the message `sid`; errors are JSON
 * `{code, message, status}`.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  constructor(private readonly cfg: TwilioConfig) {}

  async send(message: { to: string; body: string }): Promise<SmsSendResult> {
    const sender: Record<string, string> = /^MG[0-9a-fA-F]{32}$/.test(this.cfg.from)
      ? { MessagingServiceSid: this.cfg.from }
      : { From: this.cfg.from };
    const auth = Buffer.from(`${this.cfg.accountSid}:${this.cfg.authToken}`).toString('base64');
    const { body } = await postForm({
      url: `${this.cfg.apiBase}/2010-04-01/Accounts/${encodeURIComponent(this.cfg.accountSid)}/Messages.json`,
      headers: { authorization: `Basic ${auth}` },
      form: { To: message.to, Body: message.body, ...sender },
      operator: 'Twilio',
      describeError: (b) => {
        const e = b as { code?: unknown; message?: unknown } | undefined;
        return e && (e.code !== undefined || e.message !== undefined)
          ? `${e.code ?? ''} ${e.message ?? ''}`.trim()
          : undefined;
      },
    });
    const sid = (body as { sid?: unknown } | undefined)?.sid;
    if (typeof sid !== 'string' || !sid) throw new PermanentFailure('Twilio answered without a message sid');
    return { providerRef: sid };
  }
}

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 HMAC-SHA1, keyed with the auth
 * token, of the full webhook URL followed by every POST parameter name and value, names
 * sorted alphabetically.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Twilio's form fields as strings (the first of a repeated field), exactly as Twilio signs them. */
export function twilioParams(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  }
  return out;
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
