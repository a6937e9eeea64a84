/**
 * Phrases of asking (pure), read by `match.ts` after those of `phrases.ts`: ways people ask a
 * price, the list of services or a way of paying that no single word of theirs says ("ile to
 * wychodzi?", "co można u was zrobić?", "zapłacić telefonem"), and the words of an
 * utterance that only set the scene (a number of years, "mniej więcej"). Owner-independent: any
 * business is asked these the same way.
 */
import { polishLemmas } from '../lemmas/polish.js';
import { conceptOf } from './lexicon.js';
import type { Key } from './phrases.js';

const strong = (out: Map<string, Key>, key: string) => out.set(key, { key, weak: false });

/** Lemmas of the verbs that, with "ile", ask a price: "ile wychodzi", "ile się płaci", "ile bierzecie". */
const PRICE_VERBS = new Set([
  'placic',
  'zaplacic',
  'doplacic',
  'wychodzic',
  'wyjsc',
  'wynosic',
  'wyniesc',
  'brac',
  'liczyc',
  'policzyc',
  'kosztowac',
  'skasowac',
  'kasowac',
]);

/** How often one comes ("ile razy", "how many times"): "ile razy się chodzi" asks no price. */
const RE_HOW_OFTEN = /^(?:razy|wizyt|wizyty|dni|tygodni|miesiecy|lat|czasu|godzin)$/;
/** The concepts of treatments ("sam przegląd": the check-up only). */
const TREATMENT_KEYS = new Set([
  'checkup',
  'hygiene',
  'whitening',
  'extraction',
  'rootcanal',
  'filling',
  'implant',
]);

/** "Jakie zabiegi…", "which procedures…", "what kind of services…": the list of services. */
const RE_SERVICE_LIST =
  / (?:jakie|jakich|jakimi|what|which|what kind of|what sort of) (?:\w+ )?(?:zabiegi|zabiegow|uslugi|uslug|procedury|procedur|treatments|procedures|services) /;
/** "Co (właściwie / w ogóle) można u was zrobić?", "z czym mogę do was przyjść?": the services. */
const RE_WHAT_CAN_BE_DONE =
  / (?:co (?:\w+ )?(?:\w+ )?(?:mozna|da sie|moge) (?:u was |tam |u panstwa )?(?:zrobic|zalatwic|wykonac)|z czym (?:moge|mozna) (?:do was |do panstwa )?(?:przyjsc|przychodzic|sie zglosic)) /;
/**
 * Paying with a phone, a watch or a code of the bank's app: a cashless (card) payment. A wallet
 * the business never names ("Apple Pay", "Google Pay") is not: that is for the business to say.
 */
const RE_MOBILE_PAY = /^(?:telefon\w*|komork\w*|smartfon\w*|zegark\w*|aplikacj\w*|phone|watch|app|kod\w*)$/;
/** Oneself ("samemu", "sama", "myself"): who pays, said beside the public fund. */
const RE_SELF =
  /^(?:sam|sama|samo|sami|samemu|samej|samodzielnie|myself|ourselves|yourself|yourselves|themselves)$/;
/** A word of the concept `key` within `d` words of position `i`. */
const findNear = (words: string[], i: number, d: number, key: string) =>
  words.slice(Math.max(0, i - d), i + d + 1).some((x) => conceptOf(x)?.key === key);
/** Asked by the clock: until, from or at what time. */
const RE_UNTIL_WHEN =
  / (?:do|od|o) (?:ktorej|jakiej godziny)|w jakich godzinach|(?:until|till|from) what time|what time (?:do|does|are|will)|how late /;
const RE_WORKING_WORD = /^(?:pracuj\w*|przyjmuj\w*|working|work|works|open)$/;
/** A number of years that says the person is a child ("czterolatek", "kilkulatków"). */
const RE_CHILD_YEARS =
  /^(?:jedno|dwu|trzy|cztero|piecio|szescio|siedmio|osmio|dziewiecio|dziesiecio|jedenasto|dwunasto|kilku|kilkunasto|nasto)lat(?:ek|ka|ki|kow|kiem|kowi|kom|kami|kach|ku|ce)$/;
/** "Czteroletni", "dwuletnia": an age (a number of years said as an adjective). */
const RE_YEARS_OLD = /^\w+(?:letni|letnia|letnie|letniego|letniej|letnim|letnia|letnich)$/;

/** "Jak długo przed…", "how long before…", "ile dni wcześniej": how early (not how long it lasts). */
const RE_HOW_EARLY =
  / (?:jak dlugo|how long|ile czasu|how much time|ile (?:godzin|dni|tygodni)|how many (?:hours|days|weeks)) (?:\w+ )?(?:przed|wczesniej|before|beforehand|in advance|ahead|notice) /;
/** Lemmas of finding one's way, which with "gdzie" ask where the business is ("gdzie was znajdę?"). */
const FIND_VERBS = new Set(['znalezc', 'znajdowac', 'szukac', 'trafic', 'odnalezc']);
/** "A three year old", "two-year-olds": a child's years in English. */
const RE_EN_YEARS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})$/;

