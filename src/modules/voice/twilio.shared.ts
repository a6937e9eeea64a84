/** What the Twilio voice webhooks share: their texts, the form fields Twilio sends, the OpenAPI bits. */
import { Type } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../tenants/http.js';
import { say, speechLanguage, type Verb } from './twiml.js';

export const tags = ['telephony'];

export const TEXTS = {
  notInService: {
    pl: 'Dzień dobry, przepraszamy, ten numer nie jest obecnie obsługiwany. Do widzenia.',
    en: 'Hello, sorry, this number is not in service at the moment. Goodbye.',
  },
  unknownCall: {
    pl: 'Przepraszamy, ta rozmowa nie jest już aktywna. Prosimy zadzwonić ponownie. Do widzenia.',
    en: 'Sorry, this call is no longer active. Please call again. Goodbye.',
  },
  didNotHear: { pl: 'Przepraszam, nic nie usłyszałam.', en: "Sorry, I didn't hear anything." },
  silentGoodbye: {
    pl: 'Nic nie słyszę, więc kończę połączenie. Prosimy zadzwonić ponownie. Do widzenia.',
    en: "I can't hear anything, so I will end the call now. Please call again. Goodbye.",
  },
  busy: { pl: 'Przepraszam, czy może Pan lub Pani powtórzyć?', en: 'Sorry, could you say that again?' },
  /** Said first when the tenant records calls (`call_recording`): the caller must be told. */
  recorded: {
    pl: 'Informujemy, że rozmowa jest nagrywana.',
    en: 'Please note that this call is recorded.',
  },
};

export const sayBoth = (t: { pl: string; en: string }): Verb[] => [say(t.pl, 'pl-PL'), say(t.en, 'en-US')];
export const sayIn = (t: { pl: string; en: string }, language: string) =>
  say(language === 'en' ? t.en : t.pl, speechLanguage(language));

export const CALL_SID = Type.String({
  pattern: '^CA[0-9a-fA-F]{32}$',
  description: "Twilio's id of the call (`CA` and 32 hex digits).",
});
export const CommonFields = {
  CallSid: CALL_SID,
  AccountSid: Type.Optional(Type.String({ maxLength: 64 })),
  From: Type.Optional(
    Type.String({ maxLength: 64, description: 'The caller (E.164, or e.g. `anonymous`).' }),
  ),
  To: Type.Optional(Type.String({ maxLength: 64, description: 'The business number called.' })),
  CallStatus: Type.Optional(Type.String({ maxLength: 32 })),
};

export const SignatureHeader = Type.Object({
  'x-twilio-signature': Type.Optional(
    Type.String({ maxLength: 200, description: "Twilio's request signature (base64 HMAC-SHA1)." }),
  ),
});

export const xml = (description: string) => ({
  description,
  content: { 'text/xml': { schema: { type: 'string' } } },
});
export const err = (description: string) => ({ ...ErrorBody, description });
export const SIGNED =
  'Twilio signs the request: `X-Twilio-Signature` must be the base64 HMAC-SHA1, keyed with TWILIO_AUTH_TOKEN, of `PUBLIC_BASE_URL` + the request path and query, followed by every form field name and value sorted by name; a missing or wrong signature is a 403 and changes nothing. 404 when TWILIO_AUTH_TOKEN is not set.';
export const commonErrors = {
  403: err('Missing or wrong `X-Twilio-Signature`'),
  404: err('Twilio is not configured (TWILIO_AUTH_TOKEN unset)'),
  422: err('Not a Twilio call webhook (e.g. no `CallSid`)'),
};
