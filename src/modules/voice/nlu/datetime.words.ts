/** Numbers, months and weekdays as words (Polish and English), for the date and time patterns. */

// ---------------------------------------------------------------- numbers and words

const ORD_STEMS: ReadonlyArray<readonly [string, number]> = (
  [
    ['pierwsz', 1],
    ['drug', 2],
    ['trzeci', 3],
    ['czwart', 4],
    ['piat', 5],
    ['szost', 6],
    ['siodm', 7],
    ['osm', 8],
    ['dziewiat', 9],
    ['dziesiat', 10],
    ['jedenast', 11],
    ['dwunast', 12],
    ['trzynast', 13],
    ['czternast', 14],
    ['pietnast', 15],
    ['szesnast', 16],
    ['siedemnast', 17],
    ['osiemnast', 18],
    ['dziewietnast', 19],
    ['dwudziest', 20],
    ['trzydziest', 30],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length);

export const STEM_ALT =
  'pierwsz|drug|trzeci|czwart|piat|szost|siodm|osm|dziewiat|dziesiat|jedenast|dwunast|trzynast|czternast|pietnast|szesnast|siedemnast|osiemnast|dziewietnast|dwudziest';
/** "dziesiątej", "dwudziestej pierwszej", "jedenasta" (folded). */
export const ORD_HOUR = `(?:dwudziest(?:ej|a|e)\\s+)?(?:${STEM_ALT})(?:iej|ej|a|e)`;
export const MIN_PL_WORDS: Record<string, number> = {
  'zero zero': 0,
  dziesiec: 10,
  pietnascie: 15,
  dwadziescia: 20,
  trzydziesci: 30,
  'czterdziesci piec': 45,
  czterdziesci: 40,
  piecdziesiat: 50,
};
export const MIN_PL =
  'zero zero|dziesiec|pietnascie|dwadziescia|trzydziesci|czterdziesci piec|czterdziesci|piecdziesiat';

const NUM_PL: Record<string, number> = {
  jeden: 1,
  jedna: 1,
  jednego: 1,
  dwa: 2,
  dwie: 2,
  dwoch: 2,
  trzy: 3,
  trzech: 3,
  cztery: 4,
  czterech: 4,
  piec: 5,
  pieciu: 5,
  szesc: 6,
  siedem: 7,
  osiem: 8,
  dziewiec: 9,
  dziesiec: 10,
};
export const NUM_PL_ALT = Object.keys(NUM_PL).join('|');

const NUM_EN: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
export const NUM_EN_ALT = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
export const MIN_EN: Record<string, number> = {
  fifteen: 15,
  thirty: 30,
  'forty five': 45,
  'forty-five': 45,
  twenty: 20,
};

export function ordValue(word: string): number | undefined {
  const w = word.trim();
  const parts = w.split(/\s+/);
  if (parts.length === 2) {
    const tens = ordValue(parts[0]!);
    const unit = ordValue(parts[1]!);
    if (tens !== undefined && unit !== undefined) return tens + unit;
    return undefined;
  }
  for (const [stem, n] of ORD_STEMS) if (w.startsWith(stem)) return n;
  return undefined;
}

export function numValue(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUM_PL[word] ?? NUM_EN[word] ?? ordValue(word);
}

export const MONTHS_GEN =
  'stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|wrzesnia|pazdziernika|listopada|grudnia';
export const MONTHS_LOC =
  'styczniu|lutym|marcu|kwietniu|maju|czerwcu|lipcu|sierpniu|wrzesniu|pazdzierniku|listopadzie|grudniu';
export const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
const MONTH_PREFIX: ReadonlyArray<readonly [string, number]> = [
  ['stycz', 1],
  ['lut', 2],
  ['mar', 3],
  ['kwie', 4],
  ['maj', 5],
  ['czerw', 6],
  ['lip', 7],
  ['sierp', 8],
  ['wrze', 9],
  ['pazdz', 10],
  ['listop', 11],
  ['grud', 12],
  ['jan', 1],
  ['feb', 2],
  ['apr', 4],
  ['may', 5],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
];
export const ROMAN: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
  xi: 11,
  xii: 12,
};

export function monthValue(word: string): number | undefined {
  const roman = ROMAN[word];
  if (roman !== undefined) return roman;
  for (const [p, n] of MONTH_PREFIX) if (word.startsWith(p)) return n;
  return undefined;
}

export const WEEKDAY_PL: ReadonlyArray<readonly [RegExp, number]> = [
  [/^poniedz/, 1],
  [/^wtor/, 2],
  [/^sro/, 3],
  [/^czwart/, 4],
  [/^piat/, 5],
  [/^sob/, 6],
  [/^niedz/, 7],
  [/^mon/, 1],
  [/^tue/, 2],
  [/^wed/, 3],
  [/^thu/, 4],
  [/^fri/, 5],
  [/^sat/, 6],
  [/^sun/, 7],
];

const ORD_EN_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['first', 1],
  ['second', 2],
  ['third', 3],
  ['fourth', 4],
  ['fifth', 5],
  ['sixth', 6],
  ['seventh', 7],
  ['eighth', 8],
  ['ninth', 9],
];
const ORD_EN_TEENS: ReadonlyArray<readonly [string, number]> = [
  ['tenth', 10],
  ['eleventh', 11],
  ['twelfth', 12],
  ['thirteenth', 13],
  ['fourteenth', 14],
  ['fifteenth', 15],
  ['sixteenth', 16],
  ['seventeenth', 17],
  ['eighteenth', 18],
  ['nineteenth', 19],
  ['twentieth', 20],
  ['thirtieth', 30],
];
/** English day ordinals as words: "first" … "thirty-first" (folded, hyphen or space). */
export const ORD_EN: Record<string, number> = Object.fromEntries([
  ...ORD_EN_UNITS,
  ...ORD_EN_TEENS,
  ...ORD_EN_UNITS.flatMap(([w, n]) => [
    [`twenty-${w}`, 20 + n],
    [`twenty ${w}`, 20 + n],
  ]),
  ['thirty-first', 31],
  ['thirty first', 31],
]);
export const ORD_EN_ALT = Object.keys(ORD_EN)
  .sort((a, b) => b.length - a.length)
  .join('|');
