/**
 * understand(text, ctx): intent, language and slots of one caller utterance.
 * Deterministic rules over folded text; pure (no I/O, no clock: `ctx.now` is the time).
 */
import {
  isEmergency,
  visitAskedFor,
  visitComingThenAsked,
  withoutBookingPutOff,
} from './booking-or-question.js';
import { withoutBookingContext } from './clauses.js';
import {
  closingAfterAcknowledgement,
  givesUp,
  RE_DENY_THANKS,
  RE_GOODBYE,
  RE_THANKS_ONLY,
} from './closing.js';
import { extractDateTime, type Scan, zonedNow } from './datetime.js';
import {
  bareName,
  extractCode,
  extractDepartment,
  extractMessage,
  extractName,
  extractPhone,
  extractService,
  faqTopic,
  normaliseQuestion,
  RE_CALLBACK,
  RE_EMERGENCY,
  RE_FIRST_THING,
  RE_PHONE_IS_CALLER,
  RE_SOONEST,
  RE_URGENT,
} from './entities.js';
import { detectLanguage } from './language.js';
import { capitalizeWords, clean, fold } from './normalize.js';
import { asksFirst, cancelSupposed } from './question-first.js';
import { callBackAsked, RE_ASK_FOR, RE_COME_ALONE, RE_WALK_IN, withoutOwnTalk } from './requests.js';
import type { Intent, NluContext, NluResult, Slots } from './types.js';

const RE_GREETING_PREFIX =
  /^(?:(?:dzien dobry|dobry wieczor|dobry|czesc|witam|witaj|halo|hallo|hej|siema|hello|hi|hey|hiya|good (?:morning|afternoon|evening)|no wiec|wiec|yyy|eee|um+|uh+|erm)(?:\s+(?:panu|pani|panstwu|there|everyone))?(?:[\s,.!?-]+|$))+/;
const RE_CANCEL =
  /\b(?:odwol\w*|anul\w*|rezygn\w*|zrezygn\w*|wycofa\w*|skasow\w*|wykresl\w*|usun\w* (?:wizyt|rezerwacj|termin|zapis)\w*|cancel\w*|call (?:it )?off|drop my (?:appointment|booking))\b|\bnie (?:przyjde|przyjdziemy|dam rady (?:przyjsc|dojechac|przyjechac)|bede (?:mogl|mogla) (?:przyjsc|przyjechac))\b|\b(?:can'?t|cannot|won'?t be able to) (?:make it|come|attend)\b/;
const RE_RESCHEDULE =
  /\b(?:przeloz\w*|przelozy\w*|przesun\w*|przeniesc|przeniesienie|przenies|zmien\w* (?:termin\w*|godzin\w*|date|dzien|wizyt\w*|rezerwacj\w*)|zmian\w* terminu|reschedul\w*|move (?:my|the|our|it)|change (?:my|the) (?:appointment|booking|time|date|visit|reservation)|postpone\w*|push (?:it|my|the|our) \w*|bring (?:it|my appointment) forward)\b/;
const RE_TRANSFER =
  /\b(?:polacz\w*|przelacz\w*|przekieruj\w*|przekierow\w*|(?:z|do) (?:kims|kogos) (?:z|ze|w)|(?:po)?rozmawia\w* z|rozmowa z|mowic z|zyw\w* (?:czlowiek|osob)\w*|prawdziw\w* (?:czlowiek|osob)\w*|konsultant\w*|z kims|(?<!(?:bank|wire|by|via|money) )transfer\w*|connect (?:me|us)|put me through|speak (?:to|with)|talk (?:to|with)|real person|human|operator|representative|(?:an? |the )?agent|someone (?:in|from) (?:the )?(?!an?\b)\w+|somebody (?:in|from) (?:the )?(?!an?\b)\w+|poprosze (?:z|ze) \w+|chce (?:z|ze) (?:kims|lekarzem|doktorem)|(?:poprosze|prosze o|prosic|chce|chcial\w*|szukam) (?:kogos|kogokolwiek) (?:z|ze|w) \w+(?=\s*(?:$|[,.?!]))|z kim (?:moge|mozna|mam|powinienem|powinnam)(?: \w+){0,3} (?:(?:po)?rozmawia|polacz|skontaktowa)\w*|someone (?:in|from|at) (?:the )?(?!an?\b)\w+|(?:z|ze|do) dzial(?:em|u)|(?:po)?prosze (?:z|ze) (?:dzial\w*|kims|doktor\w*|lekarz\w*|ksiegow\w*|recepcj\w*|rejestracj\w*|chirurg\w*))\b/;
