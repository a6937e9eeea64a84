/** Phone, name, service, department, message and flags. Pure functions over a Scan. */
import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Scan } from './datetime.js';
import { blank, capitalizeWords } from './normalize.js';
import type { DepartmentSlot, FaqTopic } from './types.js';

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
    const found = findPhoneNumbersInText(s.orig, 'PL')[0];
    if (found) {
      s.text = blank(s.text, found.startsAt, found.endsAt);
      return found.number.number;
    }
  }
  return undefined;
}

export const RE_PHONE_IS_CALLER =
  /\b(?:(?:ten|tym|tego|ten sam|tym samym)\s+(?:sam\w*\s+)?numer\w*|z (?:ktorego|tego numeru) dzwonie|numer z ktorego dzwonie|this (?:number|one)|same number|the number i'?m calling (?:from|on)|(?:the )?one i'?m calling from)\b/;

// ---------------------------------------------------------------- name

const NAME_STOP = new Set([
  'i',
  'a',
  'oraz',
  'ale',
  'bo',
  'z',
  'ze',
  'w',
  'we',
  'na',
  'do',
  'od',
  'chce',
  'chcial',
  'chcialem',
  'chcialam',
  'chcialbym',
  'chcialabym',
  'dzwonie',
  'prosze',
  'poprosze',
  'mam',
  'jestem',
  'tutaj',
  'sie',
  'to',
  'and',
  'calling',
  'from',
  "i'd",
  "i'm",
  'would',
  'want',
  'please',
  'here',
  'speaking',
  'the',
  'my',
  'is',
  'with',
  'about',
  'for',
  'pan',
  'pani',
  'panem',
  'pania',
  'poniedzialek',
  'wtorek',
  'sroda',
  'czwartek',
  'piatek',
  'sobota',
  'niedziela',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'jutro',
  'dzisiaj',
  'dzis',
  'tomorrow',
  'today',
  'tak',
  'nie',
  'yes',
  'no',
  'dzien',
  'dobry',
  'good',
  'morning',
  'hello',
  'hi',
  'urgent',
  'pilne',
  'not',
  'just',
  'looking',
  'sorry',
  'zainteresowan',
  'interested',
  'going',
]);

/** Triggers that can be followed by a lower-case (transcribed) name. */
const RE_NAME_STRONG =
  /\b(?:nazywam sie|moje (?:imie i nazwisko|nazwisko|imie) to|mam na imie|z tej strony|na nazwisko|nazwisko|my name is|my name'?s|name is|name'?s|the name is|under the name|under)\s+/;
/** Triggers that need a capitalised word after them ("Tu Anna Nowak", "This is Tom"). */
const RE_NAME_WEAK = /(?:^|[\s,.!?])(?:tu|tutaj|mowi|jestem|this is|it'?s|i am|i'?m)\s+/g;

function nameWordsAt(
  s: Scan,
  start: number,
  requireCapital: boolean,
): { name: string; end: number } | undefined {
  const re = /[\p{L}'-]+/uy;
  const words: string[] = [];
  let pos = start;
  let end = start;
  while (words.length < 3) {
    re.lastIndex = pos;
    const m = re.exec(s.orig);
    if (!m) break;
    const folded = s.text.slice(m.index, m.index + m[0].length);
    if (folded.trim() === '' || NAME_STOP.has(folded) || folded.startsWith('zainteresowan')) break;
    const capital = m[0][0] !== undefined && m[0][0] !== m[0][0].toLocaleLowerCase('pl');
    if (requireCapital && !capital) break;
    if (!requireCapital && words.length >= 2 && !capital) break;
    words.push(m[0]);
    end = m.index + m[0].length;
    if (s.orig[end] !== ' ') break;
    pos = end + 1;
  }
  if (words.length === 0) return undefined;
  return { name: capitalizeWords(words.join(' ')), end };
}

export function extractName(s: Scan): string | undefined {
  const strong = RE_NAME_STRONG.exec(s.text);
  if (strong) {
    const start = strong.index + strong[0].length;
    const found = nameWordsAt(s, start, false);
    if (found) {
      s.text = blank(s.text, strong.index, found.end);
      return found.name;
    }
  }
  RE_NAME_WEAK.lastIndex = 0;
  for (let m = RE_NAME_WEAK.exec(s.text); m !== null; m = RE_NAME_WEAK.exec(s.text)) {
    const start = m.index + m[0].length;
    const found = nameWordsAt(s, start, true);
    if (found) {
      s.text = blank(s.text, m.index, found.end);
      return found.name;
    }
  }
  return undefined;
}

/** A bare answer to "what is your name?": one to four words of letters. */
export function bareName(s: Scan): string | undefined {
  const body = s.orig
    .replace(/^(?:(?:to|jestem|tu|this is|it'?s|i'?m)\s+)/i, '')
    .replace(/[.,!?]+$/g, '')
    .trim();
  if (!/^[\p{L}'-]+(?: [\p{L}'-]+){0,3}$/u.test(body)) return undefined;
  return capitalizeWords(body);
}

