/**
 * The tenant's service the caller wants, of those said: not one ruled out ("higienizacja zamiast
 * wybielania", "a cleaning, not whitening"), and after a change of mind the one said after it
 * ("na wybielanie… albo nie, najpierw higienizacja", "a check-up. No wait, I meant a cleaning").
 */
import { saidAfterCorrection } from '../nlu/correction.js';
import { recogniseService } from './match.js';

const RE_INSTEAD_OF =
  /\b(?:zamiast|instead of|rather than|not|(?:a|ale) nie)\s+(?:the |a |an |na )?[\p{L}-]+/giu;

export function serviceWanted(
  services: { name: string; aliases: string[] }[],
  text: string,
): string | undefined {
  const said = text.replace(RE_INSTEAD_OF, ' ');
  const after = saidAfterCorrection(said);
  return (after === null ? undefined : recogniseService(services, after)) ?? recogniseService(services, said);
}
