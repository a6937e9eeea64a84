/** The caller's name (see `entities.ts`). */
import type { Scan } from './datetime.js';
import { blank, capitalizeWords, clean, fold } from './normalize.js';

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
const RE_NAME_WEAK = /(?:^|[\s,.!?])(?:tu|tutaj|mowi|jestem|this is|it'?s|it is|i am|i'?m)\s+/g;

/** A name said before its cue ("Anna Nowak z tej strony", "Tom Baker here / speaking"). */
const RE_NAME_BEFORE_CUE =
  /(?:^|[,.!?]\s*|\b(?:hi|hello|hey|dzien dobry|dzień dobry|witam|halo)\s+)((?:\p{Lu}[\p{L}'-]+\s+){1,3}\p{Lu}[\p{L}'-]+)\s+(?:z tej strony|here|speaking)\s*(?:[,.!]|$)/iu;

/** Titles that make the words after them someone else ("Doktor Nowak", "Dr Smith"). */
const RE_TITLE = /^(?:dr|doktor\w*|doctor|pan|pani|panie|mr|mrs|ms|miss|prof\w*)$/i;

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
      // "na nazwisko Wójcik, Agnieszka Wójcik": the surname, then the whole name repeating it.
      const again = /^,\s*(\p{Lu}[\p{L}'-]+)\s+(\p{Lu}[\p{L}'-]+)/u.exec(s.orig.slice(found.end));
      if (
        !found.name.includes(' ') &&
        again &&
        again[2]!.toLocaleLowerCase('pl') === found.name.toLocaleLowerCase('pl')
      ) {
        s.text = blank(s.text, strong.index, found.end + again[0].length);
        return capitalizeWords(`${again[1]} ${again[2]}`);
      }
      s.text = blank(s.text, strong.index, found.end);
      return found.name;
    }
  }
  // "Stanisław Król z tej strony", "Tom Baker here": two or three capitalised words before the cue.
  const before = RE_NAME_BEFORE_CUE.exec(s.orig);
  if (before) {
    const words = before[1]!.split(/\s+/);
    while (words.length > 0 && NAME_STOP.has(fold(words[0]!))) words.shift();
    if (words.length >= 2 && !words.some((w) => NAME_STOP.has(fold(w)) || RE_TITLE.test(w))) {
      const at = before.index + before[0].indexOf(words[0]!);
      s.text = blank(s.text, at, before.index + before[0].length);
      return capitalizeWords(words.join(' '));
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
    .replace(/^(?:(?:to|jestem|tu|tutaj|mowi|mówi|this is|it'?s|it is|i'?m|i am)\s+)/i, '')
    .replace(/[.,!?]+$/g, '')
    .trim();
  if (!/^[\p{L}'-]+(?: [\p{L}'-]+){0,3}$/u.test(body)) return undefined;
  return capitalizeWords(body);
}

// ---------------------------------------------------------------- the answer to "what name?"

/** Common Polish first names (nominative): a case form is turned back only into one of these. */
const FIRST_NAMES = new Set(
  'adam adrian agata agnieszka aleksander aleksandra alicja amelia andrzej aneta anna antoni antonina arkadiusz artur barbara bartosz bartłomiej beata bogdan bożena cezary czesław damian daniel danuta dariusz dawid dominik dominika dorota edyta elżbieta emil emilia ewa ewelina filip franciszek gabriela grażyna grzegorz halina hanna helena henryk hubert igor irena iwona izabela jacek jadwiga jakub jan janina janusz jarosław jerzy joanna jolanta józef julia julian justyna kacper kamil kamila karol karolina kasia katarzyna kazimierz kinga klaudia konrad krystyna krzysztof leszek lena lucyna łukasz maciej magdalena maja małgorzata marcin marek maria mariusz marta marzena mateusz michał mikołaj milena mirosław monika natalia norbert oliwia ola patryk paulina paweł piotr przemysław radosław rafał renata robert roman ryszard sebastian stanisław stefan sylwia szymon tadeusz teresa tomasz urszula wanda weronika wiesław wiesława bronisława stanisława mirosława jarosława zdzisława władysława bogusława czesława radosława wiktor wiktoria witold władysław włodzimierz wojciech zbigniew zdzisław zofia zuzanna zygmunt'.split(
    ' ',
  ),
);

