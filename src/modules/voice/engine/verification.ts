/**
 * Caller verification of the built-in brain: before a cancellation, a move or (when the tenant
 * asks for it) a booking, a 6-digit code goes by SMS to the number on the appointment (the
 * caller's number, by which appointments are found) and the caller says it. The dialogue state
 * keeps only the code's HMAC and its expiry. `max_attempts` wrong codes fail the verification
 * for the rest of the call: nothing is revealed or changed and a message is offered.
 *
 * Methods `pin` and `date_of_birth` need reference data the service does not store, so they
 * fall back to `sms_code` (there is always a number: appointments are found by it); without a
 * number (withheld caller id) the caller cannot be verified and a message is offered.
 */
import type { Language, NluResult } from '../nlu/index.js';
import { fold, say } from './texts.js';
import type { DialogueState, TenantSnapshot, Tools, VerificationState } from './types.js';

export type Purpose = VerificationState['purpose'];

interface VCtx {
  tenant: TenantSnapshot;
  state: DialogueState;
  tools: Tools;
  nlu: NluResult;
  text: string;
}

type Step = { reply: string };

/** Codes sent at most this many times in one call (first send included). */
export const MAX_CODE_SENDS = 3;

const RE_RESEND =
  /\b(?:wysl\w* (?:jeszcze raz|ponownie|nowy|jeszcze)|ponownie|nowy kod|nie (?:dostal\w*|otrzymal\w*|przyszedl|przyszlo|doszedl|doszlo|mam (?:kodu|sms\w*))|resend|send (?:it |a new one |another )?again|new code|another code|(?:didn'?t|did not|haven'?t|have not) (?:get|got|receive\w*)|no code)\b/;

/** Whether the tenant's config asks for verification before this action. */
export function verificationRequired(tenant: TenantSnapshot, purpose: Purpose): boolean {
  const v = tenant.verification;
  if (!v?.enabled) return false;
  if (purpose === 'cancel') return v.required_for_cancellation;
  if (purpose === 'reschedule') return v.required_for_rescheduling;
  return v.required_for_booking;
}

const what = (l: Language, purpose: Purpose) =>
  purpose === 'cancel'
    ? say(l, 'odwołać wizyty', 'cancel the appointment')
    : purpose === 'reschedule'
      ? say(l, 'przełożyć wizyty', 'move the appointment')
      : say(l, 'umówić wizyty', 'book the appointment');

/** Verification cannot take place or failed: no change, no details; a message is offered. */
function refuse(
  c: VCtx,
  purpose: Purpose,
  why: 'failed' | 'no_number' | 'opted_out' | 'sms_quota' | 'invalid_number' | 'unavailable' | 'declined',
): Step {
  const l = c.state.language;
  c.state.stage = 'offer_message';
  c.state.expecting = 'confirmation';
  c.state.manage = undefined;
  const reason =
    why === 'failed'
      ? say(l, 'Niestety podany kod jest nieprawidłowy. ', 'I’m sorry, that code is not correct. ')
      : why === 'no_number'
        ? say(
            l,
            'Dzwoni Pan lub Pani z zastrzeżonego numeru, więc nie mogę potwierdzić tożsamości. ',
            'Your number is withheld, so I cannot verify your identity. ',
          )
        : why === 'declined'
          ? ''
          : say(
              l,
              'Niestety nie mogę teraz wysłać kodu weryfikacyjnego SMS-em. ',
              'I’m sorry, I cannot send a verification code by text message right now. ',
            );
  return {
    reply: `${reason}${say(
      l,
      `Bez weryfikacji nie mogę ${what(l, purpose)} przez telefon. Mogę przyjąć wiadomość z prośbą o kontakt w tej sprawie. Zostawić wiadomość?`,
      `Without verification I cannot ${what(l, purpose)} over the phone. I can take a message so that someone contacts you about it. Would you like to leave a message?`,
    )}`,
  };
}

async function send(c: VCtx, purpose: Purpose, phone: string, resume: string, prev?: VerificationState) {
  const sent = await c.tools.sendCode!(phone, c.state.language);
  if (!sent.ok) return refuse(c, purpose, sent.reason);
  c.state.verification = {
    purpose,
    codeHash: sent.hash,
    expiresAt: sent.expiresAt,
    sentTo: phone,
    sends: (prev?.sends ?? 0) + 1,
    attempts: prev?.attempts ?? 0,
    verified: false,
    failed: false,
    resume,
  };
  c.state.stage = 'verify_code';
  c.state.expecting = 'code';
  return null;
}

