/** Where the question is in what a caller says: a remark that ends by announcing it sets the scene. */
import { describe, expect, it } from 'vitest';
import { questionPart } from '../../src/modules/voice/engine/question-part.js';

describe('questionPart', () => {
  it('a remark ending "i chciałam zapytać" is the scene of the question after it', () => {
    expect(questionPart('Wyszło drogo i chciałam zapytać, czy można w ratach.')).toEqual({
      asks: 'czy można w ratach.',
      scene: 'Wyszło drogo i chciałam zapytać',
    });
  });
  it('a bare announcement stays with the question', () => {
    expect(questionPart('Dzień dobry, chciałam zapytać, czy jest parking.')).toBeNull();
    expect(questionPart('Chciałabym zapytać o parking.')).toBeNull();
  });
});

describe('questionPart: a question word after a preposition, a wish to make sure', () => {
  it('", do kiedy…" opens the question; "chciałam się tylko upewnić" announces it', () => {
    expect(
      questionPart('Mam wizytę w piątek i chciałam się tylko upewnić, do kiedy mogę ją odwołać.'),
    ).toEqual({
      asks: 'do kiedy mogę ją odwołać.',
      scene: 'Mam wizytę w piątek i chciałam się tylko upewnić',
    });
  });
});
