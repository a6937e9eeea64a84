/**
 * Phone numbers said by callers (pure): digits or words ("pięćset jeden, dwieście trzydzieści
 * cztery…", "five oh one, two three four…", "double five"), corrections ("501…, nie,
 * przepraszam, 502…": the last number said wins), and the name said in the same breath.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Number words (folded) → [value, magnitude: 100 hundreds, 10 tens and teens, 1 units]. */
const WORDS: Record<string, [number, number]> = {};
const put = (value: number, mag: number, ...ws: string[]) => {
  for (const w of ws) WORDS[w] = [value, mag];
};
put(0, 1, 'zero', 'oh', 'o');
put(1, 1, 'jeden', 'jedna', 'jedno', 'one');
put(2, 1, 'dwa', 'dwie', 'two');
put(3, 1, 'trzy', 'three');
put(4, 1, 'cztery', 'four');
put(5, 1, 'piec', 'five');
put(6, 1, 'szesc', 'six');
put(7, 1, 'siedem', 'seven');
put(8, 1, 'osiem', 'eight');
put(9, 1, 'dziewiec', 'nine');
put(10, 10, 'dziesiec', 'ten');
put(11, 10, 'jedenascie', 'eleven');
put(12, 10, 'dwanascie', 'twelve');
put(13, 10, 'trzynascie', 'thirteen');
put(14, 10, 'czternascie', 'fourteen');
put(15, 10, 'pietnascie', 'fifteen');
put(16, 10, 'szesnascie', 'sixteen');
put(17, 10, 'siedemnascie', 'seventeen');
put(18, 10, 'osiemnascie', 'eighteen');
put(19, 10, 'dziewietnascie', 'nineteen');
put(20, 10, 'dwadziescia', 'twenty');
put(30, 10, 'trzydziesci', 'thirty');
put(40, 10, 'czterdziesci', 'forty');
put(50, 10, 'piecdziesiat', 'fifty');
put(60, 10, 'szescdziesiat', 'sixty');
put(70, 10, 'siedemdziesiat', 'seventy');
put(80, 10, 'osiemdziesiat', 'eighty');
put(90, 10, 'dziewiecdziesiat', 'ninety');
put(100, 100, 'sto');
put(200, 100, 'dwiescie');
put(300, 100, 'trzysta');
put(400, 100, 'czterysta');
put(500, 100, 'piecset');
put(600, 100, 'szescset');
put(700, 100, 'siedemset');
put(800, 100, 'osiemset');
put(900, 100, 'dziewiecset');

const fold = (w: string) =>
  w
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * The text with every run of number words that spells at least 7 digits replaced by those
 * digits ("pięćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem" →
 * "501234567"). Shorter runs (a time, a count) are left as they were.
 */
export function digitizeNumberWords(text: string, minDigits = 7): string {
  const tokens = text.split(/(\s+|,)/);
  const out: string[] = [];
  let run: { start: number; digits: string; group: number | null; mag: number } | null = null;
  let doubleNext = false;
  const flushGroup = () => {
    if (run && run.group !== null) {
      run.digits += String(run.group);
      run.group = null;
      run.mag = 1000;
    }
  };
  const endRun = () => {
    if (!run) return;
    flushGroup();
    const kept = out.slice(0, run.start);
    const tail = out.slice(run.start);
    if (run.digits.length >= minDigits) {
      // Separators after the last number word stay after the digits.
      const trailing: string[] = [];
      while (tail.length && /^(?:\s+|,)$/.test(tail[tail.length - 1]!)) trailing.unshift(tail.pop()!);
      out.length = 0;
      out.push(...kept, run.digits, ...trailing);
    }
    run = null;
  };
  for (const tok of tokens) {
    if (tok === '' || /^(?:\s+|,)$/.test(tok)) {
      out.push(tok);
      continue;
    }
    const w = fold(tok.replace(/[.!?;:]+$/, ''));
    const hit = WORDS[w];
    if (w === 'double' || w === 'podwojne' || w === 'podwojna') {
      if (!run) run = { start: out.length, digits: '', group: null, mag: 1000 };
      doubleNext = true;
      out.push(tok);
      continue;
    }
    if (!hit || (w === 'o' && !run)) {
      endRun();
      out.push(tok);
      continue;
    }
    if (!run) run = { start: out.length, digits: '', group: null, mag: 1000 };
    const [value, mag] = hit;
    if (
      run.group !== null &&
      mag < run.mag &&
      !(run.mag === 10 && run.group % 10 !== 0) &&
      !(mag === 10 && run.mag === 10)
    ) {
      run.group += value;
      run.mag = mag;
    } else {
      flushGroup();
      run.group = value;
      run.mag = mag;
    }
    if (doubleNext) {
      flushGroup();
      run.digits += String(value);
      doubleNext = false;
    }
    out.push(tok);
    if (/[.!?;:]$/.test(tok)) endRun();
  }
  endRun();
  return out.join('');
}

/**
 * "…643, nie, na końcu 644", "sorry, 567 at the end, not 568": the end of the number said last
 * corrected after it. Where the correction starts, and the number it makes; null when none.
 */
