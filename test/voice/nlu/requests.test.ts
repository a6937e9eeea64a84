import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/modules/voice/nlu/index.js';

const ctx = { now: new Date('2026-11-20T13:05:00Z'), timezone: 'Europe/Warsaw' };
const intent = (text: string) => understand(text, ctx).intent;

describe('understand(): a department asked for in a polite form', () => {
  it.each([
    'Mogę prosić księgowość?',
    'Czy mogłabym prosić kogoś z rejestracji?',
    'Czy zastanę kogoś z księgowości?',
    'Czy jest ktoś z księgowości?',
    'Chciałam prosić o rozmowę z lekarzem.',
    'Chciałbym rozmowę z kierownikiem.',
    'Could I have billing, please?',
  ])('%s → speak_to_human', (text) => expect(intent(text)).toBe('speak_to_human'));

  it.each([
    // A thing asked for, not a person.
    ['Mogę prosić o fakturę na firmę?', 'ask_question'],
    ['Czy mogę prosić zaświadczenie lekarskie?', 'ask_question'],
    // Someone who should call back.
    ['Can I get the doctor to call me back?', 'request_callback'],
    // A talk told of, not asked for.
    ['Miałam rozmowę z lekarzem i chciałabym się umówić na kontrolę w piątek.', 'book_appointment'],
  ])('%s → %s', (text, want) => expect(intent(text)).toBe(want));
});

describe('understand(): coming without an appointment or alone is a question', () => {
  it.each([
    'Czy mogę przyjść bez zapisów, z marszu?',
    'Czy da się wpaść bez wcześniejszego umawiania, tak z ulicy?',
    'Do you take walk-ins?',
    'Can I come without an appointment?',
    'Can my son come to his appointment on his own?',
    'Czy córka może przyjść na wizytę sama, bez opiekuna?',
  ])('%s → ask_question', (text) => expect(intent(text)).toBe('ask_question'));

  it.each(['Czy mogę przyjść bez zapisów jutro o 10?', 'Chciałabym się zapisać na przegląd w piątek.'])(
    '%s → book_appointment',
    (text) => expect(intent(text)).toBe('book_appointment'),
  );
});
