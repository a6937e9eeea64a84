/**
 * Booking words that do not book (issue #21): a booking put off, a visit asked for beside the
 * caller's working week, a broken tooth to be seen at a time named (emergencies kept).
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { putsBookingOff, withoutBookingPutOff } from '../../../src/modules/voice/nlu/booking-or-question.js';
import { understand } from '../../../src/modules/voice/nlu/index.js';

const now = new Date('2026-11-23T07:00:00Z');
const intent = (text: string) => understand(text, { now, timezone: 'Europe/Warsaw' }).intent;

describe('a booking put off', () => {
  it.each([
    'Zapiszę się później, jak sprawdzę grafik.',
    'Na razie nie chcę się umawiać.',
    'Umawiać się jeszcze nie chcę.',
    "I'll book later once I've checked.",
    "I don't want to book just yet.",
  ])('puts booking off: %s', (s) => expect(putsBookingOff(s)).toBe(true));

  it.each([
    'Nie chcę się umawiać na piątek, wolę sobotę.',
    'Umówię się na przegląd.',
    'Chciałabym się umówić na później.',
    "I don't want to book Friday.",
  ])('does not: %s', (s) => expect(putsBookingOff(s)).toBe(false));

  it('leaves the question', () => {
    expect(withoutBookingPutOff('Ile kosztuje przegląd? Zapiszę się potem.')).toBe('Ile kosztuje przegląd?');
    expect(withoutBookingPutOff('Zapiszę się potem.')).toBeNull();
    expect(withoutBookingPutOff('Nie chcę się jeszcze umawiać, ile kosztuje przegląd?')).toBeNull();
  });
});

describe('booking or question', () => {
  it('a visit asked for with a time is a booking, the working week aside', () => {
    expect(intent('Pracuję w tygodniu, więc poproszę na przegląd w sobotę o dziesiątej.')).toBe(
      'book_appointment',
    );
    expect(intent('Chciałbym przyjść na przegląd w sobotę, do której pracujecie?')).toBe('ask_question');
  });

  it('a broken tooth with a time named is a booking; true emergencies stay', () => {
    expect(intent('Ukruszył mi się ząb, trzeba go usunąć. Jest wolne w czwartek o dziewiątej?')).toBe(
      'book_appointment',
    );
    expect(intent('I have a cracked tooth to be taken out, is Friday at 11 free?')).toBe('book_appointment');
    expect(intent('Złamałem ząb i bardzo krwawi, czy mogę przyjść o dziesiątej?')).toBe('emergency');
    expect(intent('I have a broken tooth and my face is swollen, is 3pm free?')).toBe('emergency');
    expect(intent('Mam złamany ząb, ból nie do wytrzymania, jest coś jutro rano?')).toBe('emergency');
    expect(intent('My daughter has a broken tooth, she fell just now. Can you see her at noon?')).toBe(
      'emergency',
    );
    expect(intent('Mam złamany ząb.')).toBe('emergency');
  });

  it('booked already, asking: a question', () => {
    expect(intent('Jestem już zapisana na piątek i chciałam zapytać, czy jest parking.')).toBe(
      'ask_question',
    );
  });
});

describe('a question after a booking put off in the same sentence', () => {
  it.each([
    [
      "I'm not booking yet, I'm just wondering how long a cleaning takes.",
      "I'm just wondering how long a cleaning takes?",
    ],
    [
      'Na razie się nie zapisuję, chciałam tylko zapytać, ile trwa wybielanie.',
      'chciałam tylko zapytać, ile trwa wybielanie?',
    ],
  ])('keeps the question: %s', (said, rest) => {
    expect(withoutBookingPutOff(said)).toBe(rest);
    expect(intent(said)).toBe('ask_question');
  });
  it('leaves a booking put off with no question after it', () => {
    expect(withoutBookingPutOff('Umówię się później, jak pogadam z mężem.')).toBeNull();
  });
});
