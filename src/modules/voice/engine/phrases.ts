/**
 * Phrases of matching (pure): words that together say something their words alone would not
 * ("where are you?" asks the address, "leave the car" is parking, "bez opłat" is free, not a
 * payment). `phraseKeys` sets the phrase's keys and returns the positions of the words it used up
 * (they give no key of their own); `match.ts` reads the remaining words one by one.
 */
import { conceptOf } from './lexicon.js';

export interface Key {
  key: string;
  weak: boolean;
}

const strong = (out: Map<string, Key>, key: string) => out.set(key, { key, weak: false });
const conceptAt = (words: string[], i: number) => conceptOf(words[i] ?? '')?.key;
/** The first position in `from..to` (inclusive, clipped) whose word is of one of the concepts, or -1. */
function findConcept(words: string[], from: number, to: number, keys: string[]): number {
  for (let j = Math.max(0, from); j <= Math.min(words.length - 1, to); j++)
    if (keys.includes(conceptAt(words, j) ?? '')) return j;
  return -1;
}

/** Questions of place, of the way there, of the team, of the services and of length. */
const RE_PRICE =
  / (how much(?! time| notice| warning| in advance| ahead)|ile kosztuj|ile plac|ile trzeba zaplac|ile za) /;
const RE_DURATION = / (how long|how much time|ile czasu|jak dlugo|czas trwania) /;
const RE_WHERE =
  / (gdzie (dokladnie )?(jest|sa|sie (?:znajduj|miesc|znajd|mieszcz)\w*|jestescie|znajduje|znajduja|miesci|znajde|znajdziemy|znajdziecie|macie|przyjmujecie|was szukac)|where(?:abouts)? (exactly )?(is|are|can i find|do i find|you are|you re|you guys are|the clinic is|your clinic is|it is)) /;
const RE_WAY =
  / (jak (sie )?(do was |tam |do kliniki |do gabinetu )?(trafic|dotrzec|dojsc|dostac sie|dostac|znalezc)|how (do|can|would) i (get|find) (to )?(you|there|the clinic|your clinic|the practice)|how to (get|find) (to )?(you|there)) /;
const RE_SERVICES =
  / (co (wy |u was |tam )?(w ogole )?(robicie|oferujecie)|jakie (zabiegi|uslugi) (wykonujecie|robicie|oferujecie|macie)|what (do|can) you (do|offer)|what (treatments|procedures) do you (do|have|offer)) /;
const RE_TEAM =
  / (kto (u was |tam |w klinice )?(przyjmuj|lecz|pracuj|jest lekarz)\w*|who (works|treats|sees patients|will (see|treat) me|are (the|your) (doctors|dentists|people|staff|team))|(people|osoby|ludzie) (working|who work|pracujac\w*)|(kto|who) (is |jest |to )?(the |your |tym |ten )?(lekarz\w*|dentyst\w*|doktor\w*|doctor|dentist|hygienist|higienistk\w*|surgeon|chirurg\w*)|(jacy|jakich|ktorzy|ktory|ktora|which|what) (\w+ )?(lekarz|lekarze|lekarzy|dentysci|dentystow|dentysta|dentystka|doktor|doktorzy|doctors?|dentists?)|(lekarz\w*|dentys\w*|doktor\w*|higienistk\w*|doctors|dentists|hygienists) (ktorzy|ktore|ktory|ktora|who|that) (\w+ ){0,3}(przyjmuj|pracuj|lecz|work|see|treat)\w*|(nazywa\w*|nazwisk\w*|names?) (\w+ ){0,2}(lekarz\w*|dentys\w*|doktor\w*|higienistk\w*|doctors?|dentists?|hygienists?)|(lekarz\w*|dentys\w*|doktor\w*|higienistk\w*|doctors?|dentists?|hygienists?) (s )?(called|names?|nazywa\w*|nazwisk\w*)) /;
