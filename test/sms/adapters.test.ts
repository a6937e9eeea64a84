import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import { PermanentFailure } from '../../src/platform/outbox.js';
import { SmsTransientError } from '../../src/providers/sms/http.js';
import { createSmsProvider, SandboxSmsProvider } from '../../src/providers/sms/index.js';
import { SmsapiSmsProvider } from '../../src/providers/sms/smsapi.js';
import { TwilioSmsProvider, twilioSignature, verifyTwilioSignature } from '../../src/providers/sms/twilio.js';
import { startSmsapi, startTwilio } from './operators.js';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'twilio-auth-token-123';

describe('Twilio adapter against a local server speaking the Messages API', () => {
  let srv: Awaited<ReturnType<typeof startTwilio>>;
  beforeAll(async () => {
    srv = await startTwilio(SID, TOKEN);
  });
  afterAll(async () => srv.close());

  it('posts To/From/Body form-encoded with Basic auth and answers the sid', async () => {
    const p = new TwilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: '+48221112233',
      apiBase: srv.base,
    });
    const r = await p.send({ to: '+48601234567', body: 'Zażółć gęślą jaźń' });
    expect(r.providerRef).toMatch(/^SM\d{32}$/);
    const req = srv.received.at(-1)!;
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(req.form).toEqual({ To: '+48601234567', From: '+48221112233', Body: 'Zażółć gęślą jaźń' });
  });

  it('uses MessagingServiceSid when the sender is a messaging service', async () => {
    const mg = `MG${'b2'.repeat(16)}`;
    const p = new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: mg, apiBase: srv.base });
    await p.send({ to: '+48601234567', body: 'x' });
    expect(srv.received.at(-1)!.form).toEqual({ To: '+48601234567', MessagingServiceSid: mg, Body: 'x' });
  });

  it('maps 4xx to a permanent failure carrying Twilio code and message', async () => {
    const bad = new TwilioSmsProvider({
      accountSid: SID,
      authToken: 'wrong',
      from: '+48221112233',
      apiBase: srv.base,
    });
    const e1 = await bad.send({ to: '+48601234567', body: 'x' }).catch((e) => e);
    expect(e1).toBeInstanceOf(PermanentFailure);
    expect(e1.message).toBe('Twilio answered 401: 20003 Authenticate');
    const p = new TwilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: '+48221112233',
      apiBase: srv.base,
    });
    const e2 = await p.send({ to: '12', body: 'x' }).catch((e) => e);
    expect(e2).toBeInstanceOf(PermanentFailure);
    expect(e2.message).toContain('21211');
  });

  it('maps 5xx, 429 and time-outs to retryable errors', async () => {
    const p = new TwilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: '+48221112233',
      apiBase: srv.base,
    });
    srv.failNext.push(
      { status: 503, json: { code: 20500, message: 'Internal error' } },
      { status: 429, json: { code: 20429, message: 'Too Many Requests' } },
    );
    for (let i = 0; i < 2; i++) {
      const e = await p.send({ to: '+48601234567', body: 'x' }).catch((err) => err);
      expect(e).toBeInstanceOf(SmsTransientError);
      expect(e).not.toBeInstanceOf(PermanentFailure);
    }
    const dead = new TwilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      from: '+48221112233',
      apiBase: 'http://127.0.0.1:1',
    });
    expect(await dead.send({ to: '+48601234567', body: 'x' }).catch((e) => e)).toBeInstanceOf(
      SmsTransientError,
    );
  });

  it('computes and verifies the X-Twilio-Signature (Twilio documentation example)', () => {
    // The example of https://www.twilio.com/docs/usage/security#validating-requests
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(verifyTwilioSignature('12345', url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(
      verifyTwilioSignature('12345', url, { ...params, Digits: '9' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
    ).toBe(false);
    expect(verifyTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});

describe('SMSAPI adapter against a local server speaking sms.do', () => {
  let srv: Awaited<ReturnType<typeof startSmsapi>>;
  beforeAll(async () => {
    srv = await startSmsapi('smsapi-token');
  });
  afterAll(async () => srv.close());

  it('posts to, message, from, format=json, encoding=utf-8 with the Bearer token; answers list[0].id', async () => {
    const p = new SmsapiSmsProvider({ token: 'smsapi-token', from: 'Gabinet', apiBase: srv.base });
    const r = await p.send({ to: '+48601234567', body: 'Przypominamy o wizycie' });
    expect(r.providerRef).toBe('6A00000001');
    expect(srv.received.at(-1)!.form).toEqual({
      to: '48601234567',
      message: 'Przypominamy o wizycie',
      from: 'Gabinet',
      format: 'json',
      encoding: 'utf-8',
    });
  });

  it('an error body (even with HTTP 200) is a permanent failure; a 401 too; 5xx retries', async () => {
    const p = new SmsapiSmsProvider({ token: 'smsapi-token', from: undefined, apiBase: srv.base });
    const e1 = await p.send({ to: '+4', body: 'x' }).catch((e) => e);
    expect(e1).toBeInstanceOf(PermanentFailure);
    expect(e1.message).toBe('SMSAPI refused: error 13: No correct phone numbers');
    expect(srv.received.at(-1)!.form.from).toBeUndefined();
    const bad = new SmsapiSmsProvider({ token: 'nope', from: undefined, apiBase: srv.base });
    const e2 = await bad.send({ to: '+48601234567', body: 'x' }).catch((e) => e);
    expect(e2).toBeInstanceOf(PermanentFailure);
    expect(e2.message).toBe('SMSAPI answered 401: error 101: Authorization failed');
    srv.failNext.push({ status: 502 });
    const e3 = await p.send({ to: '+48601234567', body: 'x' }).catch((e) => e);
    expect(e3).toBeInstanceOf(SmsTransientError);
  });
});

describe('configuration', () => {
  const base = { NODE_ENV: 'test' };
  it('SMS_PROVIDER unset selects the sandbox; twilio and smsapi need their credentials', () => {
    expect(createSmsProvider(parseConfig(base).providers)).toBeInstanceOf(SandboxSmsProvider);
    expect(() => parseConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID })).toThrow(
      new ConfigError('TWILIO_AUTH_TOKEN', 'is required when SMS_PROVIDER=twilio'),
    );
    expect(() => parseConfig({ ...base, SMS_PROVIDER: 'smsapi' })).toThrow(
      /SMSAPI_TOKEN is required when SMS_PROVIDER=smsapi/,
    );
    expect(() => parseConfig({ ...base, SMS_PROVIDER: 'nexmo' })).toThrow(
      /SMS_PROVIDER must be twilio, smsapi or sandbox/,
    );
    expect(() => parseConfig({ ...base, TWILIO_API_BASE: 'ftp://x' })).toThrow(/TWILIO_API_BASE/);
    const c = parseConfig({
      ...base,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+48221112233',
    });
    expect(c.providers.twilio.apiBase).toBe('https://api.twilio.com');
    expect(createSmsProvider(c.providers)).toBeInstanceOf(TwilioSmsProvider);
    const s = parseConfig({
      ...base,
      SMS_PROVIDER: 'smsapi',
      SMSAPI_TOKEN: 'x',
      SMSAPI_API_BASE: 'http://127.0.0.1:9/',
    });
    expect(s.providers.smsapi.apiBase).toBe('http://127.0.0.1:9');
    expect(createSmsProvider(s.providers)).toBeInstanceOf(SmsapiSmsProvider);
  });
});
