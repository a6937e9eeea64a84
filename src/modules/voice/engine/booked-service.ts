/**
 * A price asked of "it" while a service is being booked ("Tak, ale ile to będzie kosztowało?",
 * "how much is it?"), or right after a service is named: the price of that service, from the
 * business's list of services.
 */
import type { NluResult } from '../nlu/index.js';
import { serviceWanted } from './service-said.js';
import { type Ctx, lang } from './step.js';
import { fold, servicePriceSentence } from './texts.js';

/** Words said inside the question that name nothing ("ile to w ogóle kosztuje", "ile to właściwie wyjdzie"). */
const FILL =
  '(?:mnie|by|bedzie|mniej wiecej|w ogole|tak w ogole|wlasciwie|dokladnie|tak naprawde|u was|teraz) ';

/**
 * The price asked with nothing named but "it" (the whole question, bar fillers): "ile to
 * kosztuje", "ile to będzie kosztowało", "a ile kosztuje?", "how much is it", "what does it
 * cost". "Ile kosztuje implant?" names something else and is not read so.
 */
const RE_PRICE_OF_IT = new RegExp(
  String.raw`^(?:(?:a|i|to|no|and|so|ok|okay|but|first|najpierw|tylko|ale)[\s,]+)*(?:ile (?:${FILL})*(?:(?:to|ono|ona|on|ta|ten|taka|taki|takie|za to|tego) )?(?:${FILL})*(?:kosztowa\w*|kosztuje|wyniesie|wychodzi|wyjdzie|placi sie|zaplace|bede (?:musial\w* )?(?:placic|zaplacic))|jaki (?:jest |bedzie )?(?:tego )?koszt|jaka (?:jest |bedzie )?(?:tego )?cena|how much (?:is|does|will|would) (?:it|that|this)(?: (?:actually|really|roughly|all in all))?(?: (?:(?:going to|gonna) )?(?:cost|be|come to|set me back)(?: me| us)?)?|what(?:'s| s| is| does| will| would) (?:it|that|this) cost(?: me| us)?|what(?:'s| s| is| will be) the (?:price|cost))(?:\s+(?:mniej wiecej|w przyblizeniu|roughly|approximately|about|then|in total|lacznie|razem))?[\s?.!]*$`,
);

/**
 * Words that may lead up to the question ("najpierw chciałabym wiedzieć, …", "but first, I wanted
 * to ask, …", "hang on, …", "zaraz, …").
 */
const LEAD_WORDS = new Set(
  'a i ale tylko najpierw jeszcze to no tak dobrze ok okej okay chcialabym chcialbym chcialam chcialem chce bym wiedziec zapytac spytac sie dowiedziec mam takie pytanie przepraszam zaraz chwileczke chwila moment hmm aha yes yeah sure fine but and so first i wanted want would like d to ask know quick question just sorry hang hold on wait oh um well right'.split(
    ' ',
  ),
);

/**
 * The price of the service being booked, or of the one service named in the same turn ("I'd
 * like to come in for whitening at some point. How much does it cost?"), when the question asks
 * the price of "it"; else null.
 */
export function priceOfBookedService(c: Ctx, question: string): string | null {
  const booking = c.state.stage.startsWith('booking_') ? c.state.booking?.service : undefined;
  const name = booking ?? c.nlu.slots.service;
  if (!name) return null;
  // "How much does it cost, by the way?": an aside after the question is no part of it.
  const parts = question
    .replace(/[\s,]+(?:by the way|btw|then|przy okazji|tak przy okazji|tak w og[oó]le)[\s?.!]*$/i, '')
    .split(/[,:;]|[.!?]\s+/)
    .map((p) => fold(p).trim());
  const last = parts.pop() ?? '';
  const lead = parts.join(' ').match(/[a-z]+/g) ?? [];
  if (!RE_PRICE_OF_IT.test(last)) return null;
  // While booking, "it" is the service booked only when nothing else leads up to the question;
  // a service named in this turn is what the sentences before the question are about.
  if (booking && !lead.every((w) => LEAD_WORDS.has(w))) return null;
  const offer = (c.tenant.services ?? []).find((s) => s.name === name);
  return offer ? servicePriceSentence(offer, lang(c)) : null;
}

/**
 * "Ile kosztuje wybielanie? Chciałabym się zapisać na sobotę o dziewiątej.", "How much is a root
 * canal? I might book one for Monday the 30th at 9.": a price asked of the service then booked in
 * the same turn names it; it is the booking's price as much as "how much is it?" said after it.
 */
export function asksPriceOf(c: Ctx, text: string, nlu: NluResult, service: string): boolean {
  if (nlu.slots.faqTopic !== 'price') return false;
  return serviceWanted(c.tenant.services ?? [], text) === service;
}
