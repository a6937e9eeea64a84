import { describe, expect, it } from 'vitest';
import { detailsBesideYes } from '../../../src/modules/voice/nlu/yes-and-name.js';

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
  it('gives nothing for a plain yes, a sentence, a question or words that are not a name', () => {
    for (const t of [
      'Tak, pasuje.',
      'Yes please',
      'Tak, pasuje, dziękuję',
      'Tak, a ile to kosztuje?',
      'Yes, but can I bring my son?',
      'Robert Wieczorek',
      'tak, pasuje, robert wieczorek',
      'Tak, pasuje, ale wolałbym później',
    ])
      expect(detailsBesideYes(t), t).toBeUndefined();
  });
});