const RE_TAIL_FIX = [
  /^[\s\S]{0,40}?\b(?:na koncu|na końcu|at the end|końcówka|koncowka|ending in|the last (?:\w+ )?digits (?:are|should be))[\s,:-]*(\d{2,4})\b/i,
  /^[\s\S]{0,40}?\b(\d{2,4})\s+(?:at the end|na koncu|na końcu)\b/i,
];
function tailFix(
  t: string,
  last: { number: { number: string }; endsAt: number },
): { at: number; number: string } | null {
  // The corrected end is a short run of number words ("sześćset czterdzieści cztery").
  const after = digitizeNumberWords(t.slice(last.endsAt), 2);
  for (const re of RE_TAIL_FIX) {
    const m = re.exec(after);
    if (!m) continue;
    const tail = m[1]!;
    const p = parsePhoneNumberFromString(last.number.number);
    const national = p?.nationalNumber ?? '';
    if (national.length < 9 || national.endsWith(tail)) return null;
    const fixed = parsePhoneNumberFromString(national.slice(0, national.length - tail.length) + tail, 'PL');
    return fixed?.isValid() ? { at: last.endsAt, number: fixed.number } : null;
  }
  return null;
}

/**
 * A number someone can be called back on: libphonenumber's bundled metadata takes some Polish
 * 6–8 digit runs for numbers ("Kod to 246278" → +48246278), but every Polish subscriber number has
 * 9 digits, so a shorter run (a verification code, a price, a postcode) is no phone number.
 */
export function isCallbackNumber(e164: string): boolean {
  return !e164.startsWith('+48') || e164.length === 12;
}

/** `findPhoneNumbersInText` with the Polish default, keeping only numbers one can call back. */
export function findCallbackNumbers(text: string) {
  return findPhoneNumbersInText(text, 'PL').filter((f) => isCallbackNumber(f.number.number));
}

/** Every valid phone number in the text (digits or words), in the order said, as E.164. */
export function phoneNumbersIn(text: string): { number: string; start: number; end: number }[] {
  const t = digitizeNumberWords(text);
  const found = findCallbackNumbers(t);
  const all = found.map((f) => ({ number: f.number.number, start: f.startsAt, end: f.endsAt }));
  const fix = found.length > 0 ? tailFix(t, found[found.length - 1]!) : null;
  if (fix) all.push({ number: fix.number, start: fix.at, end: t.length });
  return all;
}

/** The number to call back: the last one said (a correction replaces the one before). */
export function callbackNumber(text: string): string | undefined {
  const all = phoneNumbersIn(text);
  return all[all.length - 1]?.number;
}

/** "+48502234567" → "502 234 567" (a Polish number), else the international form. */
export function spokenPhone(e164: string): string {
  const p = parsePhoneNumberFromString(e164);
  return p?.country === 'PL' ? p.formatNational() : (p?.formatInternational() ?? e164);
}

const RE_NUMBER_LEAD =
  /(?:,?\s*(?:a\s+)?(?:m[oó]j|moj|my|the)\s+(?:numer(?:\s+telefonu)?|telefon|number|phone(?:\s+number)?)(?:'s|\s+(?:to|jest|is)|\s*:)?|,?\s*(?:(?:pod|na)\s+)?(?:numer(?:em)?(?:\s+telefonu)?|telefon(?:u)?|tel\.?|number|on|na|at)(?:\s+(?:to|jest|is)|\s*:)?)\s*$/i;
const RE_CORRECTION =
  /^[\s,.;:-]*(?:(?:nie|no|sorry|przepraszam|pardon|sorki|znaczy|to znaczy|i mean|correction|poprawka|wait|pomyli[lł]\p{L}*(?: si[eę])?|my mistake)(?![\p{L}'])[\s,.;:-]*)+/iu;

/**
 * The utterance without the phone numbers and what introduces or corrects them ("mój numer to",
 * "nie, przepraszam"), with the callback number found (the last one said).
 */
export function splitOffNumbers(text: string): { rest: string; phone?: string } {
  const t = digitizeNumberWords(text);
  const found = findCallbackNumbers(t);
  if (found.length === 0) return { rest: text.trim() };
  let rest = '';
  let at = 0;
  for (const f of found) {
    let before = t.slice(at, f.startsAt);
    if (at > 0) before = before.replace(RE_CORRECTION, ' ');
    rest += before.replace(RE_NUMBER_LEAD, '');
    at = f.endsAt;
  }
  rest += t.slice(at).replace(RE_CORRECTION, ' ');
  rest = rest
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:-]+|[\s,;:-]+$/g, '')
    .trim();
  const fix = tailFix(t, found[found.length - 1]!);
  return { rest, phone: fix?.number ?? found[found.length - 1]!.number.number };
}

const RE_NAME_LEAD =
  /^(?:(?:tu|tutaj|mowi|mówi|z tej strony|nazywam sie|nazywam się|moje imie i nazwisko to|moje imię i nazwisko to|imie i nazwisko|imię i nazwisko|this is|it'?s|my name is|name is|i'?m|i am)\s+)+/i;

/** A name said with a number ("Anna Kowalska, mój numer to 501 234 567"): the name and the number. */
export function nameAndNumber(text: string): { name?: string; phone?: string } {
  const { rest, phone } = splitOffNumbers(text);
  const name = rest
    .replace(/[.!?]+$/, '')
    .replace(RE_NAME_LEAD, '')
    .replace(/,.*$/, '')
    .trim();
  const words = name.split(/\s+/).filter(Boolean);
  const ok = words.length >= 1 && words.length <= 4 && words.every((w) => /^[\p{L}'-]+$/u.test(w));
  return {
    ...(ok ? { name: words.map((w) => w.charAt(0).toLocaleUpperCase('pl') + w.slice(1)).join(' ') } : {}),
    ...(phone ? { phone } : {}),
  };
}
