/**
 * A question of one of the business's services answered from its list of services: its price
 * ("how much is an extraction?"), its length ("ile trwa leczenie kanałowe?"), or both asked in one
 * breath ("ile trwa i ile kosztuje przegląd?").
 */
import type { Language } from '../nlu/index.js';
import { keysOf, recogniseService } from './match.js';
import { say, serviceName, servicePriceSentence } from './texts.js';
import type { ServiceOffer } from './types.js';

/**
 * The service the question names, when every other subject asked (`others`, the question's
 * strong keys besides the one being asked) is a word of that service's name or aliases: the
 * caller asks about that service alone. Null otherwise.
 */
export function serviceAskedAlone(
  services: ServiceOffer[],
  question: string,
  others: { key: string }[],
): ServiceOffer | null {
  const named = recogniseService(services, question);
  const offer = services.find((x) => x.name === named);
  if (!offer) return null;
  const its = keysOf([offer.name, ...offer.aliases].join(' '));
  return others.every((k) => its.has(k.key)) ? offer : null;
}

/**
 * The one service a question asks `key` (price, duration) of, naming nothing else strong (but
 * the keys `also` allowed beside it); with whether the part asking it asks each of `also` too.
 */
function serviceAskedFor(
  services: ServiceOffer[],
  question: string,
  key: string,
  also: string[] = [],
): { offer: ServiceOffer; alsoAsked: boolean } | null {
  // Each sentence or clause on its own: "Ile trwa wybielanie? Muszę wiedzieć, ile wziąć wolnego."
  // asks the length of the whitening; why the caller asks names no other subject of it.
  const parts = question.split(/(?<=[.?!])\s+|,\s+/).filter((p) => /\p{L}/u.test(p));
  for (const part of parts.length > 1 ? [question, ...parts] : [question]) {
    const asked = keysOf(part);
    if (!asked.has(key)) continue;
    const others = [...asked.values()].filter((k) => !k.weak && k.key !== key && !also.includes(k.key));
    const offer = serviceAskedAlone(services, part, others);
    if (offer) return { offer, alsoAsked: also.length > 0 && also.every((k) => asked.has(k)) };
  }
  return null;
}

/**
 * "How much is an extraction?" when no FAQ entry or knowledge sentence says it: the price of the
 * service named, from the list of services (null when none is named, it has no price, or the
 * caller asks about more than the service).
 */
export function servicePriceAsked(services: ServiceOffer[], question: string, l: Language): string | null {
  const found = serviceAskedFor(services, question, 'price');
  return found ? servicePriceSentence(found.offer, l) : null;
}

/**
 * "Ile trwa leczenie kanałowe?", "how long does whitening take?": the length of the service
 * named, from the list of services (null when none is named or the caller asks about more).
 * "Ile trwa i ile kosztuje przegląd?": the length and the price, both from the list.
 */
export function serviceDurationAsked(services: ServiceOffer[], question: string, l: Language): string | null {
  const found = serviceAskedFor(services, question, 'duration', ['price']);
  if (!found) return null;
  const { offer } = found;
  const n = offer.durationMinutes;
  const length = say(
    l,
    `${offer.name} trwa około ${n} minut.`,
    `${serviceName(offer, l)} takes about ${n} minutes.`,
  );
  const price = found.alsoAsked ? servicePriceSentence(offer, l) : null;
  return price ? `${length} ${price}` : length;
}
