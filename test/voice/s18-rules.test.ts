/**
 * The eighteenth round's small rules: an hour after a word of preference or a day of the month
 * and a comma, taken in colloquial words, said as "eleven and half", corrected in the same
 * breath; holding off in English; the keys of FAQ questions in other words; closings (giving up,
 * "na razie", the answer found elsewhere); and, with the built-in brain over an in-memory
 * calendar, an hour after closing answered with the day's last times. Monday 23 November 2026,
 * 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { keysOf } from '../../src/modules/voice/engine/match.js';
import { understand } from '../../src/modules/voice/nlu/index.js';
import { holdsOff } from '../../src/modules/voice/nlu/offer-answer.js';
import type { Expectation } from '../../src/modules/voice/nlu/types.js';
import { at, halfHourCalendar, NOW, talk, weekdayClinic } from './brain-kit.js';

const nlu = (text: string, expecting?: Expectation) =>
  understand(text, { now: NOW, timezone: 'Europe/Warsaw', ...(expecting ? { expecting } : {}) });
const keys = (text: string) => [...keysOf(text).keys()];

describe('an hour after a preference, a day of the month and a comma, or taken', () => {
  it.each([
    ['Na przegląd na czwarty grudnia? Najchętniej czternasta.', '2026-12-04', '14:00'],
    ['Wtorek dwudziestego czwartego, czternasta.', '2026-11-24', '14:00'],
    ['Środa drugiego, dziesiąta?', '2026-12-02', '10:00'],
    ['A cleaning on Thursday, ideally eleven.', '2026-11-26', '11:00'],
    ['Thursday the 26th, ten?', '2026-11-26', '10:00'],
  ])('%s', (text, date, time) => {
    const s = nlu(text).slots;
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it.each([
    ['To niech będzie dziewiąta.', '09:00'],
    ['Dobra, poproszę dziewiątą.', '09:00'],
    ["OK, I'll take nine then.", '09:00'],
    ["Let's say ten.", '10:00'],
  ])('%s', (text, time) => {
    expect(nlu(text, 'time').slots.time).toBe(time);
  });

  it('leaves the first, second or third time offered, and a preference of no hour', () => {
    expect(nlu('Najlepiej pierwsza.', 'time').slots.time).toBeUndefined();
    expect(nlu('Niech będzie druga.', 'time').slots.time).toBeUndefined();
    expect(nlu('Najlepiej w czwartek, na przegląd.').slots.time).toBeUndefined();
    expect(nlu('Najlepiej, jak pani oddzwoni.').slots.time).toBeUndefined();
  });
});

describe('an hour said as a speaker of another language may', () => {
  it.each([
    ['on Thursday, hour ten and half', '10:30'],
    ['Friday at two and half', '14:30'],
    ['Tuesday, hour nine', '09:00'],
    ['Monday at eleven and a quarter', '11:15'],
  ])('%s', (text, time) => {
    expect(nlu(text).slots.time).toBe(time);
  });

  it('leaves an hour and a half, and years and a half', () => {
    expect(nlu('Does whitening take an hour and a half?').slots.time).toBeUndefined();
    expect(nlu('My son is two and a half years old.').slots.time).toBeUndefined();
    expect(nlu('one hour ten minutes').slots.time).toBeUndefined();
  });
});

describe('a correction in the same breath', () => {
  it.each([
    ['Check-up on Monday at nine, sorry, I mean ten.', '10:00'],
    ['Friday at ten, no, eleven please.', '11:00'],
    ['Friday at ten, make that eleven.', '11:00'],
  ])('%s', (text, time) => {
    expect(nlu(text).slots.time).toBe(time);
  });

  it('keeps the hour when "sorry" corrects nothing', () => {
    expect(nlu('Friday at ten, sorry, is that possible?').slots.time).toBe('10:00');
  });
});

describe('holding off in English and Polish', () => {
  it.each([
    ["That's more than I can spend. Let's not book it, sorry.", true],
    ["Please don't book anything yet.", true],
    ["I'll skip it this time.", true],
    ['To jednak nie zapisujmy.', true],
    ['Proszę mnie nie zapisywać.', true],
    ["Let's not forget my name is Ann.", false],
    ["I'll skip the cleaning, just a check-up.", false],
    ["Let's do it.", false],
  ])('%s', (text, held) => {
    expect(holdsOff(text)).toBe(held);
  });
});

describe('keys of FAQ questions in other words', () => {
  it('sets no subject by "lepiej", "raczej", "better"', () => {
    expect(keys('czy lepiej mieć gotówkę')).not.toContain('lepi');
    expect(keys('Which is better, a card or cash?').sort()).toEqual(['card', 'cash']);
  });

  it('reads a referral beside the public fund as the fund', () => {
    expect(keys('Czy honorujecie skierowania z NFZ?')).toEqual(expect.arrayContaining(['nfz']));
    expect(keys('Czy honorujecie skierowania z NFZ?')).not.toContain('skier');
    // A referral alone stays a subject of its own.
    expect(keys('Czy potrzebne jest skierowanie?')).toContain('skier');
  });

  it('reads the parts of paying in parts, said a few words on, as the instalments', () => {
    const k = keys('rozłożenia płatności za leczenie na kilka części');
    expect(k).toContain('instalment');
    expect(k).not.toContain('czest');
  });
});

describe('closings', () => {
  it.each([
    'Halo? Dobra, nieważne.',
    'Na razie.',
    'No to na razie, dzięki.',
    'Oh, never mind, thanks.',
    "I was going to ask something, but I've just found it on your website. Thanks anyway!",
    'Chciałam o coś zapytać, ale już znalazłam na waszej stronie, dziękuję.',
  ])('%s', (text) => {
    expect(nlu(text).intent).toBe('goodbye');
  });

  it('leaves "na razie" inside a sentence, and giving up with a question after it', () => {
    expect(nlu('Nieważne, a macie parking?').intent).toBe('ask_question');
    expect(nlu('Oh never mind, I will book for Tuesday then').intent).toBe('book_appointment');
    expect(nlu('I found it on your website, but how much is a check-up?').intent).toBe('ask_question');
  });
});

const tenant = weekdayClinic('0190a000-0000-7000-8000-000000000018', {
  services: [
    { name: 'Przegląd', aliases: ['check-up'], durationMinutes: 30, pricePln: 150, department: null },
    { name: 'Wybielanie', aliases: ['whitening'], durationMinutes: 90, pricePln: 1200, department: null },
  ],
});

/** Slots in which a visit of the service's length ends by 18:00 (whitening 90 minutes). */
const calendar = () => halfHourCalendar((service) => (service === 'Wybielanie' ? 90 : 30));

describe('the built-in brain', () => {
  it('answers an hour after closing with the day’s last times, and books one said alone', async () => {
    const cal = calendar();
    const { replies } = await talk(
      tenant,
      [
        'Kończę pracę o siedemnastej, czy w środę wieczorem, tak koło dwudziestej, zrobicie wybielanie?',
        'Dobrze, to wpół do piątej.',
        'Jan Lis',
      ],
      cal.tools,
    );
    expect(replies[0]).toMatch(/O 20:00 jesteśmy już zamknięci/);
    expect(replies[0]).not.toMatch(/nie mam wolnych terminów/);
    expect(replies[0]).toMatch(/16:30/);
    expect(cal.booked).toEqual([at('2026-11-25', '16:30')]);
  });
});
