import { PermanentFailure } from '../../platform/outbox.js';
import { postForm } from './http.js';
import type { SmsProvider, SmsSendResult } from './index.js';

export interface SmsapiConfig {
  token: string;
  /** A registered sender name; unset: the account's default. */
  from: string | undefined;
  /** `https://api.smsapi.pl` unless pointed elsewhere (SMSAPI_API_BASE). */
  apiBase: string;
}

/**
 * SMSAPI.pl: `POST {base}/sms.do` with `Authorization: Bearer {token}`, form fields `to`,
 * `message`, `from`, `format=json`, `encoding=utf-8`. Success answers `{"count":1,"list":[{"id":…}]}`;
 * a refusal answers `{"error":<code>,"message":…}` (sometimes with HTTP 200, so the body
 * decides). Error codes 8 (malformed), 11 (message too long/empty), 13 (no valid recipient),
 * 14 (bad sender), 101/102/103 (auth), 103 (no credits) and others are permanent; only
 * codes SMSAPI documents as system-side (≥ 1000, e.g. 1000/1001 "system error") are retried.
 */
export class SmsapiSmsProvider implements SmsProvider {
  readonly name = 'smsapi';
  constructor(private readonly cfg: SmsapiConfig) {}

  async send(message: { to: string; body: string }): Promise<SmsSendResult> {
    const describe = (b: unknown) => {
      const e = b as { error?: unknown; message?: unknown } | undefined;
      return e && e.error !== undefined
        ? `error ${String(e.error)}: ${String(e.message ?? '')}`.trim()
        : undefined;
    };
    const { body } = await postForm({
      url: `${this.cfg.apiBase}/sms.do`,
      headers: { authorization: `Bearer ${this.cfg.token}` },
      form: {
        // SMSAPI takes numbers without the leading "+".
        to: message.to.replace(/^\+/, ''),
        message: message.body,
        ...(this.cfg.from ? { from: this.cfg.from } : {}),
        format: 'json',
        encoding: 'utf-8',
      },
      operator: 'SMSAPI',
      describeError: describe,
    });
    const b = body as { error?: unknown; list?: { id?: unknown }[] } | undefined;
    if (b && b.error !== undefined) {
      const line = `SMSAPI refused: ${describe(b)}`;
      if (typeof b.error === 'number' && b.error >= 1000) throw new Error(line);
      throw new PermanentFailure(line);
    }
    const id = b?.list?.[0]?.id;
    if ((typeof id !== 'string' && typeof id !== 'number') || id === '')
      throw new PermanentFailure('SMSAPI answered without a message id');
    return { providerRef: String(id) };
  }
}
