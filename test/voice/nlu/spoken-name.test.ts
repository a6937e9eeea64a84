/** The name in an answer to "what name should I book it under?" (`spokenName`, pure). */
import { describe, expect, it } from 'vitest';
import { spokenName } from '../../../src/modules/voice/nlu/index.js';

describe('spokenName', () => {
  it.each([
    ['To będzie na nazwisko Nowak. Jan Nowak.', 'Jan Nowak'],
    ['Proszę zapisać na Agnieszkę Wójcik.', 'Agnieszka Wójcik'],
    ['Na Pawła Kowalskiego.', 'Paweł Kowalski'],
    ['na Marka Zająca', 'Marek Zając'],
    ['Annę Kowalską', 'Anna Kowalska'],
    ['Z tej strony Kasia Lis.', 'Kasia Lis'],
    ["Sorry, it's Adam, Adam Smith.", 'Adam Smith'],
    ['Put it under Olivia Brown, please.', 'Olivia Brown'],
    ['Price. John Price.', 'John Price'],
    ['Bill Cash.', 'Bill Cash'],
    ['Gotówka, Piotr Gotówka.', 'Piotr Gotówka'],
    ['Małgorzata Żółć', 'Małgorzata Żółć'],
    // A surname in the nominative that looks like a case form stays as said.
    ['Jan Kasa', 'Jan Kasa'],
    ['Michał Lis, L-I-S.', 'Michał Lis'],
  ])('%s → %s', (said, name) => {
    expect(spokenName(said)).toBe(name);
  });

  it.each(['Tak.', 'Czy jest parking', 'Do you have parking at the clinic', 'Nie wiem'])(
    'not a name: %s',
    (said) => {
      expect(spokenName(said)).toBeUndefined();
    },
  );
});
