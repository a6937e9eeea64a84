import { describe, expect, it } from 'vitest';
import { bareHour } from '../../src/modules/voice/engine/offer-answer.js';
import type { Ctx } from '../../src/modules/voice/engine/step.js';
import { understand } from '../../src/modules/voice/nlu/index.js';
import { EVAL_NOW } from './eval/clinic.js';
import { DEV } from './eval/dev.js';

const ctxIn = (language: 'pl' | 'en') =>
  ({
    tools: { now: () => EVAL_NOW },
    tenant: { timezone: 'Europe/Warsaw' },
    state: { language },
    nlu: { language },
  }) as unknown as Ctx;

/** The hour read from each of the first five words on, every time (bareHour before its shortcut). */
function readFiveTimes(language: 'pl' | 'en', text: string): string | undefined {
  const words = text
    .replace(
      /\b(?:that|this|the|which|first|second|third|last|earliest|latest|earlier|later|other|same) one\b/gi,
      ' ',
    )
    .trim()
    .split(/\s+/);
  let time: string | undefined;
  for (let i = 0; i < Math.min(words.length, 5) && !time; i++)
    time = understand(`${language === 'pl' ? 'o' : 'at'} ${words.slice(i).join(' ')}`, {
      now: EVAL_NOW,
      timezone: 'Europe/Warsaw',
      language,
    }).slots.time;
  return time;
}

describe('an hour said bare while times are offered (bareHour)', () => {
  it('reads the hour behind a filler, in digits and in words', () => {
    expect(bareHour(ctxIn('pl'), 'To jedenasta w takim razie')).toBe('11:00');
    expect(bareHour(ctxIn('pl'), 'No to może wpół do pierwszej')).toBe('12:30');
    expect(bareHour(ctxIn('en'), 'OK, so 12 then')).toBe('12:00');
    expect(bareHour(ctxIn('en'), 'Eleven then')).toBe('11:00');
  });

  it('finds none in a name or a plain yes, without reading them', () => {
    expect(bareHour(ctxIn('pl'), 'Halina Górecka')).toBeUndefined();
    expect(bareHour(ctxIn('en'), 'Yes please')).toBeUndefined();
  });

  it('skips only texts that no reading finds an hour in: the development callers, line by line', () => {
    let skipped = 0;
    for (const caller of DEV)
      for (const line of caller.lines) {
        const expected = readFiveTimes(caller.lang, line);
        expect(bareHour(ctxIn(caller.lang), line), line).toBe(expected);
        if (expected === undefined) skipped += 1;
      }
    // Most lines hold no hour: the shortcut is taken, and the comparison above covers it.
    expect(skipped).toBeGreaterThan(1000);
  });
});
