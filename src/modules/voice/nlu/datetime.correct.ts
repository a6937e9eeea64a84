/**
 * Times and days said in one breath that are not the wish: a correction ("o dziesiątej… albo nie,
 * o jedenastej", "the 25th… sorry, the 26th"), a time ruled out ("na dziesiątą nie zdążę", "not
 * at ten", "10 is no good") and a time said about something else ("kończę pracę kwadrans po
 * trzeciej, więc…", "I land at 2, so…"). Over folded text; `extractOnce` and `timeOf` are
 * `datetime.ts`'s (passed in, so this file does not import it back).
 */
import { DateTime } from 'luxon';
import { extractDate, type Scan } from './datetime.date.js';
import type { DateTimeFound } from './datetime.js';
import { RE_PROPOSAL_AFTER, RE_SELF_CORRECTION, RE_SHIFT } from './datetime.patterns.js';
import { fmtTime } from './datetime.resolve.js';
import { MIN_PL, NUM_EN_ALT, ORD_HOUR, STEM_ALT } from './datetime.words.js';
import { blank } from './normalize.js';

/** What `datetime.ts` finds (a type only: the two files import each other's types, not code). */
type Found = DateTimeFound;

type Once = (s: Scan, nowZ: DateTime, bareTime: boolean, preferLast: boolean) => Found;
/** A time said in the scan (blanking it), as the extractors of `datetime.ts` find it. */
export type TimeOf<T> = (s: Scan) => T | undefined;

const saysWhen = (f: Found) =>
  !!(f.date || f.time || f.dateRange || f.partOfDay || f.notBefore || f.notAfter);

/** A time phrase: "o dziesiątej", "na 10:30", "at ten", "10 am". */
const TIME = `(?:(?:o|na|at|for|by)\\s+)?(?:godz\\w*\\s+)?(?:\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s*[ap]\\.?m\\.?)?|${ORD_HOUR}(?:\\s+(?:${MIN_PL}))?|(?:${NUM_EN_ALT})(?:\\s+o'?clock)?)`;
const REFUSAL =
  "(?:nie zdaz\\w*|nie zdazy\\w*|nie wyrobi\\w*|nie moge|nie mog\\w+|nie pasuje|mi nie pasuje|nie dam rady|nie da rady|nie bede mogl\\w*|odpada|za wczesnie|za pozno|jest za wczesnie|jest za pozno|(?:is |'s )?no good|(?:is |'s )?too (?:early|late)|doesn'?t work|does not work|won'?t work|is out|i can'?t|i cannot|i won'?t make it)";
/**
 * A time ruled out: followed by a refusal ("na dziesiątą nie zdążę", "10 is no good"), negated
 * ("nie o dziesiątej, tylko…", "not at ten"), or refused by a verb ("I can't make 10").
 */
const RE_REFUSED_TIME = new RegExp(
  `\\b${TIME}\\s+(?:(?:to|mi|ja|juz|jednak|niestety|raczej|chyba|na pewno|i|is|then|really|just)\\s+)*${REFUSAL}\\b|\\b(?:nie|not)\\s+(?:(?:o|na|at|for)\\s+)${TIME}\\b|\\b(?:can'?t|cannot|won'?t)\\s+(?:make|do)\\s+(?:it\\s+)?${TIME}\\b`,
  'g',
);

/**
 * The scan with the times it rules out blanked, when another time is said beside them ("o
 * dziesiątej nie mogę, może o jedenastej"); unchanged when a refused time is the only one (the
 * engine hears "o dziesiątej nie mogę" as a refusal of that time). Gives the refused spans' text.
 */
export function withoutRefusedTimes<T>(s: Scan, timeOf: TimeOf<T>): string[] {
  RE_REFUSED_TIME.lastIndex = 0;
  const spans = [...s.text.matchAll(RE_REFUSED_TIME)];
  if (spans.length === 0) return [];
  let text = s.text;
  for (const m of spans) text = blank(text, m.index, m.index + m[0].length);
  if (timeOf({ text, orig: s.orig }) === undefined) return spans.map((m) => m[0]);
  s.text = text;
  return spans.map((m) => m[0]);
}

/**
 * A clause saying when something else happens: work or school ends, a flight lands, a bus gets
 * in (the caller is free after it), or work starts (the caller must be done before it).
 */
