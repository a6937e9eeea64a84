/** Phone, name, service, department, message and flags. Pure functions over a Scan. */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Scan } from './datetime.js';
import { blank } from './normalize.js';
import { findCallbackNumbers } from './phone-words.js';
import type { DepartmentSlot, FaqTopic } from './types.js';

// Names and services are extracted in `entities.name.ts` and `entities.service.ts`; these
// re-exports keep their names here.
export { bareName, extractName, spokenName } from './entities.name.js';
export { extractService } from './entities.service.js';

function take(s: Scan, re: RegExp): RegExpExecArray | null {
  const m = re.exec(s.text);
  if (m) s.text = blank(s.text, m.index, m.index + m[0].length);
  return m;
}

// ---------------------------------------------------------------- phone

const RE_PHONE_CANDIDATE = /(?:\+|\b00)?\d[\d \-()]{6,}\d/g;

/** First valid phone number in the text as E.164 (PL default region); blanks it. */
export function extractPhone(s: Scan): string | undefined {
  RE_PHONE_CANDIDATE.lastIndex = 0;
  for (let m = RE_PHONE_CANDIDATE.exec(s.text); m !== null; m = RE_PHONE_CANDIDATE.exec(s.text)) {
    const raw = m[0].replace(/^00/, '+');
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    const p = parsePhoneNumberFromString(raw, 'PL');
    if (p?.isValid()) {
      s.text = blank(s.text, m.index, m.index + m[0].length);
      return p.number;
    }
  }
  if (/\d{3}/.test(s.text)) {
    const found = findCallbackNumbers(s.orig)[0];
    if (found) {
      s.text = blank(s.text, found.startsAt, found.endsAt);
      return found.number.number;
    }
  }
  return undefined;
}

export const RE_PHONE_IS_CALLER =
  /\b(?:(?:ten|tym|tego|ten sam|tym samym)\s+(?:sam\w*\s+)?numer\w*|z (?:ktorego|tego numeru) dzwonie|numer z ktorego dzwonie|this (?:number|one)|same number|the number (?:i'?m|i am) calling (?:you )?(?:from|on)|(?:the )?one (?:i'?m|i am) calling (?:you )?from|my caller id|the number (?:you can )?see)\b/;

// ---------------------------------------------------------------- department

const DEPARTMENTS: ReadonlyArray<readonly [RegExp, DepartmentSlot['key']]> = [
  [/\b(?:recepcj\w*|rejestracj\w*|reception\w*|front desk)\b/, 'reception'],
  [
    /\b(?:lekar\w*|doktor\w*|dr|dentyst\w*|stomatolog\w*|ortodont\w*|doctor\w*|dentist\w*|physician)\b/,
    'doctor',
  ],
  [/\b(?:serwis\w*|mechanik\w*|warsztat\w*|service department|mechanic\w*|workshop)\b/, 'service'],
  [
    /\b(?:ksiegow\w*|rozliczen\w*|faktur\w*|accounting|accountant|accounts|billing|invoic\w*)\b/,
    'accounting',
  ],
  [/\b(?:kierownik\w*|kierowniczk\w*|szef\w*|wlasciciel\w*|menedzer\w*|manager|owner|boss)\b/, 'manager'],
  [/\b(?:sprzedaz\w*|dzial handlow\w*|handlowc\w*|sales)\b/, 'sales'],
];

/** The department named first (message content is blanked before this runs). */
export function extractDepartment(s: Scan): DepartmentSlot | undefined {
  let best: { index: number; slot: DepartmentSlot } | undefined;
  for (const [re, key] of DEPARTMENTS) {
    const m = re.exec(s.text);
    if (m && (best === undefined || m.index < best.index)) {
      best = { index: m.index, slot: { key, text: s.orig.slice(m.index, m.index + m[0].length) } };
    }
  }
  return best?.slot;
}

// ---------------------------------------------------------------- message

const RE_MESSAGE_TRIGGER =
  /\b(?:wiadomosc\w*|przekaz\w*|zanotowa\w*|notatk\w*|leave (?:a |an )?(?:note|word)|powiedz(?!ial|ieli)\w*|poinformowa\w*|informacj\w*|message|tell (?!(?:me|us|you)\b)(?:him|her|them|the \w+|\w+)|let (?!(?:me|us|you)\b)(?:him|her|them|the \w+|\w+) know|pass (?:it |this )?(?:on|along))\b/;
const RE_MESSAGE_SEP = /(?:\b(?:ze|zeby|aby|that)\b|:|(?<=\s)[-–—](?=\s))\s*/g;

