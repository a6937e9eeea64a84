import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ValidationError } from '../../platform/errors.js';

/** Parses a phone number (Poland as the default region) into E.164; null when it is not a valid number. */
export function toE164(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 32) return null;
  const p = parsePhoneNumberFromString(raw.trim(), 'PL');
  if (!p?.isValid()) return null;
  return p.number;
}

/** Like {@link toE164} but a 422 on the named field. */
export function requireE164(raw: string, loc: (string | number)[]): string {
  const n = toE164(raw);
  if (!n) {
    throw new ValidationError([
      {
        loc,
        msg: 'Not a valid phone number (E.164, or a Polish number without the country code).',
        msgPl: 'Niepoprawny numer telefonu (E.164 lub polski numer bez kodu kraju).',
        type: 'value_error.phone',
      },
    ]);
  }
  return n;
}
