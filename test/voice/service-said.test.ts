/**
 * The service a caller wants, said by what it does rather than by its name ("my teeth a few shades
 * whiter", "look at my teeth", "take a tooth out"), through the concepts of the lexicon and the
 * owner's names and aliases; words that name no service give none.
 */
import { describe, expect, it } from 'vitest';
import { serviceWanted } from '../../src/modules/voice/engine/service-said.js';

const SERVICES = [
  { name: 'Przegląd', aliases: ['kontrola', 'check-up'] },
  { name: 'Higienizacja', aliases: ['czyszczenie zębów', 'cleaning'] },
  { name: 'Wybielanie', aliases: ['whitening'] },
  { name: 'Leczenie kanałowe', aliases: ['root canal'] },
  { name: 'Ekstrakcja', aliases: ['usunięcie zęba', 'extraction'] },
];
const wanted = (text: string) => serviceWanted(SERVICES, text);

describe('a service described', () => {
  it('is the service that does it', () => {
    expect(wanted("I'd love my teeth a few shades whiter")).toBe('Wybielanie');
    expect(wanted('Chciałabym, żeby zęby były o parę odcieni jaśniejsze')).toBe('Wybielanie');
    expect(wanted("I'd like you to look at my teeth")).toBe('Przegląd');
    expect(wanted('Can someone remove my wisdom tooth?')).toBe('Ekstrakcja');
    expect(wanted('I need a tooth taken out')).toBe('Ekstrakcja');
    expect(wanted('muszę usunąć kamień')).toBe('Higienizacja');
    expect(wanted('boli mnie nerw')).toBe('Leczenie kanałowe');
  });
  it('gives none when the words do not say one', () => {
    expect(wanted('Mam biały nalot na zębach')).toBeUndefined();
    expect(wanted('I want a white filling')).toBeUndefined();
    expect(wanted('Can you remove my appointment?')).toBeUndefined();
    expect(wanted('Take my number down, please')).toBeUndefined();
  });
});
