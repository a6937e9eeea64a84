/**
 * Ways of asking that the intent rules of `understand.ts` read beside their own (pure): a
 * department or a person asked for in a polite form (a transfer), and coming without an
 * appointment or alone (a question, not a booking). Over folded text.
 */

/**
 * Asked for a department or a person by a polite form of its own: "mogę prosić księgowość?",
 * "czy mogłabym prosić kogoś z rejestracji", "czy jest ktoś z księgowości?", "could I have
 * billing, please?", "chciałbym rozmowę z kierownikiem" ("mogę prosić o fakturę?" asks for a thing, not a
 * person; "miałam rozmowę z lekarzem" tells of one).
 */
const DEPT_WORD = String.raw`(?:ksiegow|dzial|recepcj|rejestracj|kierownik|kierowniczk|szef|wlasciciel|lekarz|doktor|chirurg|higienistk|menedzer|administracj|sekretariat|billing|accounts?\b|accounting|reception|front desk|manager|doctor|dentist|hygienist)\w*`;
export const RE_ASK_FOR = new RegExp(
  String.raw`\b(?:(?:moge|mozna|moglbym|moglabym|mozna by|czy moge|chcial\w*|chce) (?:prosic|poprosic) (?:(?:kogos|pana|pania) (?:z |ze |w )?)?(?:z |ze |do )?${DEPT_WORD}|(?:czy )?(?:jest|zastane|zastalabym|zastalbym) (?:ktos|kogos|ktokolwiek) (?:z|ze) ${DEPT_WORD}|(?:can|could|may) i (?:have|get) (?:the )?${DEPT_WORD}(?=\s*(?:$|[,.?!]|please))|(?:chce|chcial\w*|prosze o|poprosze|(?:po)?prosic o) rozmow[ae] z)`,
);
/**
 * Coming without an appointment ("bez zapisów", "z marszu", "without booking", "walk in"): asked
 * about, not booked (a day or time said with it is a booking).
 */
export const RE_WALK_IN =
  /\b(?:bez (?:(?:wczesniejsz\w*|uprzedni\w*) )?(?:zapis\w*|umawiani\w*|umowieni\w*|rejestracj\w*|rezerwacj\w*|wizyt\w*|terminu)|z marszu|z ulicy|without (?:an? |any )?(?:appointment|booking|reservation)|walk[- ]?ins?|just (?:walk|turn|show|drop) (?:in|up))\b/;
/** Coming alone ("on his own", "sama", "bez opiekuna"): asked about, also beside a booking word. */
export const RE_COME_ALONE =
  /\b(?:przyjsc|przyjechac|przychodzic|come|come in|attend)\b.*\b(?:sam|sama|samo|sami|samodzielnie|alone|unaccompanied|on (?:his|her|my|their|your) own|bez (?:opiekuna|rodzica|rodzicow)|without (?:a |an )?(?:parent|guardian|adult))\b/;
/**
 * A talk the caller will have with their own people, not with us ("porozmawiam z mężem",
 * "muszę to przegadać z żoną", "I'll talk to my wife", "let me discuss it with my husband"):
 * no transfer is asked for. Blanked before the transfer words are looked for.
 */
const OWN_PEOPLE = String.raw`(?:(?:moim|moja|swoim|swoja|my|our)\s+)?(?:mezem|zona|partner\w*|narzeczon\w*|rodzin\w*|rodzicami|mama|mamusia|tata|tatem|synem|corka|bratem|siostra|szefem w pracy|husband|wife|partner|fiance\w*|family|parents|mum|mom|dad|son|daughter|brother|sister|other half|spouse)`;
export const RE_TALK_WITH_OWN = new RegExp(
  String.raw`\b(?:(?:po)?rozmawia\w*|pogada\w*|przegada\w*|skonsult\w*|naradz\w*|uzgodni\w*|zapyta\w*|speak|talk|check|discuss (?:it|this|that)|talk (?:it|this|that) over|run (?:it|this|that) by)\s+(?:(?:to|with|z|ze|sie z)\s+)?(?:(?:it|this|that)\s+(?:over\s+)?(?:with\s+)?)?${OWN_PEOPLE}\b`,
  'g',
);
/** Transfer words looked for in the text without a talk with the caller's own people. */
export const withoutOwnTalk = (folded: string) => folded.replace(RE_TALK_WITH_OWN, ' ');
/**
 * A call back asked for outright ("niech ktoś oddzwoni", "proszę o telefon zwrotny", "have
 * someone call me back"): a message, even when a talk with the doctor is what it is for.
 */
