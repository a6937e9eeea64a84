/**
 * What a caller says after correcting themselves ("…na wybielanie. Albo nie, najpierw
 * higienizacja", "a check-up… no wait, I meant a cleaning"): pure, over folded text (`fold`
 * keeps positions, so the part is cut from the original).
 */
import { RE_SELF_CORRECTION } from './datetime.patterns.js';
import { fold } from './normalize.js';

/** The text after the last self-correction ("albo nie", "no wait", "I meant"), or null when there is none. */
export function saidAfterCorrection(text: string): string | null {
  let at = -1;
  for (const m of fold(text).matchAll(RE_SELF_CORRECTION)) at = m.index + m[0].length;
  return at < 0 ? null : text.slice(at);
}