/** Sets the keys of the asking phrases in `words` (folded) on `out`; adds the words used up to `consumed`. */
export function askingPhraseKeys(words: string[], out: Map<string, Key>, consumed: Set<number>): void {
  const joined = ` ${words.join(' ')} `;
  const pay = words.some((w) => conceptOf(w)?.key === 'pay');
  if (RE_SERVICE_LIST.test(joined) || RE_WHAT_CAN_BE_DONE.test(joined))
    out.set('services', { key: 'services', weak: true });
  const ile = words.includes('ile');
  if (RE_HOW_EARLY.test(joined)) {
    out.delete('duration');
    out.set('before', { key: 'before', weak: true });
    for (const [i, w] of words.entries())
      if (/^(?:dlugo|long|czasu|time|godzin|dni|tygodni|hours|days|weeks)$/.test(w)) consumed.add(i);
  }
  // "Do której (dziś) pracujecie?", "until what time are you working?": working asked by the
  // clock is the hours, not the team ("kto u was pracuje?" stays the team).
  if (RE_UNTIL_WHEN.test(joined))
    for (const [i, w] of words.entries())
      if (RE_WORKING_WORD.test(w)) {
        strong(out, 'hours');
        consumed.add(i);
      }
  // "Gdzie was znajdę?", "pod jakim adresem was znajdę?": finding the business is its address.
  const where =
    words.includes('gdzie') ||
    words.includes('where') ||
    words.includes('whereabouts') ||
    words.some((w) => conceptOf(w)?.key === 'address');
  const fund = words.some((w) => conceptOf(w)?.key === 'nfz');
  for (const [i, w] of words.entries()) {
    const next = words[i + 1] ?? '';
    const prev = words[i - 1] ?? '';
    // "Ile to wychodzi?", "ile się płaci za…", "ile zapłacę": a question of price.
    if (ile && polishLemmas(w).some((l) => PRICE_VERBS.has(l))) {
      strong(out, 'price');
      consumed.add(i);
    }
    // "Ile u was chodzi kanałówka?", "ile to chodzi?": colloquially, what it costs (not how often
    // one comes: "ile razy się chodzi").
    if (ile && /^chodz[ia]$/.test(w) && next !== 'sie' && !words.some((x) => RE_HOW_OFTEN.test(x))) {
      strong(out, 'price');
      consumed.add(i);
    }
    // "Ile razy trzeba chodzić…", "ile wizyt", "how many visits": a number of visits asked, a
    // subject of its own (not the price of the treatment they are for).
    if (
      (w === 'ile' && /^(?:razy|wizyt|spotkan|sesji|zabiegow)$/.test(next)) ||
      (w === 'many' && prev === 'how' && /^(?:times|visits|appointments|sessions)$/.test(next))
    ) {
      strong(out, 'visitcount');
      consumed.add(i + 1);
    }
    // "Sam przegląd", "samo wybielanie", "just the check-up": that treatment only (not alone);
    // "bez niczego (więcej)", "nic więcej", "nothing else": no subject of its own.
    if (/^(?:sam|sama|samo|samego|samej)$/.test(w) && TREATMENT_KEYS.has(conceptOf(next)?.key ?? ''))
      consumed.add(i);
    if (
      (w === 'bez' && /^(?:niczego|nic)$/.test(next)) ||
      (w === 'nic' && /^(?:wiecej|innego|dodatkowego)$/.test(next)) ||
      (w === 'nothing' && /^(?:else|extra|more)$/.test(next))
    ) {
      consumed.add(i).add(i + 1);
      if (/^(?:wiecej|innego|dodatkowego|extra|else)$/.test(words[i + 2] ?? '')) consumed.add(i + 2);
    }
    // "Zapłacić telefonem", "kodem z aplikacji banku", "pay with my phone": a cashless payment.
    if (pay && RE_MOBILE_PAY.test(w)) {
      strong(out, 'card');
      consumed.add(i);
      for (let j = i + 1; j <= i + 3; j++) if (/^(?:bank\w*|blik\w*)$/.test(words[j] ?? '')) consumed.add(j);
    }
    // "Jeśli chodzi o odwoływanie", "co do", "when it comes to": only what the question is about.
    if (
      (/^chodz/.test(w) && /^(?:jesli|jezeli|jak|gdy|o|co)$/.test(prev) && next === 'o') ||
      (w === 'comes' && prev === 'it' && next === 'to')
    )
      consumed.add(i);
    // "Z własnej kieszeni", "out of (my own) pocket": paid privately.
    if (
      (w === 'kieszeni' && /^(?:wlasnej|swojej)$/.test(prev)) ||
      (w === 'pocket' && /^(?:of|own)$/.test(prev))
    ) {
      strong(out, 'private');
      for (let j = i - 3; j <= i; j++)
        if (/^(?:z|ze|wlasnej|swojej|out|of|my|own|pocket|kieszeni)$/.test(words[j] ?? '')) consumed.add(j);
    }
    // "Na NFZ, czy płacić samemu?", "the health fund, or do I pay myself?": paying oneself, beside
    // the public fund, is paying privately (elsewhere "sam" / "alone" keeps its own meaning).
    if (RE_SELF.test(w) && fund && findNear(words, i, 5, 'pay')) {
      strong(out, 'private');
      consumed.add(i);
    }
    // "Skierowanie z NFZ", "an NHS referral": the referral is the public fund's (no subject of its own).
    if (/^(?:skierowa\w*|referr\w*)$/.test(w) && findNear(words, i, 3, 'nfz')) consumed.add(i);
    // "Kasa chorych": the public health fund.
    if (/^kas[aeiy]$/.test(w) && /^chor/.test(next)) {
      strong(out, 'nfz');
      consumed.add(i).add(i + 1);
    }
    // "Bez żadnej opłaty", "bez dodatkowych kosztów", "without having to pay", "żeby nic nie
    // płacić": free of charge.
    const after = words.slice(i + 1, i + 4);
    if (
      (w === 'bez' && /^(?:zadn|dodatkow)/.test(next) && /^(?:oplat|koszt|platn)/.test(words[i + 2] ?? '')) ||
      (w === 'without' && after.some((x) => /^(?:pay|paying|charg)/.test(x))) ||
      (w === 'nic' && next === 'nie' && /^(?:plac|zaplac|doplac)/.test(words[i + 2] ?? ''))
    ) {
      out.set('free', { key: 'free', weak: true });
      for (let j = i; j <= i + 3 && j < words.length; j++)
        if (
          j === i ||
          /^(?:zadn|dodatkow|oplat|koszt|platn|nie|having|to|pay|paying|charg|plac|zaplac|doplac)/.test(
            words[j] ?? '',
          )
        )
          consumed.add(j);
    }
    // "Ubezpieczenie zdrowotne", "health insurance": the public fund (health is its word).
    if (/^(?:zdrowotn|health)/.test(w) && [words[i - 1] ?? '', next].some((x) => conceptOf(x)?.key === 'nfz'))
      consumed.add(i);
    // "Gdzie was znajdę?": the address.
    if (where && polishLemmas(w).some((l) => FIND_VERBS.has(l))) {
      strong(out, 'address');
      consumed.add(i);
    }
    // "Little ones", "a three year old", "two-year-olds": children.
    if (w === 'little' && /^(?:ones?|kids?|children)$/.test(next)) {
      strong(out, 'child');
      consumed.add(i).add(i + 1);
    }
    if (RE_EN_YEARS.test(w) && /^years?$/.test(next) && /^olds?$/.test(words[i + 2] ?? '')) {
      strong(out, 'child');
      consumed
        .add(i)
        .add(i + 1)
        .add(i + 2);
    }
    // A possessive names whose the thing is, not what is asked: "a children's play area" is a
    // play area (the child weak, so the children's entry does not answer it).
    if (next === 's' && i + 2 < words.length) {
      const c = conceptOf(w);
      if (c) {
        out.set(c.key, { key: c.key, weak: true });
        consumed.add(i);
      }
    }
    // "Waiting room", "treatment room": the room is its kind's.
    if (/^rooms?$/.test(w) && ['waiting', 'visit'].includes(conceptOf(words[i - 1] ?? '')?.key ?? ''))
      consumed.add(i);
    // "Żeby nie bolało", "so it doesn't hurt": why an anaesthetic is asked about, not pain itself.
    if (
      /^(?:zeby|aby|so)$/.test(w) &&
      words.slice(i + 1, i + 5).some((x) => /^(?:bol|hurt)/.test(x)) &&
      words.slice(i + 1, i + 4).some((x) => /^(?:nie|nic|doesn|does|won|not|don)$/.test(x))
    )
      for (let j = i; j < Math.min(words.length, i + 5); j++)
        if (j === i || /^(?:bol\w*|hurt\w*|nie|nic|doesn|does|won|not|don|t|it|mnie)$/.test(words[j] ?? ''))
          consumed.add(j);
    // "Covered by insurance / the NFZ": paid for by it ("is the parking covered?" is a roof).
    if (/^cover(?:ed|s)?$/.test(w) && next === 'by') consumed.add(i).add(i + 1);
    // "Car park": parking.
    if (w === 'car' && /^park/.test(next)) consumed.add(i);
    // "Cash money", "card money": said as a speaker of another language may, the cash (the card).
    if (/^money$/.test(w) && /^(?:cash|card|cards)$/.test(prev)) consumed.add(i);
    // "Zaparkować to gdzieś idzie?", "da się": colloquially, "idzie" after a verb is "można".
    if (
      /^(?:idzie|pojdzie)$/.test(w) &&
      words.slice(0, i).some((x) => /(?:ac|ec|c)$/.test(x) && x.length > 4)
    )
      consumed.add(i);
    if (RE_CHILD_YEARS.test(w)) {
      strong(out, 'child');
      consumed.add(i);
    } else if (RE_YEARS_OLD.test(w)) {
      out.set('age', { key: 'age', weak: true });
      consumed.add(i);
    }
  }
}