/**
 * A person or an animal the caller comes with ("z dzieckiem", "with my husband", "bring my son
 * along"): a companion, not the person's own subject (a child brought along is not a question
 * about treating children).
 */
const RE_WITH = /^(?:z|ze|with|bring|bringing|przyprowadz\w*)$/;
const RE_PERSON =
  /^(?:dzieck\w*|dziecmi|synem|synkiem|corka|coreczka|mezem|zona|mama|mamusia|tata|tatem|kolezank\w*|kolega|przyjaciel\w*|partnerem|partnerka|psem|kotem|child|children|kids?|son|daughter|husband|wife|partner|friend|mum|mom|dad|dog|baby|babcia|dziadkiem)$/;
/** The persons of {@link RE_PERSON} that are children. */
const RE_CHILD_PERSON =
  /^(?:dzieck\w*|dziecmi|synem|synkiem|corka|coreczka|child|children|kids?|son|daughter|baby)$/;
/** Treatments other than a check-up: a routine one of them is that treatment ("rutynowe czyszczenie zębów"). */
const TREATMENTS = ['hygiene', 'whitening', 'extraction', 'rootcanal', 'filling', 'implant'];
/** A verb of examining or treating ("obejrzycie", "zbadacie", "przyjmiecie", "see", "check"). */
const RE_EXAMINE =
  /^(?:obejrz\w*|zbada\w*|przebada\w*|przejrz\w*|przyjmiecie|przyjmie|przyjac|wylecz\w*|leczycie|zajrz\w*|spojrz\w*|popatrz\w*|see|examine|check|look|treat)$/;
/**
 * Teeth said right before a verb of examining ("zęby przejrzeć", "zęby mi obejrzeć"). Folded,
 * "zęby" is "żeby" ("żeby przejrzeć dokumenty"): it counts only when `zeby` (the text said "zęby").
 */
function teethBefore(words: string[], i: number, zeby: boolean): boolean {
  const j = /^(?:mi|sobie|by|se)$/.test(words[i - 1] ?? '') ? i - 2 : i - 1;
  return conceptAt(words, j) === 'tooth' && (words[j] !== 'zeby' || zeby);
}
/** Yellow, yellowed, discoloured (said of teeth). */
const RE_YELLOW = /^(?:yellow\w*|discolou?r\w*|zolt\w*|zazolc\w*|pozolk\w*|zolkn\w*)$/;
/** Teeth, more than one (one yellow tooth is no whitening). */
const RE_TEETH = /^(?:teeth|zeby|zebow|zebach|zebami|uzebieni\w*)$/;
/** A pronoun standing for the teeth ("them", "je", "ich"). */
const RE_THEM = /^(?:them|je|ich)$/;
/** A verb of getting about ("jeździ", "porusza", "uses", "gets"), read before a word of access. */
const RE_GETS_ABOUT =
  /^(?:jezdz\w*|jezdzi\w*|porusza\w*|przemieszcza\w*|chodzi\w*|siedzi\w*|uses?|using|gets?|getting)$/;
/** "Can't", "nie dam rady", "nie będę mógł": the caller cannot (read before a verb of coming). */
const RE_CANT =
  /^(?:can t|couldn t|won t|nie moge|nie moze|nie mozemy|nie moga|dam rady|bede mogl|bede mogla|nie zdaze|\S* cannot)$/;
/** A pronoun of the third person ("ją", "go", "him", "her"). */
const RE_HIM_HER = /^(?:ja|jej|go|jego|niego|nia|ich|je|him|her|them|his)$/;
/**
 * The position of a verb of examining with a third person beside it ("czy ją też obejrzycie?",
 * "check her as well"), or -1.
 */