const lower = (w: string) => w.toLocaleLowerCase('pl');

/** A common Polish first name, in any case or letter case ("wiktor", "Agnieszkę"). */
export function isKnownFirstName(word: string): boolean {
  return FIRST_NAMES.has(lower(word)) || firstNameNominative(word) !== null;
}
const sameCase = (like: string, w: string) =>
  like[0] === like[0]?.toLocaleUpperCase('pl') ? w.charAt(0).toLocaleUpperCase('pl') + w.slice(1) : w;

/** A first name said in another case ("Agnieszkę", "Pawła", "Marka") → nominative; else null. */
function firstNameNominative(word: string): { name: string; masculine: boolean } | null {
  const w = lower(word);
  if (FIRST_NAMES.has(w)) return null;
  const tries: [string, boolean][] = [];
  if (w.endsWith('ę')) tries.push([`${w.slice(0, -1)}a`, false]);
  if (w.endsWith('a')) {
    const stem = w.slice(0, -1);
    tries.push([stem, true]);
    // Marka → Marek, Pawła → Paweł, Jacka → Jacek: the e that drops in the other cases.
    tries.push([`${stem.slice(0, -1)}e${stem.slice(-1)}`, true]);
  }
  for (const [n, masculine] of tries) if (FIRST_NAMES.has(n)) return { name: sameCase(word, n), masculine };
  return null;
}

/** A surname said in another case, where the ending is unambiguous ("Kowalskiego", "Kowalską"). */
function surnameNominative(word: string, afterMasculine: boolean): string {
  const w = lower(word);
  let n = w
    .replace(/([sc]k|dzk)iego$/, '$1i')
    .replace(/([sc]k|dzk)(?:iej|ą)$/, '$1a')
    .replace(/ę$/, 'a');
  // "na Jana Nowaka", "Pawła Wójcika": the genitive -a after a man's name in the genitive.
  if (n === w && afterMasculine && /(?:ak|ik|yk|uk|ch|sz|cz|rz|ąc|ur|ar|ór)a$/.test(w)) n = w.slice(0, -1);
  return n === w ? word : sameCase(word, n);
}

/** "Agnieszkę Wójcik" → "Agnieszka Wójcik", "Pawła Kowalskiego" → "Paweł Kowalski"; else as said. */
export function nominativeName(name: string): string {
  const words = name.split(' ');
  const first = firstNameNominative(words[0] ?? '');
  if (!first) return words.map((w) => surnameNominative(w, false)).join(' ');
  return [first.name, ...words.slice(1).map((w) => surnameNominative(w, first.masculine))].join(' ');
}

