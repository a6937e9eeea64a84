/**
 * Text normalisation that keeps string positions: folded[i] corresponds to original[i],
 * so a match found on the folded text can be cut from the original (names keep diacritics).
 */

const FOLD: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  '’': "'",
  '‘': "'",
  '`': "'",
  '„': '"',
  '”': '"',
  '“': '"',
  '–': '-',
  '—': '-',
};

/** Collapses whitespace and trims; the result is the "original" every position refers to. */
export function clean(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function foldChar(ch: string): string {
  const mapped = FOLD[ch];
  if (mapped !== undefined) return mapped;
  const base = ch.normalize('NFD')[0];
  return base !== undefined && base.charCodeAt(0) < 128 ? base : ch;
}

function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const l = text[i]!.toLowerCase();
    out += l.length === 1 ? l : text[i]!;
  }
  return out;
}

/**
 * Lower case, Polish (and other Latin) diacritics removed; same length as the input. "Eleven o
 * clock", as a transcript may spell it, is "eleven o'clock" (as long).
 */
export function fold(text: string): string {
  return lowerSameLength(text)
    .replace(/[^ -~\t\n\r]/g, foldChar)
    .replace(/\bo clock\b/g, "o'clock");
}

/** Replaces [start, end) with spaces (keeps positions). */
export function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** Upper-cases the first letter of each word (names typed or transcribed in lower case). */
export function capitalizeWords(text: string): string {
  return text
    .split(' ')
    .map((w) => (w.length > 0 ? w[0]!.toLocaleUpperCase('pl') + w.slice(1) : w))
    .join(' ');
}

export const PL_DIACRITICS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g;