/** Content of a message after "przekazać, że …" / "wiadomość: …" / "tell him that …". */
export function extractMessage(s: Scan): string | undefined {
  const t = RE_MESSAGE_TRIGGER.exec(s.text);
  if (!t) return undefined;
  RE_MESSAGE_SEP.lastIndex = t.index + t[0].length;
  const sep = RE_MESSAGE_SEP.exec(s.text);
  const near = sep && sep.index - (t.index + t[0].length) <= 50 ? sep : null;
  // "Tell the doctor I'll be late", "let her know I'm running late": English leaves out "that".
  const direct = !near && /^(?:tell|let) /.test(t[0]);
  if (!near && !direct) return undefined;
  const from = near
    ? /^(?:zeby|aby)/.test(near[0])
      ? near.index
      : near.index + near[0].trimEnd().length // what was blanked after "że" (a day) stays in
    : t.index + t[0].length;
  s.text = blank(s.text, from, s.text.length);
  const content = s.orig
    .slice(from)
    .replace(/^[\s,:-]+/, '')
    .replace(/[\s.!]+$/, '')
    .trim();
  return content.length >= 3 ? content : undefined;
}

// ---------------------------------------------------------------- flags

export const RE_URGENT =
  /\b(?:pilne|pilnie|pilna|pilny|pilnego|natychmiast\w*|niezwlocznie|na cito|urgent\w*|right away|immediately|emergency)\b/;