const RE_MESSAGE =
  /\b(?:wiadomosc\w*|przekaz\w*|zanotowa\w*|notatk\w*|leave (?:a |an )?(?:note|word)|zostawi\w* (?:informacj|wiadomosc)\w*|nagra\w* wiadomosc|message|pass (?:it |this )?(?:on|along)|let (?!(?:me|us|you)\b)(?:him|her|them|the \w+|\w+) know|tell (?:him|her|them|the \w+) (?:that|to))\b/;
/** Verbs that make a message only when content follows ("powiedzieć szefowi, że dzwoniłem"). */
const RE_MESSAGE_WEAK =
  /\b(?:powiedz\w*|poinformowa\w*|tell (?!(?:me|us|you)\b)\w+|let (?!(?:me|us|you)\b)\w+ know)\b/;
/**
 * A form of "umówić (się)" ("umów", "umówię się"), not of the noun "umowa" ("umowę z NFZ",
 * "w ramach umowy", "w umowie"): a contract is asked about, never booked.
 */
const UMOW = String.raw`umow(?!(?:a|y|e|ie|ami|ach|om)\b)\w*|(?<=\bsie )umowie|umowie (?=sie\b|mnie\b|pana\b|pania\b|wizyt)`;
const RE_BOOK_STRONG = new RegExp(
  String.raw`\b(?:${UMOW}|umawi\w*|zapis\w*|zarezerw\w*|rezerwacj\w*|okienk\w*|oddac (?:auto|samochod|woz|motor|rower)\w*|oddam (?:auto|samochod)\w*|wolny\w*|wolne|wolnego|wolnych|przyjac mnie|przyjmie mnie|przyjsc|przyjechac|podjechac|book\w*|schedule|make an appointment|an appointment|appointment|come in|get in (?:to see|on|for|this|next|today|tomorrow)|pop in|drop in|stop by|see (?:the |a )?(?:doctor|dentist|hygienist|someone|somebody|stylist|mechanic)|get seen|make a booking|available|availability|any (?:slots?|openings?|free times?|times? available)|(?:get|have) (?:my|a|an|the|our) (?:\w+ ){0,2}(?:checked|done|cut|fixed|serviced|looked at|cleaned|repaired|seen to)|fit me in|squeeze me in|fit in)\b`,
);
const RE_BOOK_WEAK =
  /\b(?:wizyt\w*|termin\w*|zabieg\w*|visit|slot|slots|haircut|strzyzeni\w*|przeglad\w*|check-?up)\b/;
