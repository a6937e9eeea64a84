import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/modules/voice/nlu/index.js';
import { fold } from '../../../src/modules/voice/nlu/normalize.js';
import {
  holdsOff,
  lastProposal,
  withoutCallingAgain,
  withoutRuledOut,
} from '../../../src/modules/voice/nlu/offer-answer.js';
import { wantsNothing } from '../../../src/modules/voice/nlu/requests.js';

const ctx = { now: new Date('2026-11-20T13:05:00Z'), timezone: 'Europe/Warsaw' };
const intent = (text: string) => understand(text, ctx).intent;

describe('withoutRuledOut(): a busy or refused time is no answer to an offer', () => {
  it.each([
    ["Hmm, I've got a work call at 3. How about five?", 'Hmm, How about five?'],
    ['O dziesiątej mam zebranie, a może jedenasta?', 'a może jedenasta?'],
    ['Tak, pasuje, spotkanie mam dopiero o szesnastej.', 'Tak, pasuje'],
    ['Yes, fine, my shift starts at 6.', 'Yes, fine'],
    ['Rano nie dam rady, wolałabym po południu.', 'wolałabym po południu'],
  ])('%s → %s', (text, rest) => expect(withoutRuledOut(text)).toBe(rest));

  it.each(['Tak, pasuje.', 'Could we do four instead?', 'Nie dam rady.'])('%s → null', (text) =>
    expect(withoutRuledOut(text)).toBeNull(),
  );
});

describe('a proposal said as a question: the hour asked for', () => {
  it.each([
    ['Może być piętnasta?', '15:00'],
    ['A może jedenasta?', '11:00'],
    ['Could we do 4 pm instead?', '16:00'],
    ['How about four?', '16:00'],
  ])('%s → %s', (text, time) => expect(understand(text, ctx).slots.time).toBe(time));

  it('"do" before an hour in Polish is still a limit', () =>
    expect(understand('Jutro do szesnastej?', ctx).slots.notAfter).toBe('16:00'));
});

describe('holding off, and a talk with the family', () => {
  it.each([
    'To ja się jeszcze wstrzymam.',
    'Muszę się jeszcze zastanowić.',
    "I'll hold off for now.",
    'Let me think about it.',
    'I think I will sleep on it.',
  ])('%s holds off', (text) => expect(holdsOff(text)).toBe(true));
  it.each(['Tak, biorę.', 'Wait, is that Friday?', 'Could we do four?'])('%s does not', (text) =>
    expect(holdsOff(text)).toBe(false),
  );
  it('the day of a call again is blanked', () =>
    expect(withoutCallingAgain("I'll ring you back tomorrow").trim()).toBe(''));

  it.each([
    ['Porozmawiam najpierw z żoną.', 'speak_to_human'],
    ["I'll talk it over with my husband.", 'speak_to_human'],
  ])('%s is no %s', (text, not) => expect(intent(text)).not.toBe(not));
  it.each([
    'Czy mogę porozmawiać z lekarzem?',
    'Could I talk to the hygienist?',
    'Proszę mnie połączyć z recepcją.',
  ])('%s → speak_to_human', (text) => expect(intent(text)).toBe('speak_to_human'));
  it.each([
    'Chciałbym porozmawiać z lekarzem o ekstrakcji, niech ktoś do mnie oddzwoni.',
    'I want to speak with the doctor first, could you have someone call me back?',
  ])('%s → request_callback', (text) => expect(intent(text)).toBe('request_callback'));
});

describe('lastProposal(): days weighed, then one proposed in the last sentence', () => {
  it.each([
    ['Nie wiem, środa czy czwartek. Może czwartek o jedenastej?', 'Może czwartek o jedenastej?'],
    ["I can't decide between Monday and Tuesday. Let's say Tuesday at 9.", "Let's say Tuesday at 9."],
    ['Hmm, Friday or Saturday... How about Saturday at 10?', 'How about Saturday at 10?'],
  ])('%s → %s', (text, last) => expect(lastProposal(text)).toBe(last));

  it.each(['Może czwartek o jedenastej?', 'Czwartek o jedenastej. Jan Kowal.', 'Friday at 10. Is that OK?'])(
    '%s → null',
    (text) => expect(lastProposal(text)).toBeNull(),
  );
});

describe('wantsNothing(): a bare no or nothing', () => {
  it.each(['Nie.', 'Nic.', 'Właściwie nic, dziękuję.', 'Nothing, actually.', 'No, sorry.', 'nope'])(
    '%s wants nothing',
    (text) => expect(wantsNothing(fold(text))).toBe(true),
  );
  it.each([
    'Nie wiem.',
    'Nie, jeszcze jedno: jest parking?',
    'No, but is there parking?',
    'Tak.',
    'Nothing?',
  ])('%s says something', (text) => expect(wantsNothing(fold(text))).toBe(false));
});