/** What leads a name in an answer ("to będzie na nazwisko", "proszę zapisać na", "sorry, it's"). */
const RE_ANSWER_LEAD =
  /^(?:(?:to|tak|yes|yeah|oh|ok|okay|sorry|przepraszam|please|prosze|bedzie|moze|zapis\w*|mnie|pod|na|nazwisko|imie|i nazwisko|z tej strony|nazywam sie|mam na imie|tu|tutaj|mowi|jestem|it'?s|it is|this is|i'?m|i am|my name is|my name'?s|the name'?s|the name is|name'?s|name is|put (?:it|me) (?:down )?under|under|book it under|for)\b[\s,]*)+/;
/** Where a name said alone breaks: punctuation, a dash, a correction word ("Kruk Kazimierz znaczy …"). */
const RE_NAME_SEGMENT =
  /\s*[.,;!?\u2026]+\s*|\s+-\s+|\s+(?=(?:to znaczy|znaczy|właściwie|wlasciwie|i mean|i meant|or rather)\s)/i;
/** A name said again in place of the one before it ("znaczy", "to znaczy", "właściwie", "I mean"). */
const RE_NAME_CORRECTED =
  /^(?:(?:a|o|oh|no|sorry|przepraszam)[\s,]+)?(?:to znaczy|znaczy|wlasciwie|a raczej|raczej|i mean|i meant|or rather|rather)\b[\s,:]*/;
const RE_ANSWER_TAIL = /(?:[\s,]+(?:please|prosze|dziekuje|thanks|thank you))+$/;
/** Words that are never part of a name said alone (questions, function words). */
const NOT_NAME = new Set([
  ...NAME_STOP,
  ...'czy ile jaki jaka jakie gdzie kiedy co jak kto what how where when who which do does can could is are was have has you your we our of in on at a an by or but'.split(
    ' ',
  ),
]);

/** "first name Adam", "a imię Ewa", "mam na imię Ola": the first name said apart from the surname. */
const RE_FIRST_NAME_SAID =
  /^(?:(?:and|a|i)\s+)?(?:(?:my|the)\s+)?(?:first name|christian name|given name|(?:mam na |na )?imie)(?:\s+(?:is|to|jest))?\s+/;

/**
 * The name in an answer to "what name should I book it under?": said in a phrase ("proszę
 * zapisać na Agnieszkę Wójcik", "put it under Olivia Brown"), repeated or corrected ("Nowak. Jan
 * Nowak", "sorry, it's Adam, Adam Smith"), in the nominative where the case is certain. Undefined
 * when the words are not only a name (a question, a sentence).
 */
export function spokenName(text: string): string | undefined {
  const parts: string[][] = [];
  let first: string | undefined;
  for (const seg of clean(text).split(RE_NAME_SEGMENT)) {
    if (!seg) continue;
    const folded = fold(seg);
    // "Kowalski, K-O-W-A-L-S-K-I, first name Adam": the first name said apart, put first.
    const firstSaid = RE_FIRST_NAME_SAID.exec(folded);
    if (firstSaid && /^\p{L}+$/u.test(seg.slice(firstSaid[0].length))) {
      first = seg.slice(firstSaid[0].length);
      continue;
    }
    // "Kruk Kazimierz… znaczy Kazimierz Kruk", "John Smith, I mean Jon Smith": what it corrects goes.
    const corrects = RE_NAME_CORRECTED.exec(folded);
    if (corrects) {
      parts.length = 0;
      first = undefined;
    }
    const from = corrects?.[0].length ?? 0;
    const lead = from + (RE_ANSWER_LEAD.exec(folded.slice(from))?.[0].length ?? 0);
    const tail = RE_ANSWER_TAIL.exec(folded.slice(lead));
    const body = seg.slice(lead, tail ? lead + tail.index : undefined).trim();
    if (!body) continue;
    // "Lis, L-I-S": the name spelled out letter by letter adds nothing.
    if (/^\p{L}(?:[-\s.]+\p{L})+$/u.test(body)) continue;
    const words = body.split(' ');
    if (words.length > 4) return undefined;
    if (words.some((w) => !/^[\p{L}'-]+$/u.test(w) || NOT_NAME.has(fold(w)))) return undefined;
    parts.push(words);
  }
  if (parts.length === 0) return undefined;
  if (first && parts.length === 1 && parts[0]!.length === 1) parts[0] = [first, parts[0]![0]!];
  // The longest part, the last of equals, when it holds the words of the others ("Adam, Adam Smith").
  let best = parts[0]!;
  for (const p of parts) if (p.length >= best.length) best = p;
  const has = new Set(best.map((w) => fold(w)));
  const chosen = parts.every((p) => p.every((w) => has.has(fold(w)))) ? best : parts.flat();
  if (chosen.length > 4) return undefined;
  return nominativeName(capitalizeWords(chosen.join(' ')));
}
