import { describe, expect, it } from 'vitest';
import { onlyTheRequest, reasonWithRequest } from '../../src/modules/voice/engine/message-reason.js';

describe('the reason of a call back said with the request', () => {
  it('finds what the request is about, before, after or beside it', () => {
    for (const said of [
      'Dzień dobry, proszę o telefon zwrotny od lekarza, ząb po wizycie dalej mnie boli.',
      'please have the doctor call me back, my tooth still hurts after the filling',
      'Could the dentist ring me back? The crown you fitted last week fell out.',
      'Wypadła mi plomba z górnej szóstki, proszę o kontakt.',
      'Proszę o kontakt, mam pytanie o fakturę',
      'Proszę o oddzwonienie na 601 234 567, zgubiłam skierowanie do chirurga.',
    ])
      expect(reasonWithRequest(said), said).not.toBeNull();
  });

  it('finds none in a greeting, a name, when to call, or an announcement', () => {
    for (const said of [
      'Hello, this is Mark Jones, could someone call me back?',
      'Proszę o telefon zwrotny, najlepiej jutro rano',
      'Proszę o kontakt, mam pytanie',
      'Dzień dobry, czy doktor Zieliński mógłby do mnie oddzwonić?',
      'Chciałabym zostawić wiadomość dla doktora Zielińskiego.',
      'Poproszę o oddzwonienie, to pilne.',
      'Can someone call me back as soon as possible, please?',
      'Tu Anna Nowak, proszę o telefon zwrotny',
      'Proszę o telefon zwrotny, Anna Kowalska',
      'Could you call me back? Peter Gray here.',
      'Proszę o telefon na numer 601 234 567, dziękuję',
    ])
      expect(reasonWithRequest(said), said).toBeNull();
  });
});

describe('a call back asked for with a number and nothing of what about', () => {
  it('is only the request', () => {
    for (const said of [
      'Dzień dobry, proszę, żeby doktor oddzwonił na numer 601 234 567.',
      'Could the dentist call me back at 601 234 567, please?',
    ])
      expect(onlyTheRequest(said), said).toBe(true);
  });
  it('says more than the request', () => {
    for (const said of [
      'Proszę oddzwonić na 601 234 567, ząb dalej boli.',
      'Tu Anna Nowak, proszę oddzwonić na 601 234 567',
      'Please ring me back at 601 234 567 about my crown',
      'Proszę o oddzwonienie.',
      // Whoever calls back asks what about.
      'Please have someone call me back, my number is 601 234 567.',
    ])
      expect(onlyTheRequest(said), said).toBe(false);
  });
});