/**
 * Null when the caller may go on (not required, or verified earlier in this call); otherwise the
 * step that sends a code and asks for it, or refuses (withheld number, earlier failure, SMS blocked).
 */
export async function requireVerification(
  c: VCtx,
  purpose: Purpose,
  phone: string | null,
): Promise<Step | null> {
  if (!verificationRequired(c.tenant, purpose)) return null;
  const v = c.state.verification;
  if (v?.verified) return null;
  if (v?.failed) return refuse(c, purpose, 'failed');
  if (!phone) return refuse(c, purpose, 'no_number');
  if (!c.tools.sendCode || !c.tools.checkCode) return refuse(c, purpose, 'unavailable');
  const l = c.state.language;
  const refused = await send(c, purpose, phone, c.text);
  if (refused) return refused;
  return {
    reply: say(
      l,
      'Ze względów bezpieczeństwa wysłałam SMS-em sześciocyfrowy kod na numer, z którego Pan lub Pani dzwoni. Proszę podać ten kod.',
      'For your security I have sent a six-digit code by text message to the number you are calling from. Please tell me the code.',
    ),
  };
}

/**
 * One turn while a code is expected: `'verified'` when the right code was said (the caller's
 * original request is then resumed by the brain), a step otherwise, or null when the caller
 * asked for something else the brain handles (a message, a question).
 */
export async function verifyTurn(c: VCtx): Promise<Step | 'verified' | null> {
  const v = c.state.verification;
  const l = c.state.language;
  if (!v?.codeHash) return null;
  const max = c.tenant.verification?.max_attempts ?? 3;
  const code = c.nlu.slots.code;
  const now = c.tools.now().getTime();
  const resend = async (prefix: string): Promise<Step> => {
    if (v.sends >= MAX_CODE_SENDS) {
      c.state.verification = { ...v, codeHash: undefined, expiresAt: undefined, failed: true };
      return refuse(c, v.purpose, 'unavailable');
    }
    const refused = await send(c, v.purpose, v.sentTo!, v.resume ?? '', v);
    if (refused) return refused;
    return {
      reply: `${prefix}${say(l, 'Wysłałam nowy kod SMS-em. Proszę go podać.', 'I have sent a new code by text message. Please tell me the code.')}`,
    };
  };
  if (code) {
    if (v.expiresAt && now > new Date(v.expiresAt).getTime())
      return resend(say(l, 'Ten kod już wygasł. ', 'That code has expired. '));
    if (c.tools.checkCode!(code, v.codeHash)) {
      c.state.verification = { ...v, codeHash: undefined, expiresAt: undefined, verified: true };
      c.state.expecting = undefined;
      return 'verified';
    }
    const attempts = v.attempts + 1;
    if (attempts >= max) {
      c.state.verification = { ...v, attempts, codeHash: undefined, expiresAt: undefined, failed: true };
      return refuse(c, v.purpose, 'failed');
    }
    c.state.verification = { ...v, attempts };
    return {
      reply: say(
        l,
        `Ten kod się nie zgadza. Proszę spróbować jeszcze raz; pozostało prób: ${max - attempts}.`,
        `That code is not correct. Please try again; attempts left: ${max - attempts}.`,
      ),
    };
  }
  if (RE_RESEND.test(fold(c.text))) return resend('');
  const intent = c.nlu.intent;
  if (intent === 'leave_message' || intent === 'request_callback' || intent === 'ask_question') {
    c.state.verification = { ...v, codeHash: undefined, expiresAt: undefined };
    return null;
  }
  if (intent === 'deny') {
    c.state.verification = { ...v, codeHash: undefined, expiresAt: undefined };
    return refuse(c, v.purpose, 'declined');
  }
  return {
    reply: say(
      l,
      'Proszę podać sześciocyfrowy kod z SMS-a, cyfra po cyfrze.',
      'Please tell me the six-digit code from the text message, digit by digit.',
    ),
  };
}