const RE_BOOK_ANY = new RegExp(`${RE_BOOK_STRONG.source}|${RE_BOOK_WEAK.source}`);
const RE_CONFIRM_LEAD =
  /^(?:nie ma (?:sprawy|problemu)|na pewno|no problem|tak|tak tak|zgadza sie|zgoda|poprosze|dobrze|dobra|ok|okej|okay|jasne|pewnie|oczywiscie|moze byc|pasuje|swietnie|super|potwierdzam|niech bedzie|dokladnie|w porzadku|spoko|brzmi dobrze|zgadzam sie|jak najbardziej|bardzo prosze|prosze bardzo|yes|yeah|yep|yup|sure|correct|right|that'?s right|that'?s correct|fine|sounds good|perfect|great|please do|absolutely|of course|exactly|that'?s fine|fine by me|alright|all right|lovely|that works|works for me|go ahead|definitely)\b/;
/** The caller refers to an appointment they already have. */
const RE_EXISTING =
  /\b(?:moj\w* (?:wizyt|rezerwacj|termin)\w*|(?:jestem|bylem|bylam|jestesmy) (?:juz |tez )?(?:umowion|zapisan)\w*|mam (?:juz )?(?:umowion|zapisan|zarezerwowan)\w* (?:wizyt|termin)\w*|(?:my|our|the) (?:appointment|booking|reservation|visit)|i (?:already )?(?:have|had) (?:already )?(?:an? )?(?:appointment|booking)|i'?m (?:already )?booked in)\b/;
const RE_CHANGE_VERB =
  /\b(?:zmien\w*|zamieni\w*|przeni\w*|przenies\w*|wczesniej|pozniej|switch\w*|chang\w*|shift\w*|mov\w*|earlier|later|rearrang\w*|instead)\b/;
const RE_REMOVE_VERB =
  /\b(?:usun\w*|skresl\w*|wykresl\w*|nie dam rady|nie przyjd\w*|nie bede mogl\w*|remov\w*|delet\w*|drop\w*|won'?t (?:make it|be able|come)|can'?t (?:make it|come))\b/;
const RE_CONFIRM_ANY = /\b(?:zgadza sie|pasuje mi|to mi pasuje|sounds good|that works|works for me)\b/;
const RE_DENY_LEAD =
  /^(?:nie|no|nope|nah|niestety|not really|wrong|incorrect)\b(?! (?:wiem|rozumiem|jestem pew\w*|ma (?:sprawy|problemu)|problem))/;
const RE_DENY_ANY =
  /\b(?:nie pasuje|nie odpowiada|nie moge|inny termin|inna godzin\w*|inny dzien|inna pora|inny czas|wolal\w* (?:inny|inna|inne)|doesn'?t (?:work|suit)|won'?t work|another (?:time|day)|different (?:time|day)|not (?:that|then)|that'?s wrong|none of (?:them|those))\b/;
/**
 * Asking to be put through now, as against "someone from the clinic" who should call back
 * ("could someone from the clinic call me back?" is a call back).
 */
const RE_CONNECT =
  /\b(?:polacz\w*|przelacz\w*|przekieruj\w*|connect (?:me|us)|put me through|transfer me|speak (?:to|with)|talk (?:to|with)|(?:po)?rozmawia\w* z)\b/;
/** What puts a life at risk: a transfer and 112, even when a call back was asked for. */
const RE_LIFE_THREAT =
  /\b(?:krwotok\w*|(?:duzo|pelno|mnostwo) krwi|krew (?:sie )?leje|leje sie krew|nie (?:moge|mozna|da sie) zatamowac|nie (?:moge|moze) oddychac|dusze sie|dusi sie|zadlawi\w*|zawal\w*|udar\w*|nieprzytomn\w*|zemdlal\w*|stracil\w* przytomnosc|wstrzas\w* anafilakty\w*|reakcj\w* alergiczn\w*|drgawk\w*|pogotowi\w*|uderzyl\w* sie w glowe|can'?t breathe|cannot breathe|not breathing|chok\w*|unconscious|fainted|collapsed|seizure|heart attack|stroke|anaphyla\w*|allergic reaction|(?:a lot of|lots of|so much|too much) blood|blood everywhere|hit (?:his|her|my|their) head)\b/;
/** A time refused in passing ("o trzynastej nie dam rady, może o ósmej?"): the last time said is the proposal. */
const RE_REFUSE_TIME =
  /\b(?:nie dam rady|nie zdaz\w*|nie zdarz\w*|mam wtedy|mam (?:zebranie|spotkanie|prace|zajecia)|jestem wtedy|can'?t make it|cannot make it|won'?t make it|can'?t do (?:that|then|it)|i have (?:a meeting|work|class)|i'?m (?:busy|working) (?:then|at))\b/;
/**
 * A sentence that concludes with the day wanted after one that ruled a day out ("W sobotę syn ma
 * mecz. To na poniedziałek."; "Friday's no good. So Monday then?"): the last day and time count.
 */
const RE_MIND_CHANGED =
  /[.!?;]\s+(?:(?:a|no|aha|dobra|ok)\s+)?(?:to|wiec|w takim razie|so|then|in that case)\s+(?:(?:moze|maybe|perhaps)\s+)?(?:na|w|we|on|for)?\s*(?:poniedzial|wtor|sro|czwart|piat|sobot|niedziel|jutro|pojutrze|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|\w+ego\b|\d)/;
/** A question for information, not a request ("do kiedy można odwołać…", "what should I bring…"). */
const RE_WH_LEAD =
  /^(?:(?:a|i|and|so|ok|okay|oraz)\s+)?(?:co|czego|jak\w*|do kiedy|od kiedy|ile|na ile|najpozniej|what\w*|how|until when|till when|by when|up to when)\b/;
/** A request for an action said as a question or not ("chcę odwołać", "I'd like to book"). */
const RE_REQUEST =
  /\b(?:chce|chcial\w*|chcialbym|chcialabym|poprosze|prosze o|musze|i want|i'?d like|i would like|(?<!\bdo )i need to|(?<!\bdo )i have to|i must|please)\b/;
const RE_QUESTION_LEAD =
  /^(?:czy|jak|jaki\w*|jakie|ile|gdzie|kiedy|co|ktor\w*|do ktorej|od ktorej|what\w*|when|where|how|which|who|do you|does|is there|are you|are there|can i|could i|is it)\b/;

const RE_ASKING =
  /\b(?:chcial\w* (?:(?:tylko|jeszcze|tez|sie) )*(?:zapytac|spytac|dowiedziec|wiedziec|upewnic)|chce (?:(?:tylko|jeszcze|tez|sie) )*(?:zapytac|spytac|dowiedziec|wiedziec|upewnic)|mam (?:takie )?pytanie|pytanie o|i (?:just |only )?(?:wanted|want|would like|'?d like) to (?:just )?(?:ask|know|check|make sure|double.check)|(?:calling|ringing|phoning) (?:just |only )?to (?:ask|check|find out)|dzwonie (?:tylko |zeby |by )*(?:zapytac|spytac|sie dowiedziec)|i have a question|i was wondering|wondering (?:if|whether))\b/;
const RE_REPEAT =
  /\b(?:powtorz\w*|nie (?:doslyszal\w*|uslyszal\w*|zrozumial\w*)|co (?:pan|pani) powiedzial\w*|jeszcze raz|repeat|say (?:that|it) again|come again|pardon|didn'?t (?:catch|hear|understand|get) (?:that|you|it)|what did you say)\b|^(?:slucham|sorry|przepraszam|what|huh)\??$/;
/** The caller will call again: not a callback request. */
const RE_CALLER_CALLS_AGAIN =
  /\b(?:zadzwonie (?:jeszcze|pozniej|jutro|ponownie|za)|oddzwonie|i'?ll call (?:back|again|later)|i will call (?:back|again|later)|call you (?:back|later|again))\b/;
/** Coming with or without something: asked about, not booked. */
const RE_COME_WITH =
  /\b(?:przyjsc|przyjechac|przyjsc|wejsc|come|come in|bring)\b.*\b(?:z|ze|bez|with|without|sam|sama|samo|alone|on (?:his|her|my|their) own)\b/;
/**
 * Coming with someone ("czy mogę przyjść z dzieckiem na wizytę męża?", "can I bring my son
 * along to my appointment?"): a question about the companion, also with a booking word.
 */
const RE_COMPANION =
  /\b(?:z|ze|with|bring|bringing|przyprowadz\w*)\s+(?:(?:my|our|a|the|moim|moja|swoim|swoja|mojego|swojego)\s+)?(?:dzieck\w*|dziecmi|synem|synkiem|corka|coreczka|mezem|zona|mama|tata|tatem|kolezank\w*|kolega|przyjaciel\w*|partnerem|partnerka|psem|kotem|child|children|kids?|son|daughter|husband|wife|partner|friend|mum|mom|dad|dog|baby|babcia|dziadkiem)\b/;
const RE_BOOK_WORD = new RegExp(
  String.raw`\b(?:${UMOW}|zapis\w*|zarezerw\w*|book\w*|appointment|wizyt\w*|termin\w*)\b`,
);
const RE_BOOK_VERB = new RegExp(String.raw`\b(?:${UMOW}|zapis|zarezerw|book)`);
/** Words that may surround a counter-proposal ("a w środę?", "a może o 12?"). */
const FILLER = new Set([
  'a',
  'moze',
  'czy',
  'albo',
  'lub',
  'to',
  'or',
  'what',
  'about',
  'how',
  'and',
  'then',
  'maybe',
  'i',
  'ewentualnie',
  'jednak',
  'raczej',
  'tez',
  'also',
  'jest',
  'cos',
]);

/** A day or time said (a range, a part of the day, "after 2" included). */
function whenSlotsSaid(dt: Slots): boolean {
  return (
    dt.date !== undefined ||
    dt.time !== undefined ||
    dt.partOfDay !== undefined ||
    dt.dateRange !== undefined ||
    dt.notBefore !== undefined ||
    dt.notAfter !== undefined
  );
}

/** "Pomyliłam się, chodziło mi o piątek": the caller's own slip, not a wrong number. */
const RE_OWN_MISTAKE = /\b(?:pomylil\w*|pomylk\w*|my mistake|i meant)\b/;

function onlyFillersLeft(scanText: string): boolean {
  const words = scanText.match(/[a-z']+/g) ?? [];
  return words.every((w) => FILLER.has(w));
}

/** Characters of one utterance that are read (about 150 spoken words). */
export const MAX_INPUT = 1000;

const EXPECT_TIME = new Set(['time', 'datetime']);

function hasAny(s: Slots): boolean {
  return (
    s.date !== undefined ||
    s.time !== undefined ||
    s.partOfDay !== undefined ||
    s.dateRange !== undefined ||
    s.notBefore !== undefined ||
    s.notAfter !== undefined ||
    s.name !== undefined ||
    s.phone !== undefined ||
    s.service !== undefined ||
    s.phoneIsCaller === true ||
    s.soonest === true
  );
}

/** Intents whose booking words may be context for a question said after them. */
const RE_NOT_URGENT =
  /\b(?:(?:nothing|not|no|isn'?t) (?:\w+ )?(?:urgent|an emergency)|(?:to )?nic pilnego|nie (?:jest |to |bardzo |az tak )*pilne\w*|bez pospiechu|no rush|no hurry)\b/g;
const CONTEXT_INTENTS = new Set<Intent>([
  'book_appointment',
  // "Nie dzwonię, żeby się umawiać, tylko zapytać…": the refusal is context, the question is asked.
  'deny',
  'ask_question',
  'cancel_appointment',
  'reschedule_appointment',
  'provide_info',
]);

export function understand(text: string, ctx: NluContext): NluResult {
  return understandAt(text, ctx, 0);
}

function understandAt(text: string, ctx: NluContext, depth: number): NluResult {
  // "Ile kosztuje wybielanie? Umówię się później.": a booking put off is no request; the rest is said.
  const notNow = depth === 0 ? withoutBookingPutOff(text.slice(0, MAX_INPUT)) : null;
  if (notNow !== null) return understandAt(notNow, ctx, 0);
  // A spoken turn is far shorter; the cap bounds the cost of pathological input.
  const orig = clean(text.length > MAX_INPUT ? text.slice(0, MAX_INPUT) : text);
  const folded = fold(orig);
  let language = detectLanguage(orig, folded, ctx.language);
  const nowZ = zonedNow(ctx.now, ctx.timezone);

  const g = RE_GREETING_PREFIX.exec(folded);
  const bodyStart = g ? g[0].length : 0;
  let body = folded.slice(bodyStart).trim();
  const bodyOrig = orig.slice(bodyStart).trim();

  // Polish "no" is a particle ("no tak", "no dobrze"), not English "no".
  let noParticle = false;
  if (
    language === 'pl' &&
    /^no\b/.test(body) &&
    !/^no,? (?:thanks|thank|i|it|that|not|problem)\b/.test(body)
  ) {
    body = body.slice(2).replace(/^[\s,.!]+/, '');
    noParticle = true;
  }

  // ---- slots
  const scan: Scan = { text: ' '.repeat(bodyStart) + folded.slice(bodyStart), orig };
  const slots: Slots = {};
  const phone = extractPhone(scan);
  if (phone) slots.phone = phone;
  const denyish =
    RE_REFUSE_TIME.test(body) ||
    RE_DENY_LEAD.test(body) ||
    RE_DENY_ANY.test(body) ||
    RE_RESCHEDULE.test(body) ||
    RE_MIND_CHANGED.test(body) ||
    (RE_EXISTING.test(body) && RE_CHANGE_VERB.test(body));
  const dt = extractDateTime(
    scan,
    nowZ,
    ctx.expecting !== undefined && EXPECT_TIME.has(ctx.expecting),
    denyish,
  );
  Object.assign(slots, dt);
  const name = extractName(scan);
  if (name) slots.name = name;
  const service = extractService(scan);
  if (service) slots.service = service;

  if (RE_PHONE_IS_CALLER.test(body)) slots.phoneIsCaller = true;
  if (RE_SOONEST.test(body)) slots.soonest = true;
  const callback = (RE_CALLBACK.test(body) || callBackAsked(body)) && !RE_CALLER_CALLS_AGAIN.test(body);
  if (callback) slots.callback = true;
  const emergency = isEmergency(body, RE_EMERGENCY, whenSlotsSaid(dt));
  // "It's not urgent", "to nic pilnego", "nie jest pilne": urgency denied is no urgency.
  const urgentWord = RE_URGENT.test(body.replace(RE_NOT_URGENT, ' '));
  const urgent = emergency || urgentWord;
  const message = RE_MESSAGE.test(body) || RE_MESSAGE_WEAK.test(body) ? extractMessage(scan) : undefined;
  const department = extractDepartment(scan);
  if (department) slots.department = department;

  // ---- intent
  let intent = 'unknown' as Intent;
  let confidence = 0.2;
  const set = (i: Intent, c: number) => {
    intent = i;
    confidence = c;
  };
  const rawTopic = faqTopic(body);
  // "Mój numer telefonu: 512 345 678" gives a number, it does not ask for ours.
  const topic = rawTopic === 'contact' && slots.phone !== undefined ? undefined : rawTopic;
  const questionish = body.includes('?') || RE_QUESTION_LEAD.test(body) || RE_ASKING.test(body);
  const expectingConfirmation = ctx.expecting === 'confirmation';
  const confirmLead = RE_CONFIRM_LEAD.test(body) || (noParticle && body === '');
  const denyLead = RE_DENY_LEAD.test(body);
  const denyAny = RE_DENY_ANY.test(body);
  const bookStrong = RE_BOOK_STRONG.test(body);
  const bookWeak = RE_BOOK_WEAK.test(body);
  // "Poproszę wizytę w czwartek" is a request, not a yes.
  // "Poproszę wybielanie w piątek rano" too: a day or time asked for.
  const confirmWord =
    confirmLead && !((bookWeak || whenSlotsSaid(dt)) && /^(?:poprosze|prosze)\b/.test(body));
  // "Yep, book it", "tak, proszę rezerwować": a yes to what was offered.
  const confirmAct =
    confirmLead &&
    /\b(?:book it|do it|go ahead|lock it in|rezerwuj\w*|zarezerwuj (?:to|go|ja)|zapisz (?:to|mnie))\s*[.!]?$/.test(
      body,
    );
  const whenSlots = whenSlotsSaid(dt) || slots.soonest === true;
  const closing = closingAfterAcknowledgement(body, ctx.expecting);

  // "Proszę przekazać, żeby ktoś pilnie oddzwonił, spuchł mi policzek": asked for a call back, the
  // caller gets an urgent message, unless a life is at risk (then the transfer and 112).
  const callbackAsked = callback && !RE_LIFE_THREAT.test(body);
  if (emergency && !callbackAsked) set('emergency', 0.9);
  else if (message !== undefined) set('leave_message', 0.9);
  else if (emergency) set('request_callback', 0.85);
  else if (confirmAct) set('confirm', 0.85);
  else if (RE_RESCHEDULE.test(body)) set('reschedule_appointment', 0.9);
  // "Jestem zapisany na środę. Ile wcześniej mogę odwołać, jakby mi coś wypadło?": a cancellation
  // supposed and its rules asked, whatever the caller says of their booking ("wcześniej" is no move).
  else if (RE_CANCEL.test(body) && cancelSupposed(body)) set('ask_question', 0.75);
  else if (RE_EXISTING.test(body) && RE_REMOVE_VERB.test(body)) set('cancel_appointment', 0.8);
  else if (RE_EXISTING.test(body) && RE_CHANGE_VERB.test(body)) set('reschedule_appointment', 0.8);
  // "Jestem zapisana na jutro i chciałam zapytać, czy…": booked already, calling with a question.
  else if (RE_EXISTING.test(body) && RE_ASKING.test(body)) set('ask_question', 0.75);
  else if (RE_CANCEL.test(body)) {
    if (bookStrong && /\b(?:inny|inna|nowy|nowa|another|new|different)\b/.test(body))
      set('reschedule_appointment', 0.8);
    else set('cancel_appointment', 0.9);
  } else if (
    (RE_TRANSFER.test(withoutOwnTalk(body)) || RE_ASK_FOR.test(body)) &&
    !(callback && (!RE_CONNECT.test(withoutOwnTalk(body)) || callBackAsked(body)))
  )
    set('speak_to_human', 0.85);
  else if (
    questionish &&
    !whenSlots &&
    ((RE_COME_WITH.test(body) && !RE_BOOK_WORD.test(body)) ||
      RE_COMPANION.test(body) ||
      RE_WALK_IN.test(body) ||
      RE_COME_ALONE.test(body))
  )
    // "Czy mogę przyjść z psem?", "can I come without an appointment?": a question, not a booking.
    set('ask_question', 0.7);
  else if (RE_CALLER_CALLS_AGAIN.test(body)) set('goodbye', 0.7);
  else if (callback) set('request_callback', 0.85);
  else if (RE_MESSAGE.test(body)) set('leave_message', 0.8);
  else if (RE_GOODBYE.test(body) && !((whenSlots || slots.phone) && RE_OWN_MISTAKE.test(body)))
    // "Pomyliłem się, 502 a nie 501": the caller's own slip with what they meant, not a wrong number.
    set('goodbye', 0.9);
  else if (!whenSlots && !bookStrong && givesUp(body, ctx.expecting)) set('goodbye', 0.85);
  else if (
    RE_DENY_THANKS.test(body) &&
    !body.includes('?') &&
    !whenSlots &&
    !bookStrong &&
    !/\b(?:ale|but|however|jednak)\b/.test(body)
  )
    set('goodbye', 0.85);
  else if (!whenSlots && !bookStrong && closing !== undefined)
    // "Aha, rozumiem. Nie, dziękuję.", "Dobrze. Nie, dziękuję.", "I see. No, thanks": the last word decides.
    set(closing, 0.85);
  else if (denyLead && topic !== undefined && /\b(?:ale|but)\b/.test(body) && body.includes('?'))
    // "No thanks, but do you have parking?": the no is polite, the question is what is asked.
    set('ask_question', 0.75);
  else if (expectingConfirmation && (denyLead || denyAny)) set('deny', 0.9);
  else if (expectingConfirmation && (confirmWord || RE_CONFIRM_ANY.test(body))) set('confirm', 0.9);
  else if (bookStrong && !(topic !== undefined && (!RE_BOOK_VERB.test(body) || asksFirst(body)))) {
    set('book_appointment', 0.85);
  } else if (
    (denyLead || denyAny) &&
    // "Przegląd we wtorek… a nie, we wtorek nie mogę, to w środę": a request that corrects itself.
    !(!denyLead && ctx.expecting === undefined && bookWeak && whenSlots)
  )
    set('deny', 0.8);
  else if ((confirmWord || RE_CONFIRM_ANY.test(body)) && topic === undefined && !questionish)
    set('confirm', 0.85);
  else if (topic === 'hours' && whenSlots && visitAskedFor(body, slots, bookWeak))
    // "Pojutrze z samego rana, jak tylko otwieracie?", "chciałbym na przegląd w sobotę o 11".
    set('book_appointment', 0.75);
  else if (topic !== undefined) set('ask_question', 0.8);
  else if (whenSlots && onlyFillersLeft(scan.text)) set('provide_info', 0.75);
  else if (questionish && topic === undefined && whenSlotsSaid(dt) && !visitComingThenAsked(body))
    // "Do you have anything tomorrow morning?": a question with a day or time is about a slot.
    set('book_appointment', 0.7);
  else if (bookWeak && (whenSlots || !questionish)) set('book_appointment', 0.7);
  else if (slots.soonest === true) set('book_appointment', 0.7);
  else if (RE_REPEAT.test(body)) set('repeat', 0.8);
  else if (urgentWord) set('emergency', 0.7);
  else if (questionish) set('ask_question', 0.6);
  else if (RE_THANKS_ONLY.test(body)) set('goodbye', 0.6);
  else if (hasAny(slots)) set('provide_info', 0.75);
  else if (body.replace(/[\s,.!?-]/g, '') === '' && bodyStart > 0) set('greeting', 0.9);

  // ---- what the assistant asked for
  if (ctx.expecting !== undefined && (intent === 'unknown' || intent === 'provide_info') && body !== '') {
    const bareScan: Scan = { text: ' '.repeat(bodyStart) + folded.slice(bodyStart), orig };
    switch (ctx.expecting) {
      case 'name': {
        const n = slots.name ?? bareName({ text: bareScan.text.slice(bodyStart), orig: bodyOrig });
        if (n) {
          slots.name = n;
          set('provide_info', 0.75);
        }
        break;
      }
      case 'message':
        slots.message = bodyOrig.replace(/[\s.!]+$/, '');
        set('leave_message', 0.75);
        break;
      case 'service':
        if (slots.service === undefined) {
          slots.service = bodyOrig
            .replace(
              /^(?:(?:chciał\w*|chcę|poproszę|i'?d like|i want|i need)\s+)?(?:(?:na|for|an?|the)\s+)*/i,
              '',
            )
            .replace(/[\s.!]+$/, '')
            .toLocaleLowerCase('pl');
        }
        set('provide_info', 0.75);
        break;
      case 'question':
        set('ask_question', 0.6);
        break;
      case 'code':
        break;
      default:
        if (hasAny(slots)) set('provide_info', 0.8);
        break;
    }
  }

  // A code asked for: the digits said, whatever else the numbers looked like (a time, a phone).
  if (ctx.expecting === 'code') {
    const code = extractCode(folded.slice(bodyStart));
    if (code !== undefined) {
      slots.code = code;
      for (const k of ['phone', 'date', 'time', 'datetime', 'notBefore', 'notAfter'] as const)
        delete slots[k];
      if (intent === 'unknown' || intent === 'provide_info' || intent === 'confirm')
        set('provide_info', 0.85);
    }
  }

  // "Mąż się zapisał na piątek, a ja chciałam zapytać, czy…", "I've booked the day off, is there
  // parking?": booking words said as context. What is said without them is what is asked (a
  // question, or a question for information about a cancellation or a move).
  let contextInfo: Pick<Slots, 'question' | 'infoQuestion'> | undefined;
  if (depth === 0 && CONTEXT_INTENTS.has(intent) && (bookStrong || bookWeak) && ctx.expecting === undefined) {
    const rest = withoutBookingContext(folded.slice(bodyStart).trim(), bodyOrig, RE_BOOK_ANY);
    if (rest) {
      const r = understandAt(rest, { ...ctx, language }, 1);
      // A cancellation or a move stays one, with the day said ("mam wizytę w piątek, czy mogę ją
      // przełożyć?"): only its question for information is taken from what is left.
      const manage = intent === 'cancel_appointment' || intent === 'reschedule_appointment';
      if (!manage && r.intent === 'ask_question') return { ...r, language: language === 'en' ? 'en' : 'pl' };
      // "I've got an appointment elsewhere on Thursday, could I book one here for Friday?": the
      // request's own day and time, never the one said as context.
      if (intent === 'book_appointment' && r.intent === 'book_appointment')
        return { ...r, language: language === 'en' ? 'en' : 'pl' };
      if (manage && r.intent === intent && r.slots.infoQuestion)
        contextInfo = { question: r.slots.question, infoQuestion: r.slots.infoQuestion };
    }
  }

  // "A cleaning first thing next Monday": a visit asked for at the earliest.
  if ((intent === 'book_appointment' || intent === 'provide_info') && RE_FIRST_THING.test(body))
    slots.soonest = true;
  if (intent === 'ask_question') {
    slots.question = normaliseQuestion(bodyOrig, folded.slice(bodyStart).trim());
    slots.faqTopic = topic ?? 'other';
  } else if (
    (intent === 'book_appointment' ||
      intent === 'cancel_appointment' ||
      intent === 'reschedule_appointment') &&
    !whenSlots
  ) {
    // "Do kiedy mogę odwołać wizytę?", "what should I bring to my appointment?": a booking or
    // cancelling word in a question for information. The engine answers it when the business
    // knows the answer, else takes the action.
    const q = normaliseQuestion(bodyOrig, folded.slice(bodyStart).trim());
    const fq = fold(q);
    const kind = RE_WH_LEAD.test(fq) ? 'wh' : questionish && !RE_REQUEST.test(fq) ? 'yesno' : undefined;
    if (kind) {
      slots.question = q;
      slots.infoQuestion = kind;
    }
  }
  if (contextInfo) Object.assign(slots, contextInfo);
  if (intent === 'leave_message' && message !== undefined) slots.message = message;
  if (
    intent === 'emergency' ||
    intent === 'speak_to_human' ||
    intent === 'leave_message' ||
    intent === 'request_callback' ||
    urgent
  ) {
    slots.urgent = urgent || intent === 'emergency';
  }
  if (slots.name !== undefined && /^[\p{Ll}]/u.test(slots.name)) slots.name = capitalizeWords(slots.name);
  if (language !== 'pl' && language !== 'en') language = 'pl';
  return { language, intent, confidence, slots };
}

export { saysGoodbye } from './closing.js';
