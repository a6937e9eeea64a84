/** What the voice service itself says (not the engine): the lines-busy greeting, the quota rejections. */
import type { SpokenRun } from './engine/texts.js';

/**
 * What a caller over the tenant's simultaneous calls hears: the lines are busy, and whatever they
 * say next is taken as a message (a callback is asked for). Both languages, the tenant's first.
 */
export function busyGreetingRuns(businessName: string, language: 'pl' | 'en'): SpokenRun[] {
  const pl: SpokenRun = {
    language: 'pl',
    text: `Dzień dobry, ${businessName}. Przepraszamy, wszystkie nasze linie są w tej chwili zajęte. Chętnie przyjmę wiadomość: proszę powiedzieć, co mam przekazać, a oddzwonimy.`,
  };
  const en: SpokenRun = {
    language: 'en',
    text: 'Sorry, all our lines are busy right now. I can take a message: please tell me what to pass on, and we will call you back.',
  };
  return language === 'en' ? [{ ...en, text: `Hello, ${businessName}. ${en.text}` }, pl] : [pl, en];
}

export const REJECTIONS: Record<string, { pl: string; en: string }> = {
  caller_daily_cap: {
    pl: 'Dzień dobry, przepraszamy, ale z tego numeru wykonano dziś już maksymalną liczbę połączeń. Prosimy zadzwonić jutro. Do widzenia.',
    en: 'Hello, sorry, the number of calls from this number today has reached its limit. Please call again tomorrow. Goodbye.',
  },
  default: {
    pl: 'Dzień dobry, przepraszamy, w tej chwili nie możemy przyjąć połączenia. Prosimy spróbować później. Do widzenia.',
    en: 'Hello, sorry, we cannot take your call right now. Please try again later. Goodbye.',
  },
};