export const RE_EMERGENCY =
  /\b(?:krwaw\w*|krwotok\w*|bardzo (?:mnie )?boli|boli mnie (?:bardzo|strasznie|okropnie|niesamowicie)|strasznie (?:mnie )?boli|okropnie (?:mnie )?boli|silny bol|silnym bolem|ostry bol|ostrym bolem|nie do wytrzymania|spuchl\w*|opuchl\w*|opuchniet\w*|wypadek|wypadku|uderzyl\w* sie w glowe|upadl\w*|spadl\w* z|poparzy\w*|oparzeni\w*|zadlawi\w*|wstrzas\w* anafilakty\w*|reakcj\w* alergiczn\w*|hit (?:his|her|my|their) head|(?<!(?:crown|filling|cap|bridge|veneer|brace|braces) )fell (?:down|off)|burn(?:ed|t) (?:him|her|my)\w*|chok\w*|allergic reaction|anaphyla\w*|zemdlal\w*|stracil\w* przytomnosc|nieprzytomn\w*|nie moge oddychac|nie moze oddychac|dusze sie|dusi sie|duszno\w*|zawal\w*|udar\w*|drgawk\w*|wybil\w* (?:sobie )?zab|wybity zab|zlamal\w*|zlaman\w*|pogotowi\w*|nagly przypadek|(?:duzo|pelno|mnostwo) krwi|krew (?:sie )?leje|leje sie krew|nie (?:moge|mozna|da sie) zatamowac|(?:a lot of|lots of|so much|too much) blood|blood everywhere|emergency|bleeding|bleed\w*|severe pain|(?:really|very|badly|terribly) (?:hurts|painful)|hurts (?:so much|a lot|badly|really bad)|in (?:a lot of|terrible|severe) pain|unbearable|accident|swollen|swelling|can'?t breathe|cannot breathe|not breathing|unconscious|fainted|collapsed|seizure|heart attack|stroke|broken (?:tooth|bone|arm|leg)|knocked out)\b/;
export const RE_SOONEST =
  /\b(?:jak najszybciej|jak najwczesniej|najszybciej jak|najwczesniej,? jak (?:sie da|to mozliwe|mozliwe|mozna|tylko (?:sie da|mozna))|najblizszy wolny|najblizszy termin|najblizszego terminu|najblizszy mozliwy|najblizszym wolnym|najwczesniejszy|najszybszy|pierwsz\w* (?:woln|mozliw|dostepn)\w*|jak tylko otwieracie|zaraz po otwarciu|na (?:samo )?otwarcie|as soon as you open|right when you open|as early as (?:you can|possible|you have)|as soon as possible|asap|earliest|first available|soonest|next available)\b/;
/**
 * "First thing", "z samego rana": the earliest of the morning, when a visit is asked for (an
 * hours question, "are you open first thing on Saturday?", stays one).
 */
export const RE_FIRST_THING = /\b(?:z samego rana|skoro swit|first thing|bright and early)\b/;
export const RE_CALLBACK =
  /\b(?:oddzwon\w*|zadzwoni\w* do mnie|(?:zeby|aby|niech) (?:\w+ ){0,3}do mnie (?:za|prze)dzwoni\w*|zadzwonic do mnie|niech (?:ktos )?(?:do mnie )?zadzwoni|kontakt zwrotny|prosze o kontakt|skontaktowa\w* sie ze mna|skontaktuj\w* sie ze mna|ze mna (?:skontaktowa|skontaktuj|kontaktowa)\w*|odezwa\w* sie do mnie|(?:niech|zeby) (?:ktos )?sie (?:do mnie )?odezw\w*|have (?:someone|somebody|him|her|them|the \w+) (?:call|ring|phone|contact) me|telefon\w* zwrotn\w*|(?:prosze|prosil\w*|poprosze|poprosil\w*|prosb\w*) o (?:telefon|kontakt|oddzwonienie)\w*|kontakt\w* telefoniczn\w*|call me(?: back)?|callback|call back|ring me(?: back)?|get back to me|give me a (?:call|ring)|contact me|phone me)\b/;

// ---------------------------------------------------------------- questions

/**
 * A day named, then working on it ("w sobotę też przyjmujecie?", "czy w niedzielę pracujecie?",
 * "do you see patients on Saturdays?" reads the other way round): the hours of that day asked.
 */
const PL_DAY_WORD = String.raw`(?:poniedzial\w*|wtor\w*|srod\w*|czwart\w*|piat\w*|sobot\w*|niedziel\w*|weekend\w*|swieta|dni robocze)`;
export const DAY_THEN_WORKING = String.raw`(?:w|we) ${PL_DAY_WORD} (?:(?:i|lub|albo|czy) (?:(?:w|we) )?${PL_DAY_WORD} )?(?:(?:tez|takze|rowniez|jeszcze|normalnie|u was|wy|to|czy|sie) )*(?:przyjmuj|pracuj|otwier|dzial|czynn|jestescie otwarci)\w*|(?:do|are) you (?:also |still )?(?:work|working|see|seeing|take|taking|treat|treating) (?:patients )?(?:on |at )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|the weekend)`;

/**
 * "Do you do evening appointments, like 7 pm?", "czy przyjmujecie też wieczorami?": visits at a
 * time of day asked about, a question of the hours (not of the services).
 */
export const LATE_VISITS = String.raw`(?:do|can) you (?:do|have|offer|take|see) (?:any |patients )?(?:(?:in the )?(?:evenings?|early mornings?|late)|(?:evening|late|early|early morning|after ?work|weekend|saturday|sunday) (?:appointments?|visits?|slots?|hours))|(?:wizyt\w*|termin\w*) (?:wieczorn|popoludniow|poznopopoludniow)\w*|(?:przyjmujecie|pracujecie|macie (?:wizyty|terminy)|sa (?:wizyty|terminy)) (?:tez |takze |rowniez |moze )?(?:wieczorem|wieczorami|popoludniami|po pracy|pozno)`;

const FAQ_TOPICS: ReadonlyArray<readonly [RegExp, FaqTopic]> = [
  [/\b(?:parking\w*|parkow\w*|zaparkowa\w*|park|zostawic auto|zostawic samochod)\b/, 'parking'],
  [
    /\b(?:ile kosztuj\w*|ile kosztowa\w*|koszt\w*|cen[aeyiy]\w*|cennik\w*|ile (?:placi|zaplac|bedzie|to)\w*|ile trzeba|platna|platny|platne|bezplatn\w*|odplatn\w*|darmow\w*|how much|price\w*|pricing|cost\w*|fee\w*|rates?|charge)\b/,
    'price',
  ],
  [
    new RegExp(
      String.raw`\b(?:godzin\w* (?:otwarcia|pracy)|czynne|czynni|otwarte|(?:przyjmuj|pracuj)\w* (?:w|we) |${DAY_THEN_WORKING}|otwarci|otwieracie|zamykacie|do ktorej|od ktorej|w jakich godzinach|opening hours|hours|open|opens|(?:until|till|from) what time|what time do you (?:close|finish|shut|stop)|how late|close|closes|closing|swieta|swiat|christmas|holidays?|easter|wielkanoc\w*|${LATE_VISITS})\b`,
    ),
    'hours',
  ],
  [
    /\b(?:adres\w*|gdzie (?:jestescie|sie znajduj\w*|jest|was znajde|miesci)|jak (?:do was )?dojechac|dojazd\w*|lokalizacj\w*|where are you|where is|address|located|location|directions|how do i get)\b/,
    'address',
  ],
  [
    /\b(?:kart\w*|platnosc\w*|zaplacic kart\w*|blik\w*|gotowk\w*|przelew\w*|card\w*|cash|pay by|pay with)\b/,
    'payment',
  ],
  [/\b(?:nfz|ubezpiecz\w*|refund\w*|insurance|insured|medicover|luxmed|lux med|abonament\w*)\b/, 'insurance'],
  [
    /\b(?:czy (?:robicie|wykonujecie|oferujecie|macie w ofercie|zajmujecie sie|naprawiacie)|jakie uslugi|ofert\w*|do you (?:do|offer|provide|fix|repair)|what services|co (?:u was|tu|tam|w \w+) (?:mozna|da sie) (?:zrobic|zalatwic)|co (?:wy )?(?:robicie|oferujecie|wykonujecie)|czym sie (?:zajmujecie|zajmuje)|jakie (?:zabiegi|uslugi|leczenie) (?:wykonujecie|robicie|macie|oferujecie|prowadzicie)|what (?:(?:sort|kind|type)s? of )?(?:treatments|procedures|services)|(?:w )?czym sie specjalizuj\w*|what (?:can|could) (?:i|you) (?:get|have) done|what do you (?:do|offer))\b/,
    'services',
  ],
  [/\b(?:e-?mail\w*|mail\w*|numer telefonu|strona internetow\w*|website|phone number)\b/, 'contact'],
];

export function faqTopic(folded: string): FaqTopic | undefined {
  for (const [re, topic] of FAQ_TOPICS) if (re.test(folded)) return topic;
  return undefined;
}

const RE_QUESTION_FILLER =
  /^(?:(?:dzien dobry|dobry wieczor|witam|czesc|halo|hello|hi|hey|good (?:morning|afternoon|evening)|mam (?:takie )?pytanie|(?:i )?chcial(?:em|am|bym|abym) (?:sie )?(?:tylko |jeszcze )?(?:zapytac|dowiedziec|upewnic)|(?:i )?chce (?:sie )?(?:tylko |jeszcze )?(?:zapytac|dowiedziec|upewnic)|czy moge (?:zapytac|spytac)|pytanie|prosze powiedziec|i (?:just |only )?(?:wanted|want|would like|'?d like) to (?:just )?(?:ask|know|check|make sure|double.check|confirm)(?: (?:if|whether))?|(?:i'?m |i am )?(?:just |only )?(?:calling|ringing|phoning) (?:just |only )?to (?:ask|check|find out)(?: (?:if|whether))?|(?:najpierw |tylko )?(?:niech mi (?:pan|pani) powie|powiedz(?:cie|cie mi|my)?)|dzwonie (?:tylko )?(?:zeby |by )?(?:zapytac|spytac)|tylko|i have a question|can i ask|could you tell me|can you tell me|i was wondering|quick question|(?:and )?(?:one more|another|just one more|a last|one last) question|and|tak|yes|ok|okay|actually|never ?mind|hold on|wait|sorry|first(?=,)|one more thing|by the way|(?:can|could) you (?:just )?tell me(?: if| whether)?|just|a wlasciwie|wlasciwie|a jednak|a nie|jednak|(?:to )?(?:tylko )?zapytam|niewazne|nie wazne|zaraz|chwileczke|przepraszam|jeszcze jedno|a)\b[\s,:;.!-]*)+/;

/** Question text for retrieval: fillers and greetings dropped, lower case, no trailing punctuation. */
export function normaliseQuestion(orig: string, folded: string): string {
  const m = RE_QUESTION_FILLER.exec(folded);
  const cut = m ? m[0].length : 0;
  return orig
    .slice(cut)
    .toLocaleLowerCase('pl')
    .replace(/[?!.…]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  zer: '0',
  jeden: '1',
  jedna: '1',
  jedynka: '1',
  raz: '1',
  dwa: '2',
  dwie: '2',
  dwojka: '2',
  trzy: '3',
  trojka: '3',
  cztery: '4',
  czworka: '4',
  piec: '5',
  piatka: '5',
  szesc: '6',
  szostka: '6',
  siedem: '7',
  siodemka: '7',
  osiem: '8',
  osemka: '8',
  dziewiec: '9',
  dziewiatka: '9',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/**
 * A code of 4 to 8 digits said as digits ("123 456", "12-34-56") or digit words in Polish or
 * English ("jeden dwa trzy", "one two three", "double five"); other words are ignored. Folded text.
 */
export function extractCode(folded: string): string | undefined {
  let digits = '';
  let repeat = 1;
  for (const w of folded.split(/[^a-z0-9]+/)) {
    if (w === '') continue;
    if (w === 'double' || w === 'podwojne' || w === 'podwojna') {
      repeat = 2;
      continue;
    }
    if (w === 'triple' || w === 'potrojne' || w === 'potrojna') {
      repeat = 3;
      continue;
    }
    const d = /^\d+$/.test(w) ? w : DIGIT_WORDS[w];
    if (d === undefined) {
      repeat = 1;
      continue;
    }
    digits += d.repeat(d.length === 1 ? repeat : 1);
    repeat = 1;
  }
  return digits.length >= 4 && digits.length <= 8 ? digits : undefined;
}

export { take };
