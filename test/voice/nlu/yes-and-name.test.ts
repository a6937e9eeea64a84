import { describe, expect, it } from 'vitest';
import {
  bareNameAnswer,
  detailsBesideYes,
  detailsInRequest,
  withoutAgreement,
} from '../../../src/modules/voice/nlu/yes-and-name.js';

describe('a yes to the time offered, said with the details', () => {
  it('takes the name (and the number) said after the yes', () => {
    expect(detailsBesideYes('Tak, pasuje, Robert Wieczorek.')).toEqual({ name: 'Robert Wieczorek' });
    expect(detailsBesideYes('Dobrze, biorę. Agnieszka Wójcik')).toEqual({ name: 'Agnieszka Wójcik' });
    expect(detailsBesideYes('Yes, that works. Olivia Brown.')).toEqual({ name: 'Olivia Brown' });
    expect(detailsBesideYes('Ok, super, Jan Nowak, 501 234 567')).toEqual({
      name: 'Jan Nowak',
      phone: '+48501234567',
    });
  });
  it('the yes may say the time back', () => {
    expect(detailsBesideYes('Tak, dwunasta mi pasuje. Kamil Nowak.')).toEqual({ name: 'Kamil Nowak' });
    expect(detailsBesideYes('Yes, ten thirty works. Emma Clarke.')).toEqual({ name: 'Emma Clarke' });
    expect(detailsBesideYes('Yes, 11:30 is fine. Emma Clarke.')).toEqual({ name: 'Emma Clarke' });
  });
  it('takes a lower-case name that starts with a known Polish first name', () => {
    expect(detailsBesideYes('tak, pasuje, robert wieczorek')).toEqual({ name: 'Robert Wieczorek' });
    expect(detailsBesideYes('Tak, dziękuję. Mateusz Krawczyk.')).toEqual({ name: 'Mateusz Krawczyk' });
  });

  it('gives nothing for a plain yes, a sentence, a question or words that are not a name', () => {
    for (const t of [
      'Tak, pasuje.',
      'Yes please',
      'Tak, pasuje, dziękuję',
      'Tak, a ile to kosztuje?',
      'Yes, but can I bring my son?',
      'Robert Wieczorek',
      // Lower case: taken only when it starts with a known first name (below); these do not.
      'tak, pasuje, duży ból',
      'yes, fine, lucy fernandes',
      'Tak, pasuje, ale wolałbym później',
      'Tak, jutro Kamil Nowak przyjdzie ze mną',
    ])
      expect(detailsBesideYes(t), t).toBeUndefined();
  });
  it('drops the agreement before a name said at the name question', () => {
    expect(withoutAgreement('Tak, zgadza się. Irena Walczak.')).toBe('Irena Walczak');
    expect(withoutAgreement('Tak, oczywiście. Beata Kowalczyk')).toBe('Beata Kowalczyk');
    expect(withoutAgreement('Tak.')).toBe('');
    expect(withoutAgreement('Tak, czwartek o dziesiątej. Monika Szymańska.')).toBe('Monika Szymańska');
    expect(withoutAgreement('Tak, może być. Łukasz Kaczmarek.')).toBe('Łukasz Kaczmarek');
    expect(withoutAgreement('Nie, w czwartek o dziesiątej')).toBe('Nie, w czwartek o dziesiątej');
    expect(withoutAgreement('Anna Lis')).toBe('Anna Lis');
  });
});

describe('the details said with the request', () => {
  it('takes a bare name and a number said in words or digits', () => {
    expect(
      detailsInRequest(
        'Chcę się umówić na przegląd jutro o dziesiątej. Jan Nowicki, numer pięćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem.',
      ),
    ).toEqual({ name: 'Jan Nowicki', phone: '+48502345678' });
    expect(detailsInRequest('Hi, I need a check-up on Friday at ten. My number is 512 347 689.')).toEqual({
      phone: '+48512347689',
    });
  });
  it('takes no greeting, sentence or lower-case words for a name', () => {
    for (const t of [
      'Dzień Dobry, chciałabym się umówić na jutro.',
      'Poproszę wizytę w piątek o dziesiątej.',
      'Hello Doctor, can I come in tomorrow?',
      'na przegląd jutro, jan nowicki',
    ])
      expect(detailsInRequest(t).name, t).toBeUndefined();
  });
});

describe('a bare name in answer to the time offered', () => {
  it('is only a name of capitalised words', () => {
    expect(bareNameAnswer('Irena Czarnecka')).toBe('Irena Czarnecka');
    expect(bareNameAnswer('Robert Kołodziej.')).toBe('Robert Kołodziej');
    for (const t of ['Tak', 'Dzień Dobry', 'irena czarnecka', 'Irena, Czarnecka, jutro', 'Anna'])
      expect(bareNameAnswer(t), t).toBeUndefined();
  });
});