// ---------------------------------------------------------------- service

const SERVICE_STOP = new Set([
  'o',
  'w',
  'we',
  'na',
  'i',
  'oraz',
  'a',
  'bo',
  'ale',
  'prosze',
  'po',
  'przed',
  'z',
  'ze',
  'u',
  'do',
  'dla',
  'kiedy',
  'czy',
  'jak',
  'jesli',
  'jezeli',
  'gdyby',
  'mozliwie',
  'najlepiej',
  'at',
  'on',
  'in',
  'to',
  'please',
  'and',
  'with',
  'if',
  'because',
  'but',
  'so',
  'or',
  'albo',
  'lub',
  'sometime',
  'some',
  'as',
  'then',
  'next',
  'this',
  'that',
  'for',
  'of',
  'from',
  'by',
]);
const SERVICE_BAD_FIRST = new Set([
  'wizyte',
  'wizyta',
  'termin',
  'razie',
  'pewno',
  'mnie',
  'nia',
  'niego',
  'nich',
  'to',
  'ten',
  'ta',
  'te',
  'kiedy',
  'teraz',
  'godzine',
  'godzina',
  'dzien',
  'tydzien',
  'sobie',
  'czas',
  'miejscu',
  'szczescie',
  'koniec',
  'poczatku',
  'me',
  'us',
  'him',
  'her',
  'you',
  'it',
  'my',
  'an',
  'a',
  'appointment',
  'visit',
  'slot',
  'time',
  'booking',
  'reservation',
  'someone',
  'somebody',
  'calling',
  'nothing',
  'now',
  'later',
  'sure',
  'sale',
  'first',
  'one',
]);
const RE_SERVICE_TRIGGER =
  /\b(?:na|for(?: an?| the| some)?|book(?: me)?(?: in)?(?: for)? (?:an?|the)|get (?:an?|my)|need (?:an?|my)|umowic sie na|zapisac sie na|appointment for(?: an?| the)?)\s+/g;

export function extractService(s: Scan): string | undefined {
  RE_SERVICE_TRIGGER.lastIndex = 0;
  for (let m = RE_SERVICE_TRIGGER.exec(s.text); m !== null; m = RE_SERVICE_TRIGGER.exec(s.text)) {
    const re = /[\p{L}-]+/uy;
    let pos = m.index + m[0].length;
    const words: string[] = [];
    let start = -1;
    let end = -1;
    let generic = false;
    while (words.length < 4) {
      re.lastIndex = pos;
      const w = re.exec(s.text);
      if (!w) break;
      const folded = w[0];
      if (SERVICE_STOP.has(folded)) break;
      if (words.length === 0 && SERVICE_BAD_FIRST.has(folded)) {
        // "na wizytę kontrolną" keeps the qualifier; "na wizytę" alone is no service.
        if (folded === 'wizyte' || folded === 'wizyta') {
          generic = true;
        } else {
          break;
        }
      }
      if (start < 0) start = w.index;
      words.push(folded);
      end = w.index + folded.length;
      if (s.text[end] !== ' ') break;
      pos = end + 1;
    }
    if (words.length === 0 || (generic && words.length === 1)) continue;
    const text = s.orig.slice(start, end).toLocaleLowerCase('pl');
    s.text = blank(s.text, m.index, end);
    return text;
  }
  return undefined;
}

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
  /\b(?:wiadomosc\w*|przekaz\w*|zanotowa\w*|notatk\w*|leave (?:a |an )?(?:note|word)|powiedz\w*|poinformowa\w*|informacj\w*|message|tell (?:him|her|them|the \w+|\w+)|let (?:him|her|them|the \w+|\w+) know|pass (?:it |this )?(?:on|along))\b/;
const RE_MESSAGE_SEP = /(?:\b(?:ze|zeby|aby|that)\b|:|-)\s*/g;

