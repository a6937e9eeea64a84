/**
 * The caller's answer to a time offered (or chosen, before the name): a time turned down for a
 * reason with another said ("I've got a meeting at 2, could we do 4 instead?") is read without
 * what it rules out; holding off ("wstrzymam się", "let me think about it") declines the offer.
 */
import { understand } from '../nlu/index.js';
import { holdsOff, withoutCallingAgain, withoutRuledOut } from '../nlu/offer-answer.js';
import { anythingElse, type Ctx, lang, type Step, saysWhen } from './step.js';
import { fold, say } from './texts.js';

/**
 * "Mam o drugiej spotkanie, może być czwarta?", "Tak, czternasta pasuje, mam spotkanie dopiero o
 * szesnastej": the answer understood without its clauses that rule a time out (a busy time is
 * never the time wanted). Changes `c.nlu` when such a clause is found and something is left.
 */
export function readWithoutRuledOut(c: Ctx): void {
  const rest = withoutRuledOut(c.text);
  if (!rest) return;
  const r = understand(rest, {
    now: c.tools.now(),
    timezone: c.tenant.timezone,
    language: lang(c),
    expecting: c.state.expecting,
  });
  // Only an answer that still says yes, no or when: a clause that ruled out nothing said of a
  // time is left as it was understood.
  if (r.intent === 'confirm' || r.intent === 'deny' || saysWhen(r.slots))
    c.nlu = { ...r, language: c.nlu.language };
}

/**
 * "Wstrzymam się jeszcze", "I'll hold off for now", "let me think about it": nothing is booked,
 * the caller is asked if there is anything else. Null when the answer does not hold off, or
 * says a time after all.
 */
export function holdOff(c: Ctx): Step | null {
  if (!holdsOff(c.text)) return null;
  // "I'll talk it over and ring you back tomorrow": the day the caller calls again is no time wanted.
  const rest = withoutCallingAgain(c.text);
  const said =
    rest === fold(c.text)
      ? c.nlu
      : understand(rest, { now: c.tools.now(), timezone: c.tenant.timezone, language: lang(c) });
  if (saysWhen(said.slots)) return null;
  const l = lang(c);
  c.state.booking = undefined;
  c.state.stage = 'anything_else';
  c.state.expecting = undefined;
  return {
    reply: `${say(l, 'Oczywiście, nic nie rezerwuję.', "Of course, I won't book anything.")} ${anythingElse(l)}`,
  };
}
