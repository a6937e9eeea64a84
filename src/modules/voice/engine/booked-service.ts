/**
 * A price asked of "it" while a service is being booked ("Tak, ale ile to będzie kosztowało?",
 * "how much is it?"): the price of that service, from the business's list of services.
 */
import { type Ctx, lang } from './step.js';
import { fold, say, spokenPrice } from './texts.js';

/**
 * The price asked with nothing named but "it" (the whole question, bar fillers): "ile to
 * kosztuje", "ile to będzie kosztowało", "a ile kosztuje?", "how much is it", "what does it
 * cost". "Ile kosztuje implant?" names something else and is not read so.
 */
const RE_PRICE_OF_IT =
  /^(?:(?:a|i|to|no|and|so|ok|okay|but|first|najpierw|tylko|ale)[\s,]+)*(?:ile (?:(?:to|ono|ona|on|ta|ten|taka|taki|takie|za to|tego) )?(?:(?:mnie |by |bedzie |mniej wiecej )*)(?:kosztowa\w*|kosztuje|wyniesie|placi sie|zaplace|bede (?:musial\w* )?(?:placic|zaplacic))|jaki (?:jest |bedzie )?(?:tego )?koszt|jaka (?:jest |bedzie )?(?:tego )?cena|how much (?:is|does|will|would) (?:it|that|this)(?: (?:cost|be|come to|set me back))?|what(?:'s| is| does| will| would) (?:it|that|this) cost(?: me| us)?|what(?:'s| is| will be) the (?:price|cost))(?:\s+(?:mniej wiecej|w przyblizeniu|roughly|approximately|about|then|in total|lacznie|razem))?[\s?.!]*$/;

/** Words that may lead up to the question ("najpierw chciałabym wiedzieć, …", "but first, I wanted to ask, …"). */
const LEAD_WORDS = new Set(
  'a i ale tylko najpierw jeszcze to no tak dobrze ok okej okay chcialabym chcialbym chcialam chcialem chce bym wiedziec zapytac spytac sie dowiedziec mam takie pytanie przepraszam yes yeah sure fine but and so first i wanted want would like d to ask know quick question just sorry'.split(
    ' ',
  ),
);

/** The price of the service being booked, when the question asks the price of "it"; else null. */
export function priceOfBookedService(c: Ctx, question: string): string | null {
  const name = c.state.booking?.service;
  if (!name || !c.state.stage.startsWith('booking_')) return null;
  const parts = question.split(/[,:;]/).map((p) => fold(p).trim());
  const last = parts.pop() ?? '';
  const lead = parts.join(' ').match(/[a-z]+/g) ?? [];
  if (!RE_PRICE_OF_IT.test(last) || !lead.every((w) => LEAD_WORDS.has(w))) return null;
  const offer = (c.tenant.services ?? []).find((s) => s.name === name);
  if (!offer || offer.pricePln === null) return null;
  const price = spokenPrice(offer.pricePln);
  return say(lang(c), `${offer.name} kosztuje ${price}.`, `${offer.name} costs ${price}.`);
}