export const RE_CALL_ME_BACK =
  /\b(?:niech (?:\w+ ){0,3}(?:do mnie )?(?:oddzwoni|zadzwoni|sie odezwie)\w*|(?:zeby|aby) (?:\w+ ){0,3}(?:do mnie )?(?:oddzwoni|zadzwoni)\w*|(?:prosze|prosic|poprosic|poprosze|prosilbym|prosilabym) o (?:telefon|kontakt|oddzwonienie)\w*|(?<!\bnie )(?:moze|moglby|moglaby|mogliby|moglyby|moglibyscie|mozecie) (?:\w+ ){0,3}(?:do mnie (?:oddzwoni|zadzwoni|przedzwoni)|oddzwoni(?!e\b|my\b))\w*|(?:oddzwon|zadzwon|przedzwon)(?!ie\b|imy\b)\w* do mnie|prosze (?:\w+ ){0,2}(?:do mnie (?:oddzwoni|zadzwoni|przedzwoni)|oddzwoni(?!e\b|my\b))\w*|(?:have|get|ask) (?:someone|somebody|him|her|them|the \w+) (?:to )?(?:call|ring|phone) me(?: back)?|(?:someone|somebody|anyone|anybody|you|he|she|they|the \w+|a \w+) (?:can|could|should|would|will|might) (?:\w+ ){0,2}(?:call|ring|phone) me(?: back)?|(?:please|just) (?:call|ring|phone) me(?: back)?|(?:call|ring|phone) me back|i'?d (?:like|prefer|rather have) a call ?back)\b/;
/**
 * Asked to be put through now ("proszę mnie połączyć teraz", "put me through right away"): a
 * transfer, even with a call back asked for as the other way.
 */
export const RE_PUT_THROUGH_NOW =
  /\b(?:(?:polacz|przelacz)\w* (?:\w+ ){0,4}(?:teraz|od razu|natychmiast|zaraz|w tej chwili)|(?:teraz|od razu|natychmiast|w tej chwili) (?:\w+ ){0,2}(?:polacz|przelacz)\w*|(?:put me through|transfer me|connect me)(?: \w+){0,4} (?:now|right away|immediately|straight away)|(?:now|right away|immediately|straight away),? (?:please )?(?:put me through|transfer me|connect me))\b/;

/** A call back asked for outright, and not a transfer asked for now: the call back wins. */
export const callBackAsked = (folded: string) =>
  RE_CALL_ME_BACK.test(folded) && !RE_PUT_THROUGH_NOW.test(folded);

/** Words of a bare "no"/"nothing" ("Nie.", "Nic, dziękuję.", "Nothing, actually."). */
const NOTHING_CORE = new Set(['nie', 'nic', 'no', 'nope', 'nah', 'nothing']);
const NOTHING_BESIDE = new Set(
  'a o nie nic juz wiecej wlasciwie sumie w jednak specjalnego szczegolnego takiego naprawde dziekuje dzieki przepraszam actually really else more at all after then sorry thanks thank you i think that s it'.split(
    ' ',
  ),
);
/**
 * Only a no or a nothing, with no request or question beside it (folded text): said to "how can
 * I help?" once the call is under way, the caller wants nothing more ("Nie.", "Właściwie nic.",
 * "Nothing, actually", "No, sorry"). "Nie wiem", "nie, jeszcze parking" say something else.
 */
export function wantsNothing(folded: string): boolean {
  if (folded.includes('?')) return false;
  const words = folded.match(/[a-z]+/g) ?? [];
  return (
    words.some((w) => NOTHING_CORE.has(w)) && words.every((w) => NOTHING_CORE.has(w) || NOTHING_BESIDE.has(w))
  );
}