function examinedAt(words: string[]): number {
  return words.findIndex(
    (w, i) => RE_EXAMINE.test(w) && [-2, -1, 1, 2].some((d) => RE_HIM_HER.test(words[i + d] ?? '')),
  );
}
/** A number and years ("cztery lata", "5 lat", "dwa latka") or "he/she is five", "years old". */
function ageSaid(words: string[]): boolean {
  return words.some(
    (w, i) =>
      (/^(?:lat|lata|latka|latek|years?)$/.test(w) && RE_COUNT.test(words[i - 1] ?? '')) ||
      (/^(?:he|she|s)$/.test(w) &&
        /^(?:is|s)?$/.test(words[i + 1] ?? '') &&
        RE_AGE_NUMBER.test(words[i + (words[i + 1] === 'is' ? 2 : 1)] ?? '')),
  );
}
const RE_AGE_NUMBER = /^(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/;
/** The visit is the caller's own ("na moją wizytę", "to my own appointment"). */
const RE_OWN_VISIT =
  / (?:(?:moja|moje|swoja|swoje|mojej|swojej) (?:wizyt\w*|zabieg\w*|leczeni\w*)|my (?:own )?(?:appointment|visit|treatment)|nie mam (?:go |jej |ich )?z kim|(?:leave|look after) (?:him|her|them)) /;
const RE_DETERMINER = /^(?:my|our|a|the|moim|moja|swoim|swoja|swoim|mojego|mlodszym|starszym)$/;

/** The words before a word of pain that make it pain taken away ("żeby nie", "bez", "so it doesn't"). */
const RE_AGAINST_PAIN =
  / (?:(?:zeby|aby|by|zebym|zeby mnie|zeby to|coby) nie|bez|(?:so|so that|that) (?:it|i|this) (?:doesn t|does not|won t|will not|don t|do not|wouldn t)(?: feel)?|without(?: any)?|no) $/;

/** Paying in parts said without a word of instalments ("po kawałku", "bit by bit", "in chunks"). */
const RE_BIT_BY_BIT =
  / (?:bit by bit|a bit at a time|little by little|in (?:small )?(?:chunks|bits|parts|pieces)|over (?:a few|several|some) months|po troch\w*|po troszk\w*|po kawalk\w*|kawalkami|czesciowo|stopniowo|po czesci|w kawalkach) /;

/** A number of something, in digits or words (folded), as it stands before "godzin"/"hours". */
const RE_COUNT =
  /^(?:\d+|jedn\w*|dwie|dwa|dwoch|dwu|trzy|trzech|cztery|czterech|piec|pieciu|szesc|szesciu|osiem|osmiu|dwanascie|dwunastu|kilka|kilku|pare|paru|kilkanascie|kilkunastu|kilkadziesiat|czterdziestu|dwudziestu|a|an|one|two|three|four|five|six|eight|twelve|few|several|couple|24|48|72)$/;

/**
 * Sets the keys of the phrases in `words` (folded) on `out`; the positions of the words used up.
 * `zeby`: the text as said holds "zęby" (teeth), not only "żeby" (so that).
 */
export function phraseKeys(words: string[], out: Map<string, Key>, zeby = false): Set<number> {
  const joined = ` ${words.join(' ')} `;
  const consumed = new Set<number>();
  if (RE_PRICE.test(joined)) strong(out, 'price');
  if (RE_DURATION.test(joined)) strong(out, 'duration');
  // "Gdzie jest gabinet?", "where are you?": a question of place asks for the address, although
  // "gdzie"/"where" is a stop word.
  if (RE_WHERE.test(joined)) strong(out, 'address');
  // "Jak do was trafić?", "how do I get to you?": the way there (the address; by transport: the stop).
  if (RE_WAY.test(joined)) {
    if (!words.some((w) => conceptOf(w)?.key === 'transport')) strong(out, 'address');
    // "…z centrum", "…from the station": where the caller starts from is not what is asked.
    for (const [i, w] of words.entries()) {
      const origin = /^(?:the|my)$/.test(words[i + 1] ?? '') ? i + 2 : i + 1;
      if (/^(?:z|ze|od|from)$/.test(w) && conceptAt(words, origin) !== 'transport') consumed.add(origin);
    }
  }
  // "Co robicie?", "what do you offer?": the services, although "co"/"what" is a stop word.
  if (RE_SERVICES.test(joined)) out.set('services', { key: 'services', weak: true });
  // "Kto u was przyjmuje?", "jacy lekarze…", "who works there?": the team.
  if (RE_TEAM.test(joined)) strong(out, 'staff');
  for (const [i, w] of words.entries()) {
    const next = words[i + 1] ?? '';
    const prev = words[i - 1] ?? '';
    const c = conceptOf(w)?.key;
    // "On her own": alone.
    if (w === 'own' && prev && /^(?:my|his|her|their|our|your)$/.test(prev) && words[i - 2] === 'on') {
      strong(out, 'alone');
      consumed.add(i);
    }
    // "Do 24 godzin przed wizytą", "dwie godziny", "48 hours": a length of time, not the opening
    // hours ("do której jesteście otwarci?" is not answered by a 24-hour cancellation rule).
    // "Ile godzin przed…", "how many hours before…" ask for such a length.
    if (c === 'hours' && /^(?:godzin|hour)/.test(w) && (RE_COUNT.test(prev) || /^(?:ile|many)$/.test(prev))) {
      strong(out, 'hourspan');
      consumed.add(i);
    }
    // "Jeździ na wózku", "porusza się o kulach", "gets around in a wheelchair": how the person gets
    // about is the access word's (the verb names no subject of its own).
    if (RE_GETS_ABOUT.test(w) && findConcept(words, i + 1, i + 3, ['access']) >= 0) consumed.add(i);
    // "Can't make it", "nie dam rady przyjść": not coming to a visit is its cancellation.
    if (RE_CANT.test(`${prev} ${w}`) && /^(?:make|przyjsc|dotrzec|dojechac|przyjechac|come)$/.test(next)) {
      strong(out, 'cancel');
      consumed.add(i).add(i + 1);
    }
    // "Step-free", "barrier-free": access, not money.
    if (w === 'free' && conceptAt(words, i - 1) === 'access') consumed.add(i);
    // "Tak normalnie", "tak zwyczajnie" ("który lekarz, tak normalnie, leczy…"): a filler ("mogę
    // normalnie pić kawę?" asks of the normal, and keeps the word).
    if (w === 'tak' && /^(?:normalnie|zwyczajnie)$/.test(next)) consumed.add(i + 1);
    // "Mniej więcej" is about (not less).
    if (w === 'mniej' && next === 'wiecej') consumed.add(i).add(i + 1);
    // "Bez opłat" / "free of charge" is free (not a payment).
    if (
      ((w === 'bez' || w === 'without' || w === 'no') &&
        /^(?:oplat|platn|paying|pay|charg|fee|koszt|cost)/.test(next)) ||
      (w === 'za' && next === 'darmo') ||
      (w === 'no' && /^cost/.test(next) && prev === 'at') ||
      (w === 'free' && next === 'of' && /^charg/.test(words[i + 2] ?? ''))
    ) {
      out.set('free', { key: 'free', weak: true });
      for (let j = i; j <= i + (w === 'free' ? 2 : 1); j++) consumed.add(j);
    }
    // "Gdzie zostawić samochód?", "gdzie stanąć autem", "leave the vehicle": parking. A verb that
    // takes no object ("stanąć", "zatrzymać się") is parking with a car said anywhere in the same
    // breath ("jadę do was samochodem na wizytę, gdzie mogę stanąć?"); one that does ("zostawić",
    // "leave") only with the car beside it ("…zostawić kurtkę?" is not).
    // The car said before and named again by a pronoun ("I'll come by car. Where can I leave it?",
    // "przyjadę autem, gdzie mogę je zostawić?"): the same.
    const standing = /^(?:stanac|stane|staniemy|stanie|zatrzymac|zatrzymam|zaparkowac)/.test(w);
    const leaving = /^(?:zostaw|leave|put|postaw)/.test(w);
    const pronoun = leaving && [prev, next].some((x) => /^(?:it|je|go)$/.test(x));
    const parkedCar = findConcept(words, i - (standing || pronoun ? 10 : 3), i + 3, ['car']);
    if ((standing || leaving) && parkedCar >= 0) {
      strong(out, 'parking');
      consumed.add(i).add(parkedCar);
    }
    // "Miejsce dla auta", "a space for my car": parking.
    const car = findConcept(words, i + 1, i + 3, ['car']);
    if (c === 'place' && car >= 0) {
      strong(out, 'parking');
      consumed.add(i).add(car);
    }
    // "Payment plan(s)": instalments; "spread the cost" / "koszt … rozbić": the cost is the
    // instalments' own word, not a question of price.
    if (/^(?:payment|platnosc)/.test(w) && /^plan/.test(next)) {
      strong(out, 'instalment');
      consumed.add(i).add(i + 1);
    }
    // "Rozłożyć na części", "split into parts": the parts are the instalments'; so is the cost
    // said before ("czy koszt leczenia da się spłacić…").
    // "Rozłożenia płatności za leczenie na kilka części": the parts may come a few words later.
    if (c === 'instalment')
      for (let j = i - 5; j <= i + 6; j++) {
        const d = conceptAt(words, j);
        if (
          (j <= i + 3 && (d === 'price' || d === 'pay')) ||
          (j > i && /^(?:czesc|raty?$|parts?$|instal)/.test(words[j] ?? ''))
        )
          consumed.add(j);
      }
    // "Przy okazji", "by the way": no subject.
    if (w === 'przy' && next === 'okazji') consumed.add(i + 1);
    // "Przyjadę autem z Pruszkowa", "driving over from Radom": where the caller sets out from is
    // not what is asked (the way from there is: "ile trwa dojazd z lotniska?" keeps the airport).
    if (
      /^(?:z|ze|from)$/.test(w) &&
      findConcept(words, i - 3, i - 1, ['come', 'car']) >= 0 &&
      conceptAt(words, i + 1) === undefined &&
      !RE_PERSON.test(next)
    )
      consumed.add(i + 1);
    // "Płacić co miesiąc", "monthly payments": instalments.
    const paid = findConcept(words, i - 4, i + 4, ['pay']);
    if (c === 'monthly' && paid >= 0) {
      strong(out, 'instalment');
      consumed.add(i).add(paid);
    }
    // "Public transport", "komunikacja miejska/publiczna": transport, not the public fund.
    if (
      /^(?:public|publiczn|miejsk)/.test(w) &&
      [prev, next].some((x) => /^(?:transport|komunikacj)/.test(x))
    )
      consumed.add(i);
    // "Have a tooth out": an extraction. "Usunąć kamień", "remove the stains": the removal is
    // the cleaning's or the whitening's, not an extraction.
    if (/^(?:tooth|teeth)$/.test(w) && next === 'out') strong(out, 'extraction');
    // "A tooth removed", "tooth removal", "remove a tooth" (not "remove the stains"): an extraction.
    if (
      /^remov/.test(w) &&
      (/^(?:tooth|teeth)$/.test(prev) ||
        /^(?:tooth|teeth)$/.test(words[i + (RE_DETERMINER.test(next) ? 2 : 1)] ?? ''))
    ) {
      strong(out, 'extraction');
      consumed.add(i);
    }
    // "Has to come out", "taken out" said of a tooth: an extraction.
    if (
      w === 'out' &&
      /^(?:come|taken|take|pulled|get)$/.test(prev) &&
      findConcept(words, i - 7, i - 1, ['tooth']) >= 0
    )
      strong(out, 'extraction');
    // "Żeby nie bolało", "bez bólu", "so it doesn't hurt": something against the pain, the
    // anaesthesia (a bare "czy będzie bolało?" stays a question of pain).
    if (c === 'pain' && RE_AGAINST_PAIN.test(` ${words.slice(Math.max(0, i - 4), i).join(' ')} `)) {
      strong(out, 'anaesthesia');
      consumed.add(i);
    }
    // "The Polish national health fund", "polskiego NFZ-u": the fund's own word, not the language.
    if (/^(?:polish|polsk\w*)$/.test(w) && findConcept(words, i + 1, i + 3, ['nfz']) >= 0) consumed.add(i);
    // "Scale and polish": the polish is the cleaning's (not the language).
    if (w === 'polish' && prev === 'and' && /^scal/.test(words[i - 2] ?? '')) consumed.add(i);
    // "Pay off", "bit by bit", "po trochu", "spłacać po kawałku": paying in parts (the words of
    // the parts are the instalments', no subject of their own).
    const after = ` ${words.slice(i + 1, i + 10).join(' ')} `;
    const bits = RE_BIT_BY_BIT.exec(after);
    if ((c === 'pay' || c === 'instalment') && (next === 'off' || bits)) {
      strong(out, 'instalment');
      if (bits) {
        const from =
          i +
          1 +
          after
            .slice(0, bits.index + 1)
            .trim()
            .split(' ')
            .filter(Boolean).length;
        for (let j = from; j < from + bits[0].trim().split(' ').length; j++) consumed.add(j);
      }
    }
    if (c === 'extraction' && findConcept(words, i + 1, i + 2, ['hygiene', 'whitening']) >= 0)
      consumed.add(i);
    // "Sprawdzić stan zębów", "żeby ktoś zajrzał w zęby", "look at my teeth": a check-up; so is
    // a routine or yearly look at them ("rutynowo, raz w roku… zęby", "my annual dental visit").
    // The teeth may come first ("zęby przejrzeć", "zęby mi obejrzeć").
    if (
      (/^(?:sprawdz|obejrz|zerkn|zajrz|spojrz|przejrz|popatrz|look|check|examin)/.test(w) &&
        (findConcept(words, i + 1, i + 3, ['tooth']) >= 0 || teethBefore(words, i, zeby))) ||
      (/^(?:rutynow|routine|annual|yearly|coroczn|doroczn)/.test(w) &&
        findConcept(words, i - 8, i + 8, ['tooth']) >= 0 &&
        findConcept(words, i - 8, i + 8, TREATMENTS) < 0)
    )
      strong(out, 'checkup');
    // "Remove my wisdom tooth", "take a tooth out": an extraction.
    if (
      /^(?:remov\w*|take|taken|taking)$/.test(w) &&
      findConcept(words, i + 1, i + 3, ['tooth']) >= 0 &&
      // Taking is an extraction only with "out": "the tartar taken off my teeth" is a cleaning.
      (/^remov/.test(w) || words.slice(i + 1, i + 5).includes('out'))
    )
      strong(out, 'extraction');
    // "Bielsze zęby", "zęby na biało", "whiter teeth": whitening (a white filling is not); a
    // comparative reaches further ("my teeth a few shades whiter"), and back to the teeth a
    // pronoun stands for ("my teeth are yellow and I'd like them made whiter"). Teeth said to be
    // yellow ("żółte zęby", "my teeth have gone yellow"), no other treatment named: whitening too.
    const whiter =
      (/^(?:biel|bial|white|bright|jasniejs|jasn)/.test(w) &&
        findConcept(words, i - 2, i + 2, ['tooth']) >= 0) ||
      (/^(?:bielsz|whiter|brighter|lighter|jasniejsz)/.test(w) &&
        (findConcept(words, i - 6, i + 6, ['tooth']) >= 0 ||
          (words.slice(Math.max(0, i - 3), i).some((x) => RE_THEM.test(x)) &&
            findConcept(words, i - 15, i - 1, ['tooth']) >= 0)));
    // The colour is the whitening's word (no subject of its own); yellow stays what is said of them.
    if (whiter) consumed.add(i);
    if (
      whiter ||
      (RE_YELLOW.test(w) &&
        words.slice(Math.max(0, i - 4), i + 5).some((x) => RE_TEETH.test(x)) &&
        findConcept(
          words,
          0,
          words.length - 1,
          TREATMENTS.filter((t) => t !== 'whitening'),
        ) < 0)
    )
      strong(out, 'whitening');
    // "house calls": home visits.
    if (/^calls?$/.test(w) && /^(?:house|home)$/.test(prev)) {
      out.set('visit', { key: 'visit', weak: true });
      consumed.add(i);
    }
    // "Mieć przy sobie", "zabrać ze sobą", "have with me": what to bring.
    if (
      ((w === 'przy' || w === 'ze') && /^sob/.test(next)) ||
      (w === 'with' &&
        /^(?:me|us)$/.test(next) &&
        [prev, words[i - 2] ?? ''].some((x) => /^(?:have|take|need)/.test(x)))
    )
      out.set('bring', { key: 'bring', weak: false });
    // "Nie przyjdę", "can't make it": a cancellation.
    if (
      (w === 'nie' && conceptAt(words, i + 1) === 'come') ||
      (/^(?:cant|cannot)$/.test(w) && next === 'make')
    ) {
      strong(out, 'cancel');
      consumed.add(i + 1);
    }
    // "Wypisać się z wizyty", "wypiszę się z terminu": signing off a visit is its cancellation
    // ("wypisać receptę" writes one out).
    if (
      /^wypis/.test(w) &&
      (prev === 'sie' || next === 'sie') &&
      words.slice(i + 1, i + 3).includes('z') &&
      findConcept(words, i + 2, i + 4, ['visit']) >= 0
    ) {
      strong(out, 'cancel');
      consumed.add(i);
    }
    // "ID card", "dowód": a document, not a payment card.
    if (w === 'id' || w === 'ids') {
      strong(out, 'document');
      if (/^card/.test(next)) consumed.add(i + 1);
    }
    // "Z dzieckiem", "with my husband": a companion (see RE_PERSON).
    if (RE_WITH.test(w)) {
      const j = RE_DETERMINER.test(next) ? i + 2 : i + 1;
      if (RE_PERSON.test(words[j] ?? '')) {
        strong(out, 'companion');
        consumed.add(j);
        // "Bring my son": a person brought along, not a thing to bring.
        if (!/^(?:z|ze|with)$/.test(w)) consumed.add(i);
      }
    }
    // "Z córką… czy ją też obejrzycie?", "bring my son, could you see him too?": the companion is
    // a patient too, a question about treating children (a child only brought along stays a companion).
    if (RE_WITH.test(w)) {
      const j = RE_DETERMINER.test(next) ? i + 2 : i + 1;
      // Or the child's age is said ("Z dzieckiem mogę przyjść? Synek ma cztery lata.", "she is
      // five"), unless the visit is the caller's own ("na moją wizytę", "my own appointment").
      const examined = examinedAt(words);
      if (
        RE_CHILD_PERSON.test(words[j] ?? '') &&
        (examined >= 0 || (ageSaid(words) && !RE_OWN_VISIT.test(joined)))
      ) {
        out.delete('companion');
        strong(out, 'child');
        if (examined >= 0) consumed.add(examined);
      }
    }
    // "Narodowy Fundusz Zdrowia", "national health fund": the fund (NFZ), not health in general.
    if (/^(?:zdrow|health)/.test(w) && (/^fund/.test(next) || /^fund/.test(prev))) consumed.add(i);
    // "Karta kredytowa" / "credit card" is a card (not instalments).
    if (/^(?:kredytow|credit|debit)/.test(w) && (/^(?:kart|card)/.test(prev) || /^(?:kart|card)/.test(next)))
      consumed.add(i);
  }
  return consumed;
}