const RE_CONTEXT_AFTER =
  /\b(?:(?:s?koncz\w*|wychodz\w*|wyjd\w*|wracam|wroce)\s+(?:\w+\s+)?(?:z\s+)?(?:prac\w*|zajec\w*|lekcj\w*|szkol\w*|zmian\w*|dyzur\w*|uczelni\w*)|(?:praca|zajecia|lekcje|szkola|zmiana|dyzur)\s+(?:mi\s+)?(?:sie\s+)?konczy\w*|(?:samolot|lot|pociag|autobus)\w*\s+(?:mam\s+|mi\s+)?(?:laduje|przylatuje|przyjezdza|dojezdza|jest)|(?:laduje|przylatuje|przylece)|i (?:finish|get off)(?: work| school| my shift| class)?|i leave (?:work|school|the office)|(?:work|school|my shift|class|classes) (?:finishes|ends|is over)|i (?:land|get back)|(?:my )?(?:flight|plane|train|bus) (?:lands|lands|gets in|arrives|comes in)|i'?m (?:off work|back|done|finished))\b/;
const RE_CONTEXT_BEFORE =
  /\b(?:zaczynam\s+(?:prac\w*|zajec\w*|lekcj\w*|zmian\w*|dyzur\w*)|musze byc w pracy|i (?:start|begin) (?:work|school|my shift|class)|(?:work|school|my shift) (?:starts|begins)|i (?:have to|need to|must) be at work)\b/;
/** Where a clause ends: a stop, or a word joining the next clause ("więc", "so", "ale"). */
const RE_CLAUSE_END = /[,.;!?]|\s(?:wiec|to|ale|a|i|so|but|and|then)\s/;

/**
 * A time said about something else ("Jutro kończę pracę kwadrans po trzeciej, więc mogłabym
 * być o szesnastej"): blanked when another time is said beside it; alone, it is a limit (after
 * work ends, before it starts), never the time wanted. The limit's time, with its side.
 */
export function contextTime<T>(s: Scan, timeOf: TimeOf<T>): { raw: T; side: 'after' | 'before' } | undefined {
  for (const [re, side] of [
    [RE_CONTEXT_AFTER, 'after'],
    [RE_CONTEXT_BEFORE, 'before'],
  ] as const) {
    const m = re.exec(s.text);
    if (!m) continue;
    const from = m.index;
    const rest = s.text.slice(m.index + m[0].length);
    const stop = rest.search(RE_CLAUSE_END);
    const to = m.index + m[0].length + (stop < 0 ? rest.length : stop);
    const clause: Scan = {
      text: ' '.repeat(from) + s.text.slice(from, to) + ' '.repeat(s.text.length - to),
      orig: s.orig,
    };
    const before = clause.text;
    const raw = timeOf(clause);
    if (raw === undefined) continue;
    // The positions the clause's time took, blanked in the whole scan.
    let text = s.text;
    for (let i = from; i < to; i++) if (before[i] !== clause.text[i]) text = blank(text, i, i + 1);
    s.text = text;
    return timeOf({ text, orig: s.orig }) === undefined ? { raw, side } : undefined;
  }
  return undefined;
}

/** A bare Polish genitive ordinal ("dwudziestego szóstego"): a day of the month. */
const RE_ORD_DAY_PL = new RegExp(`\\b(?:(?:dwudziest|trzydziest)ego\\s+)?(?:${STEM_ALT}|trzydziest)i?ego\\b`);
/** A bare hour after a correction ("…, no, 11 please", "albo nie, jedenasta"). */
const RE_BARE_HOUR = new RegExp(
  `^[\\s,.;:!-]*(?:(?:jednak|lepiej|raczej|please|make (?:it|that)|then|say|i mean|i meant|rather|actually|no|nie|sorry|przepraszam|wlasciwie|to znaczy|znaczy)[\\s,]+)*(\\d{1,2}(?::[0-5]\\d)?|${ORD_HOUR}|${NUM_EN_ALT})(?:\\s+(?:please|then|prosze|instead|zamiast))?[\\s,.;:!?]*$`,
);

const RE_NUM_EN = new RegExp(`^(?:${NUM_EN_ALT})$`);

/**
 * "Przegląd w środę o dziesiątej… albo nie, w czwartek", "Thursday at 11. Oh wait, can we do
 * Friday instead, same time?", "o dziesiątej, a nie, lepiej o godzinę później": what is said
 * after the caller corrects themselves replaces what it says again; what it leaves out (the
 * time, the day) stays as said before; a time the correction rules out ("bo na dziesiątą nie
 * zdążę") is dropped. Undefined when there is no such correction.
 */
export function correctedInPlace(s: Scan, nowZ: DateTime, once: Once): Found | undefined {
  let cut: number | undefined;
  let end = 0;
  for (const re of [RE_SELF_CORRECTION, RE_PROPOSAL_AFTER]) {
    re.lastIndex = 0;
    for (const m of s.text.matchAll(re))
      if (m.index > 0 && (cut === undefined || m.index < cut)) {
        cut = m.index;
        end = m.index + m[0].length;
      }
  }
  if (cut === undefined) return undefined;
  const head: Scan = { text: s.text.slice(0, cut) + ' '.repeat(s.text.length - cut), orig: s.orig };
  const tail: Scan = { text: ' '.repeat(cut) + s.text.slice(cut), orig: s.orig };
  const a = once(head, nowZ, false, false);
  if (!a.date && !a.time) return undefined;
  const shift = RE_SHIFT.exec(tail.text);
  if (shift) tail.text = blank(tail.text, shift.index, shift.index + shift[0].length);
  // A time the correction rules out is not its wish ("albo nie, na dziesiątą nie zdążę").
  const refused: string[] = [];
  for (const m of tail.text.matchAll(RE_REFUSED_TIME)) {
    refused.push(m[0]);
    tail.text = blank(tail.text, m.index, m.index + m[0].length);
  }
  const b = once(tail, nowZ, false, true);
  if (!b.date && !b.dateRange && a.date) {
    // "dwudziestego piątego… nie, przepraszam, dwudziestego szóstego": a bare ordinal is the day.
    const o = RE_ORD_DAY_PL.exec(tail.text);
    if (o && o.index >= 5) {
      const probe: Scan = {
        text: `${' '.repeat(o.index - 5)}dnia ${tail.text.slice(o.index)}`,
        orig: s.orig,
      };
      const d = extractDate(probe, DateTime.utc(nowZ.year, nowZ.month, nowZ.day));
      if (d.date) {
        b.date = d.date.toISODate()!;
        tail.text = blank(tail.text, o.index, o.index + o[0].length);
      }
    }
  }
  if (!b.time && a.time && !b.partOfDay && !b.notBefore && !b.notAfter) {
    // "Monday at 10, no, 11 please": a bare hour replaces the hour said.
    const h = RE_BARE_HOUR.exec(s.text.slice(end));
    if (h) {
      // "o jedenasta", "at eleven": an English word hour is read after "at".
      const at = `${RE_NUM_EN.test(h[1]!) ? 'at' : 'o'} ${h[1]}`;
      const t = once({ text: at, orig: at }, nowZ, true, false);
      if (t.time) b.time = t.time;
    }
  }
  // The time said first, ruled out by the correction ("…albo nie, na dziesiątą nie zdążę").
  const headTimeRefused =
    !!a.time && refused.some((r) => once({ text: r, orig: r }, nowZ, true, false).time === a.time);
  if (!saysWhen(b) && !shift && !headTimeRefused) return undefined;
  s.text = head.text.slice(0, cut) + tail.text.slice(cut);
  const found: Found = {};
  const day = b.date || b.dateRange ? b : a;
  if (day.date) found.date = day.date;
  if (day.dateRange) found.dateRange = day.dateRange;
  const hourSaid = !!(b.time || b.partOfDay || b.notBefore || b.notAfter);
  const at = hourSaid ? b : a;
  for (const k of ['time', 'partOfDay', 'notBefore', 'notAfter'] as const)
    if (at[k] !== undefined) Object.assign(found, { [k]: at[k] });
  if (!hourSaid && headTimeRefused) found.time = undefined;
  if (!b.time && shift && a.time) {
    const [h, m] = a.time.split(':').map(Number) as [number, number];
    const minutes = /pol|half/.test(shift[1]!) ? 30 : /dwie|two/.test(shift[1]!) ? 120 : 60;
    const t = h * 60 + m + (/pozniej|later/.test(shift[2]!) ? minutes : -minutes);
    if (t >= 0 && t < 24 * 60) found.time = fmtTime(Math.floor(t / 60), t % 60);
  }
  if (found.time === undefined) delete found.time;
  if (found.date && found.time) {
    const [y, mo, d] = found.date.split('-').map(Number) as [number, number, number];
    const [h, mi] = found.time.split(':').map(Number) as [number, number];
    const dt = DateTime.fromObject({ year: y, month: mo, day: d, hour: h, minute: mi }, { zone: nowZ.zone });
    if (dt.isValid) found.datetime = dt.toISO({ suppressMilliseconds: true })!;
  }
  return found;
}