/** Content of a message after "przekazać, że …" / "wiadomość: …" / "tell him that …". */
export function extractMessage(s: Scan): string | undefined {
  const t = RE_MESSAGE_TRIGGER.exec(s.text);
  if (!t) return undefined;
  RE_MESSAGE_SEP.lastIndex = t.index + t[0].length;
  const sep = RE_MESSAGE_SEP.exec(s.text);
  if (!sep || sep.index - (t.index + t[0].length) > 50) return undefined;
  const keepWord = /^(?:zeby|aby)/.test(sep[0]);
  const from = keepWord ? sep.index : sep.index + sep[0].length;
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
  /\b(?:krwaw\w*|krwotok\w*|bardzo (?:mnie )?boli|boli mnie (?:bardzo|strasznie|okropnie|niesamowicie)|strasznie (?:mnie )?boli|okropnie (?:mnie )?boli|silny bol|silnym bolem|ostry bol|ostrym bolem|nie do wytrzymania|spuchl\w*|opuchl\w*|opuchniet\w*|wypadek|wypadku|uderzyl\w* sie w glowe|upadl\w*|spadl\w* z|poparzy\w*|oparzeni\w*|zadlawi\w*|wstrzas\w* anafilakty\w*|reakcj\w* alergiczn\w*|hit (?:his|her|my|their) head|fell (?:down|off)|burn(?:ed|t) (?:him|her|my)\w*|chok\w*|allergic reaction|anaphyla\w*|zemdlal\w*|stracil\w* przytomnosc|nieprzytomn\w*|nie moge oddychac|nie moze oddychac|dusze sie|dusi sie|duszno\w*|zawal\w*|udar\w*|drgawk\w*|wybil\w* (?:sobie )?zab|wybity zab|zlamal\w*|zlaman\w*|pogotowi\w*|nagly przypadek|(?:duzo|pelno|mnostwo) krwi|krew (?:sie )?leje|leje sie krew|nie (?:moge|mozna|da sie) zatamowac|(?:a lot of|lots of|so much|too much) blood|blood everywhere|emergency|bleeding|bleed\w*|severe pain|(?:really|very|badly|terribly) (?:hurts|painful)|hurts (?:so much|a lot|badly|really bad)|in (?:a lot of|terrible|severe) pain|unbearable|accident|swollen|swelling|can'?t breathe|cannot breathe|not breathing|unconscious|fainted|collapsed|seizure|heart attack|stroke|broken (?:tooth|bone|arm|leg)|knocked out)\b/;
export const RE_SOONEST =
  /\b(?:jak najszybciej|jak najwczesniej|najszybciej jak|najblizszy wolny|najblizszy termin|najblizszego terminu|najblizszy mozliwy|najblizszym wolnym|najwczesniejszy|najszybszy|pierwszy wolny|as soon as possible|asap|earliest|first available|soonest|next available)\b/;
export const RE_CALLBACK =
  /\b(?:oddzwon\w*|zadzwoni\w* do mnie|zadzwonic do mnie|niech (?:ktos )?(?:do mnie )?zadzwoni|kontakt zwrotny|prosze o kontakt|skontaktowa\w* sie ze mna|skontaktuj\w* sie ze mna|ze mna (?:skontaktowa|skontaktuj|kontaktowa)\w*|odezwa\w* sie do mnie|(?:niech|zeby) (?:ktos )?sie (?:do mnie )?odezw\w*|have (?:someone|somebody|him|her|them|the \w+) (?:call|ring|phone|contact) me|telefon\w* zwrotn\w*|(?:prosze|prosil\w*|poprosze|poprosil\w*) o (?:telefon|kontakt)\w*|kontakt\w* telefoniczn\w*|call me(?: back)?|callback|call back|ring me(?: back)?|get back to me|give me a (?:call|ring)|contact me|phone me)\b/;

// ---------------------------------------------------------------- questions

const FAQ_TOPICS: ReadonlyArray<readonly [RegExp, FaqTopic]> = [
  [/\b(?:parking\w*|parkow\w*|zaparkowa\w*|park|zostawic auto|zostawic samochod)\b/, 'parking'],
  [
    /\b(?:ile kosztuj\w*|ile kosztowa\w*|koszt\w*|cen[aeyiy]\w*|cennik\w*|ile (?:placi|zaplac|bedzie|to)\w*|ile trzeba|platna|platny|platne|bezplatn\w*|odplatn\w*|darmow\w*|how much|price\w*|pricing|cost\w*|fee\w*|rates?|charge)\b/,
    'price',
  ],
  [
    /\b(?:godzin\w* (?:otwarcia|pracy)|czynne|czynni|otwarte|(?:przyjmuj|pracuj)\w* (?:w|we) |otwarci|otwieracie|zamykacie|do ktorej|od ktorej|w jakich godzinach|opening hours|hours|open|opens|close|closes|closing|swieta|swiat|christmas|holidays?|easter|wielkanoc\w*)\b/,
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
    /\b(?:czy (?:robicie|wykonujecie|oferujecie|macie w ofercie|zajmujecie sie|naprawiacie)|jakie uslugi|ofert\w*|do you (?:do|offer|provide|fix|repair)|what services)\b/,
    'services',
  ],
  [/\b(?:e-?mail\w*|mail\w*|numer telefonu|strona internetow\w*|website|phone number)\b/, 'contact'],
];

export function faqTopic(folded: string): FaqTopic | undefined {
  for (const [re, topic] of FAQ_TOPICS) if (re.test(folded)) return topic;
  return undefined;
}

const RE_QUESTION_FILLER =
  /^(?:(?:dzien dobry|dobry wieczor|witam|czesc|halo|hello|hi|hey|good (?:morning|afternoon|evening)|mam (?:takie )?pytanie|chcial(?:em|am|bym|abym) (?:sie )?(?:zapytac|dowiedziec)|chce (?:sie )?(?:zapytac|dowiedziec)|czy moge (?:zapytac|spytac)|pytanie|prosze powiedziec|i (?:wanted|want|would like) to (?:ask|know)|i have a question|can i ask|could you tell me|can you tell me|i was wondering|quick question|tak|yes|ok|okay)[\s,:;.!-]*)+/;

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
