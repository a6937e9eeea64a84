/**
 * A small TwiML builder (Twilio's call-control XML): the few verbs the receptionist needs.
 * Every text and attribute value is XML-escaped; verbs are plain values composed by `twiml()`.
 */

export type SpeechLanguage = 'pl-PL' | 'en-US';

/** Twilio's language tag of the receptionist's language (`pl` → `pl-PL`, `en` → `en-US`). */
export const speechLanguage = (language: string): SpeechLanguage => (language === 'en' ? 'en-US' : 'pl-PL');

/** Escapes text and attribute values: `& < > " '`, and drops characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A verb: its XML, already escaped. */
export interface Verb {
  readonly xml: string;
}

function element(name: string, attrs: Record<string, string | number | undefined>, children?: string): Verb {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  return { xml: children === undefined ? `<${name}${a}/>` : `<${name}${a}>${children}</${name}>` };
}

/** `<Say language=…>text</Say>` (Twilio's default voice for the language). */
export const say = (text: string, language: SpeechLanguage): Verb =>
  element('Say', { language }, escapeXml(text));

/**
 * `<Gather input="speech">` around what is said while listening. `action` is called with
 * `SpeechResult` and `Confidence`; with `actionOnEmptyResult` also when nothing was heard.
 */
export function gather(opts: {
  action: string;
  language: SpeechLanguage;
  say: Verb[];
  speechTimeout?: string;
  timeout?: number;
  hints?: string;
}): Verb {
  return element(
    'Gather',
    {
      input: 'speech',
      action: opts.action,
      method: 'POST',
      language: opts.language,
      speechTimeout: opts.speechTimeout ?? 'auto',
      timeout: opts.timeout,
      actionOnEmptyResult: 'true',
      hints: opts.hints,
    },
    opts.say.map((v) => v.xml).join(''),
  );
}

/** `<Dial>number</Dial>`: connects the caller to `number`. */
export const dial = (number: string, opts: { timeout?: number; answerOnBridge?: boolean } = {}): Verb =>
  element(
    'Dial',
    { timeout: opts.timeout, answerOnBridge: opts.answerOnBridge ? 'true' : undefined },
    escapeXml(number),
  );

/**
 * `<Dial action=… timeout=… answerOnBridge="true"><Number url=…>number</Number></Dial>`: a warm
 * transfer. Twilio runs the TwiML at `whisperUrl` on the callee's side before bridging (the
 * callee hears the whisper and accepts, or hangs up); when the dial ends Twilio posts
 * `DialCallStatus` to `action` and goes on with the TwiML it answers.
 */
export const dialWarm = (
  number: string,
  opts: { action: string; whisperUrl: string; timeout: number },
): Verb =>
  element(
    'Dial',
    { action: opts.action, method: 'POST', timeout: opts.timeout, answerOnBridge: 'true' },
    element('Number', { url: opts.whisperUrl, method: 'POST' }, escapeXml(number)).xml,
  );

/** `<Gather input="dtmf" numDigits="1">` around what is said while waiting for one key. */
export const gatherDigit = (opts: { action: string; timeout: number; say: Verb[] }): Verb =>
  element(
    'Gather',
    { input: 'dtmf', numDigits: 1, action: opts.action, method: 'POST', timeout: opts.timeout },
    opts.say.map((v) => v.xml).join(''),
  );

export const hangup = (): Verb => element('Hangup', {});

/**
 * `<Start><Recording/></Start>`: Twilio records the whole call (both sides, two channels) from
 * here on and goes on with the next verb; `recordingStatusCallback` hears when the media is ready.
 */
export const startRecording = (opts: { statusCallback: string }): Verb =>
  element(
    'Start',
    {},
    element('Recording', {
      channels: 'dual',
      recordingStatusCallback: opts.statusCallback,
      recordingStatusCallbackMethod: 'POST',
      recordingStatusCallbackEvent: 'completed absent',
    }).xml,
  );

/** The whole document. */
export const twiml = (...verbs: Verb[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.map((v) => v.xml).join('')}</Response>`;
