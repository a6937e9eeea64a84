import type { Config } from '../../config.js';
import { SmsapiSmsProvider } from './smsapi.js';
import { TwilioSmsProvider } from './twilio.js';

export interface SmsSendResult {
  providerRef: string;
}

/**
 * An SMS operator: Twilio, SMSAPI.pl or the sandbox (`SMS_PROVIDER` unset). `send` answers the
 * operator's reference; it throws `PermanentFailure` when the operator refused the message
 * (4xx: retrying cannot help) and any other error when a retry may (5xx, timeout, network).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; body: string; tenantId: string }): Promise<SmsSendResult>;
}

/**
 * Runs without an operator: it "sends" at once and answers a reference. What it sent is the
 * `sms_messages` row the SMS module's delivery handler writes (its `delivery.ts`: status
 * `sent`, provider `sandbox`).
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox';
  private seq = 0;
  async send(): Promise<SmsSendResult> {
    this.seq += 1;
    return { providerRef: `sbx_sms_${Date.now().toString(36)}_${this.seq}` };
  }
}

/** The operator `SMS_PROVIDER` names; config parsing already refused missing credentials. */
export function createSmsProvider(
  providers: Pick<Config['providers'], 'sms' | 'twilio' | 'smsapi'>,
): SmsProvider {
  const name = providers.sms;
  if (!name || name === 'sandbox') return new SandboxSmsProvider();
  if (name === 'twilio') {
    const { accountSid, authToken, from, apiBase } = providers.twilio;
    if (!accountSid || !authToken || !from)
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    return new TwilioSmsProvider({ accountSid, authToken, from, apiBase });
  }
  if (name === 'smsapi') {
    const { token, from, apiBase } = providers.smsapi;
    if (!token) throw new Error('SMS_PROVIDER=smsapi needs SMSAPI_TOKEN');
    return new SmsapiSmsProvider({ token, from, apiBase });
  }
  throw new Error(`SMS_PROVIDER=${name} is not supported (twilio, smsapi or sandbox)`);
}
