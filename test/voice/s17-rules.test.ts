/**
 * The seventeenth round's small rules: an hour said right after a weekday and a comma, "nothing
 * else?" asked, holding off by leaving it, the keys of teeth described and of a price asked
 * colloquially; and, with the built-in brain over an in-memory calendar, a limit before opening,
 * a yes when the hour said was not understood, and the day of a question carried to a wish said
 * after its answer. Monday 23 November 2026, 08:00 Warsaw.
 */
import { describe, expect, it } from 'vitest';
import { keysOf } from '../../src/modules/voice/engine/match.js';
import { understand } from '../../src/modules/voice/nlu/index.js';
import { holdsOff } from '../../src/modules/voice/nlu/offer-answer.js';
import { at, halfHourCalendar, NOW, talk, weekdayClinic } from './brain-kit.js';

const nlu = (text: string) => understand(text, { now: NOW, timezone: 'Europe/Warsaw' });
const keys = (text: string) => [...keysOf(text).keys()];

describe('an hour right after a weekday and a comma', () => {
  it.each([
    ['Środa, dziesiąta, da się?', '2026-11-25', '10:00'],
    ['Na przegląd: piątek, czternasta trzydzieści.', '2026-11-27', '14:30'],
    ['Na sobotę, jedenasta, jeśli można', '2026-11-28', '11:00'],
    ['Przegląd. Wtorek, 9, jest wolne?', '2026-11-24', '09:00'],
    ['Thursday, eleven, for a cleaning', '2026-11-26', '11:00'],
    ['Friday, 10, possible?', '2026-11-27', '10:00'],
  ])('%s', (text, date, time) => {
    const s = nlu(text).slots;
    expect(s.date).toBe(date);
    expect(s.time).toBe(time);
  });

  it('leaves the first visit, a choice and a count of minutes alone', () => {
    expect(nlu('Czwartek, pierwsza wizyta u was').slots.time).toBeUndefined();
    expect(nlu('Czwartek, pierwsza mi pasuje').slots.time).toBeUndefined();
    expect(nlu('Piątek, 10 minut spóźnienia').slots.time).toBeUndefined();
    expect(nlu('Friday, one more thing, do you have parking?').slots.time).toBeUndefined();
  });

  it('reads an hour said "w takim razie"', () => {
    expect(nlu('Aha, to w takim razie siedemnasta.').slots.time).toBe('17:00');
  });
});

describe('closings and holding off', () => {
  it('asks when "nothing else" closes a question', () => {
    expect(nlu('How much for just the cleaning, nothing else?').intent).toBe('ask_question');
    expect(nlu('No, nothing else, thanks.').intent).toBe('goodbye');
    expect(nlu('Nic więcej, dziękuję').intent).toBe('goodbye');
  });

  it.each([
    ["Hmm, that's a lot. I'll leave it for now.", true],
    ['I think I will give it a miss.', true],
    ["I'll pass on that, thanks.", true],
    ['To na razie sobie odpuszczę.', true],
    ['Zostawię to na razie.', true],
    ["I'll leave a message.", false],
    ["I'll pass the message on.", false],
    ["I'll leave it up to you.", false],
  ])('%s', (text, held) => {
    expect(holdsOff(text)).toBe(held);
  });
});

describe('keys of what the caller describes', () => {
  it('reads yellow teeth, or teeth to be made whiter, as whitening', () => {
    expect(keys('My teeth are yellow and I want them whiter')).toContain('whitening');
    expect(keys('Mam żółte zęby od kawy')).toContain('whitening');
    expect(keys('a yellow spot on one tooth')).not.toContain('whitening');
  });

  it('reads teeth before a verb of looking as a check-up, not "żeby"', () => {
    expect(keys('trzeba mi zęby przejrzeć')).toContain('checkup');
    expect(keys('dzwonię, żeby przejrzeć dokumenty')).not.toContain('checkup');
  });

  it('reads "ile chodzi" as a price, "ile razy" as a number of visits', () => {
    expect(keys('ile u was chodzi kanałówka?')).toEqual(expect.arrayContaining(['price', 'rootcanal']));
    const often = keys('ile razy trzeba chodzić na leczenie kanałowe?');
    expect(often).toContain('visitcount');
    expect(often).not.toContain('price');
  });

  it('reads "sam przegląd, bez niczego" as the check-up only', () => {
    expect(keys('ile płacę za sam przegląd, bez niczego?').sort()).toEqual(['checkup', 'price']);
    expect(keys('czy dziecko może przyjść samo?')).toContain('alone');
  });
});

const tenant = weekdayClinic('0190a000-0000-7000-8000-000000000002', {
  services: [
    { name: 'Przegląd', aliases: ['check-up'], durationMinutes: 30, pricePln: 150, department: null },
    { name: 'Higienizacja', aliases: ['cleaning'], durationMinutes: 60, pricePln: 300, department: null },
  ],
});

const calendar = () => halfHourCalendar();

async function run(lines: string[], language: 'pl' | 'en' = 'pl') {
  const cal = calendar();
  return { ...(await talk(tenant, lines, cal.tools, language)), booked: cal.booked };
}

describe('the built-in brain', () => {
  it('says the day opens at 8 when asked before it, offers 8:00 and books it', async () => {
    const { replies, booked } = await run([
      'Czy w środę przed ósmą ktoś przyjmie na przegląd?',
      'To w takim razie na ósmą.',
      'Jan Lis',
    ]);
    expect(replies[0]).toMatch(
      /W tym dniu przyjmujemy od 8:00\. Mogę zaproponować w środę 25 listopada o 8:00\./,
    );
    expect(replies[1]).toMatch(/imię i nazwisko|nazwisko/i);
    expect(booked).toEqual([at('2026-11-25', '08:00')]);
  });

  it('says the day closes at 18 when asked after it, and offers its last times', async () => {
    const { replies } = await run(['Anything after six on Thursday for a check-up?'], 'en');
    expect(replies[0]).toMatch(/^That day we close at 18:00\. I can offer .*17:30/);
  });

  it('asks for the hour when a yes answers a choice and the hour said was not understood', async () => {
    const { replies, booked } = await run([
      'Na przegląd. Środa, tak ta dziesiąta, da radę?',
      'Jan Lis',
      'Tak',
      'Tak',
    ]);
    expect(replies[2]).toMatch(/^Przepraszam, nie dosłyszałam godziny\. Który termin wybrać/);
    expect(booked).toEqual([at('2026-11-25', '08:00')]);
  });

  it('carries the day of a question to a wish said after its answer', async () => {
    const { state, replies } = await run(
      [
        'Are you open in the evening on Wednesday, say at seven?',
        'Right then, five o clock, for a cleaning.',
      ],
      'en',
    );
    expect(replies[0]).toMatch(/8:00–18:00/);
    expect(state.booking?.chosen ?? state.booking?.offered[0]).toBe(at('2026-11-25', '17:00'));
    expect(state.booking?.service).toBe('Higienizacja');
  });

  it('keeps what each turn said, so earlier turns are not understood again', async () => {
    const { state } = await run(['Czy w piątek jesteście otwarci?'], 'pl');
    expect(state.earlier).toEqual({ dayBefore: '2026-11-27' });
  });
});
