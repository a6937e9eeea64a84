/**
 * The words of matching (pure): folding, stop words, the bilingual lexicon of concepts and the
 * light Polish/English stemmer that `match.ts` builds its keys from.
 */

/** Concepts: [key, weak?, stems (a folded word starting with one of them is that concept)]. */
const LEXICON: [string, boolean, string[]][] = [
  [
    'card',
    false,
    ['kart', 'card', 'blik', 'blikie', 'visa', 'mastercard', 'zblizeni', 'contactless', 'terminal'],
  ],
  ['cash', false, ['gotowk', 'gotowka', 'cash']],
  [
    'pay',
    true,
    ['plac', 'zaplac', 'platn', 'oplac', 'pay', 'paid', 'payment', 'uregul', 'naleznos', 'zaplat', 'oplat'],
  ],
  [
    'accept',
    true,
    ['przyjm', 'przyjmow', 'akcept', 'accept', 'take', 'takes', 'taking', 'honour', 'honor', 'welcome'],
  ],
  [
    'instalment',
    false,
    [
      'rata',
      'raty',
      'ratach',
      'ratami',
      'ratal',
      'spread',
      'split',
      'rozloz',
      'rozbi',
      'transz',
      'instal',
      'finansow',
      'financ',
      'kredyt',
      'credit',
      'splac',
      'czesciach',
      'czesciami',
    ],
  ],
  ['parking', false, ['parking', 'parkow', 'zaparkow', 'park', 'parked']],
  [
    'car',
    true,
    [
      'samochod',
      'auto',
      'auta',
      'autem',
      'aucie',
      'car',
      'cars',
      'vehicle',
      'pojazd',
      'drive',
      'driving',
      'podwiez',
      'podwoz',
    ],
  ],
  [
    'child',
    false,
    [
      'dzieck',
      'dzieci',
      'dziec',
      'maluch',
      'malusz',
      'niemowl',
      'najmlodsz',
      'mlodsz',
      'mlodzie',
      'young',
      'syn',
      'synek',
      'synka',
      'cork',
      'coreczk',
      'son',
      'daughter',
      'child',
      'children',
      'kid',
      'kids',
      'toddler',
      'pediatr',
      'paediatr',
      'pedodon',
    ],
  ],
  ['interest', false, ['odsetk', 'odsetek', 'procent', 'oprocent', 'interest']],
  // "Czy dzieci płacą mniej?", "any discount?": a question of its own (not the children's entry).
  [
    'discount',
    false,
    ['znizk', 'znizek', 'rabat', 'ulg', 'ulga', 'ulgi', 'discount', 'mniej', 'taniej', 'cheaper', 'less'],
  ],
  // Coming alone, without a guardian: a question of its own.
  [
    'alone',
    false,
    [
      'alone',
      'sam',
      'sama',
      'samo',
      'sami',
      'samodziel',
      'unaccompanied',
      'opiekun',
      'rodzic',
      'guardian',
      'parent',
    ],
  ],
  ['issue', true, ['wystaw', 'issue', 'issued', 'issuing']],
  ['invoice', false, ['faktur', 'invoice', 'vat', 'rachun', 'paragon', 'receipt']],
  [
    'anaesthesia',
    false,
    [
      'znieczul',
      'anest',
      'anaest',
      'numbing',
      'numbed',
      'numbness',
      'sedac',
      'sedat',
      'zastrzyk',
      'injection',
    ],
  ],
  [
    'access',
    false,
    [
      'wozk',
      'wozki',
      'wozka',
      'wozek',
      'inwalid',
      'wheelchair',
      'niepelnospr',
      'disab',
      'accessib',
      'schod',
      'stairs',
      'steps',
      'step',
      'access',
      'winda',
      'windy',
      'winde',
      'windzie',
      'lift',
      'elevator',
      'parter',
      'prog',
      'progi',
      'stopni',
      'stopien',
      'chodzeni',
      'ramp',
      'podjazd',
      'mobility',
    ],
  ],
  [
    'nfz',
    false,
    [
      'nfz',
      'narodow',
      'fundusz',
      'refund',
      'ubezpiecz',
      'insurance',
      'insured',
      'fund',
      'national',
      'public',
      'publiczn',
      'panstwow',
    ],
  ],
  // Weak words around a subject: known to both languages, so they neither block nor carry a match.
  [
    'contract',
    true,
    ['umow', 'umowa', 'umowy', 'umowe', 'umowie', 'kontrakt', 'contract', 'agreement', 'podpis'],
  ],
  ['health', true, ['zdrow', 'health']],
  ['available', true, ['dostepn', 'available', 'przystosow', 'adapted', 'suitable']],
  ['enter', true, ['wjech', 'wjedz', 'wjezdz', 'wjazd', 'wejd', 'wchodz', 'enter']],
  ['included', false, ['includ', 'wliczon', 'wlicz']],
  [
    'extra',
    true,
    ['extra', 'dodatkow', 'doplat', 'doplac', 'osobn', 'additional', 'separately', 'surcharge'],
  ],
  ['before', true, ['wczesn', 'advance', 'beforehand', 'before', 'prior']],
  ['phone', true, ['telefon', 'phone', 'komork', 'mobile', 'smartfon', 'smartphone']],
  ['local', true, ['miejscow', 'local']],
  ['place', true, ['miejsce', 'miejsca', 'miejsc', 'spot', 'spots', 'space', 'spaces']],
  [
    'come',
    true,
    [
      'przyjezdz',
      'przyjed',
      'przyjech',
      'przyjad',
      'przychodz',
      'przyjd',
      'przyjsc',
      'come',
      'comes',
      'coming',
    ],
  ],
  [
    'address',
    false,
    ['adres', 'address', 'ulic', 'street', 'znajduj', 'miesci', 'mieszcz', 'located', 'location', 'lokaliz'],
  ],
  [
    'transport',
    false,
    [
      'metro',
      'metra',
      'metrem',
      'subway',
      'underground',
      'tube',
      'stacj',
      'station',
      'przystan',
      'dworc',
      'dworzec',
      'stop',
      'stops',
      'tramwaj',
      'tram',
      'autobus',
      'bus',
      'dojazd',
      'dojecha',
      'dojad',
      'dotrze',
      'piesz',
      'dojsc',
      'dojdz',
      'commute',
      'komunikacj',
      'transport',
    ],
  ],
  ['near', true, ['najbliz', 'blisk', 'closest', 'nearest', 'near']],
  [
    'price',
    false,
    [
      'cen',
      'koszt',
      'kosztu',
      'kosztow',
      'price',
      'cost',
      'costs',
      'fee',
      'fees',
      'charg',
      'cennik',
      'expensive',
      'drogi',
      'drogo',
      'tani',
    ],
  ],
  ['whitening', false, ['wybiel', 'whiten', 'bleach', 'rozjasn']],
  ['checkup', false, ['przeglad', 'kontrol', 'checkup', 'check', 'examination']],
  ['rootcanal', false, ['kanal', 'canal', 'nerw', 'nerve', 'nerves', 'endodon']],
  [
    'hygiene',
    false,
    [
      'higieniz',
      'skaling',
      'scaling',
      'scale',
      'piaskow',
      'czyszcz',
      'cleaning',
      'clean',
      'polishing',
      'kamien',
      'tartar',
      'plaque',
      'osad',
    ],
  ],
  [
    'extraction',
    false,
    [
      'ekstrakc',
      'wyrwa',
      'wyrwan',
      'wyrwie',
      'wyciagn',
      'wyjac',
      'wyjeci',
      'extract',
      'usuniec',
      'usunac',
      'pull',
      'pulling',
    ],
  ],
  ['filling', false, ['wypeln', 'plomb', 'filling']],
  ['tooth', true, ['zab', 'zeb', 'tooth', 'teeth', 'dental', 'stomatolog']],
  [
    'staff',
    false,
    [
      'higienistk',
      'hygienist',
      'personel',
      'staff',
      'team',
      'zespol',
      'pracown',
      'pracuj',
      'chirurg',
      'surgeon',
    ],
  ],
  // A doctor or a dentist is who does anything at a clinic: said with a subject, the subject decides
  // ("czy lekarz może przyjechać do domu?"); the team asked for itself ("jacy lekarze…") is `staff`.
  ['doctor', true, ['lekarz', 'lekarze', 'doktor', 'dentyst', 'doctor', 'dentist']],
  ['first', false, ['pierwsz', 'first']],
  ['name', true, ['nazyw', 'nazwisk', 'imie', 'imiona', 'name', 'names', 'called']],
  ['scope', true, ['obejm', 'poleg', 'involv', 'consist']],
  ['age', true, ['wiek', 'wieku', 'age', 'aged', 'rok', 'roku']],
  ['duration', false, ['trwa', 'trwac', 'duration', 'minut', 'dlugo', 'czas', 'czasu']],
  ['companion', false, ['towarzysz', 'accompan', 'companion']],
  ['bring', false, ['zabrac', 'zabier', 'wziac', 'przyniesc', 'przynies', 'bring', 'zabra']],
  ['document', false, ['dowod', 'dokument', 'document', 'identity', 'paszport', 'passport']],
  ['cancel', false, ['odwol', 'cancel', 'anul', 'rezygn', 'zrezygn']],
  ['home', false, ['domow', 'dom', 'domu', 'home', 'house', 'flat', 'apartment', 'mieszkani']],
  ['wifi', false, ['wifi', 'internet', 'online']],
  ['tv', false, ['tv', 'telewiz', 'television', 'telly']],
  ['rules', true, ['polic', 'zasad', 'regulamin', 'rules', 'terms', 'warunk']],
  ['monthly', true, ['month', 'miesieczn', 'miesiac', 'miesiec', 'miesiecy']],
  ['gift', false, ['gift', 'gifts', 'voucher', 'bon', 'bony', 'bonu', 'podarun', 'prezent']],
  ['free', true, ['bezplat', 'darmow', 'free', 'gratis']],
  [
    'pet',
    false,
    [
      'pies',
      'psem',
      'psa',
      'psy',
      'piesek',
      'kot',
      'kota',
      'kotem',
      'zwierz',
      'dog',
      'dogs',
      'cat',
      'cats',
      'pet',
      'pets',
      'animal',
    ],
  ],
  // A place in the clinic is where something is, not what is asked ("czy mogę poczekać w poczekalni?").
  ['waiting', true, ['poczekal', 'waiting', 'wait', 'czekaj', 'czekac', 'czekani', 'poczekac']],
  [
    'visit',
    true,
    [
      'wizyt',
      'visit',
      'appointment',
      'zabieg',
      'procedure',
      'treatment',
      'leczen',
      'lecz',
      'treat',
      'session',
      'sesj',
    ],
  ],
  ['patient', true, ['pacjent', 'patient']],
  ['hours', false, ['godzin', 'otwar', 'czynn', 'hours', 'open', 'opening']],
  [
    'services',
    true,
    ['uslug', 'oferu', 'oferta', 'ofercie', 'service', 'services', 'offer', 'offered', 'zajmuj'],
  ],
  ['implant', false, ['implant']],
  [
    'language',
    false,
    ['angielsk', 'english', 'niemieck', 'german', 'ukrain', 'rosyjsk', 'russian', 'francusk', 'french'],
  ],
  ['speak', true, ['mowi', 'mowic', 'speak', 'speaks', 'rozmaw']],
  ['building', true, ['budyn', 'building', 'pietr', 'floor', 'level', 'poziom', 'wejsc', 'entrance']],
  ['weekend', false, ['sobot', 'niedziel', 'saturday', 'sunday', 'weekend']],
  ['result', false, ['wynik', 'result', 'badan', 'test', 'tests', 'xray', 'rtg', 'rentgen']],
  ['clinic', true, ['klinik', 'klinic', 'gabinet', 'przychodni', 'clinic', 'practice', 'surgery', 'office']],
];

/** Words that carry no subject in a question. */
export const STOP = new Set(
  `czy jak jaki jaka jakie jakiej jakim jest sa sie nie tak co czym oraz albo lub ile gdzie kiedy ktora ktory ktore
  mozna moge mozemy mozecie mozna macie mam ma maja jestescie jestem u was wam wami pan pani panstwo prosze dla przy
  od do na po za w we z ze o i a to ten ta te tego tej mi mnie sobie tez juz jeszcze bardzo dzien dobry chcialem
  chcialam chcialbym chcialabym chce zapytac spytac pytanie dowiedziec trzeba potrzeba potrzebuje da dac wiedziec
  czyli jakis jakies cos dokladnie wlasnie moze byc bedzie by ze bo no wiec halo witam dzieki dziekuje robicie
  robi prowadzicie prowadzi mialem mialam moj moja moje swoj swoja tam tu tutaj teraz dzis dzisiaj
  the a an is are am do does did you your yours can could would will i me my we our us what whats how when where
  which who whom for with have has had any and or to of in on at be been there it its that this these those please
  hi hello just know tell like want need get got some also about if whether much many anything something there's
  ok okay well so then than from by as into pod nad przed przez bez miedzy obok kolo wobec ku aby zeby gdy jesli
  tylko chyba pewnie prawda wiecej inne inny taki takie nam nas ich jego jej mu go ja ty on ona oni my wy
  ktos ktokolwiek cokolwiek gdzies jakos czemu dlaczego bylo byla byl beda mozliwosc mozliwe opcja
  over under out up down off should may might must shall doing done going possible possibility option way
  panstwa panstwu pana panu pania osob osoby osoba osobie osobom osobami ramach ramy dam rade rady
  she he her his him they them their mum mom mother dad father wife husband
  tata taty tacie mama mamy mamie maz meza zona zony babcia dziadek
  powinienem powinnam powinien powinna powinnismy soba sobie
  potrzebne potrzebny potrzebna potrzebnych wymagane wymagany needed required
  thanks thank thx but ale however leave kto people person persons ludzi
  having mozliwa mozliwy mozliwosci work works working exactly outside ogole
  somewhere anywhere someplace until till use uses using used actually never mind wlasciwie niewazne
  musze musi musimy musicie musza musisz must miec mialbym mialabym kilka kilku pare few several small smaller
  bigger troche trochu razem together podczas during while wasz wasza wasze waszej waszego waszych waszym
  najlepiej best raz pamietam pamieta remember forgot zapomnialem zapomnialam along problem problemy
  dzwonie dzwonimy imieniu calling behalf nia niej nim nimi still nadal wciaz dalej yet system systemu part ktorego ktorej ktorym ktorzy ktorych too also grandmother grandma grandfather grandpa babci babcie dziadka prowadza`.split(
    /\s+/,
  ),
);

/** The lexicon's stems by their first two letters, in the lexicon's order (the first that fits wins). */
const LEX_INDEX = new Map<string, { key: string; stem: string; weak: boolean }[]>();
for (const [key, weak, stems] of LEXICON)
  for (const s of stems) {
    const first = s.slice(0, 2);
    const list = LEX_INDEX.get(first) ?? [];
    list.push({ key, stem: s, weak });
    LEX_INDEX.set(first, list);
  }

/**
 * The concept of a folded word, or null. Short stems match whole words only ("dom" not
 * "domain"), allowing two more letters; longer ones start the word.
 */
export function conceptOf(w: string): { key: string; weak: boolean } | null {
  for (const c of LEX_INDEX.get(w.slice(0, 2)) ?? []) {
    const s = c.stem;
    if (s.length <= 4 ? w === s || (w.startsWith(s) && w.length <= s.length + 2) : w.startsWith(s))
      return { key: c.key, weak: c.weak };
  }
  return null;
}

/** Lower case, diacritics folded (ł → l), anything but letters and digits to spaces. */
export function foldWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/wi-fi/g, 'wifi')
    .replace(/check-up/g, 'checkup')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const PL_SUFFIXES = [
  'owaniami',
  'owaniach',
  'owania',
  'owanie',
  'owaniu',
  'ujemy',
  'ujecie',
  'owego',
  'owemu',
  'owych',
  'owymi',
  'aniem',
  'eniem',
  'ajacy',
  'ajaca',
  'owej',
  'owac',
  'iemy',
  'acie',
  'ecie',
  'ami',
  'ach',
  'ego',
  'emu',
  'ych',
  'ymi',
  'ich',
  'imi',
  'iej',
  'ie',
  'iem',
  'ej',
  'em',
  'ow',
  'om',
  'ac',
  'ec',
  'ic',
  'yc',
  'uj',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];
const EN_SUFFIXES = ['ing', 'ies', 'es', 'ed', 's'];
const SUFFIXES = [...PL_SUFFIXES, ...EN_SUFFIXES];

/** A light stemmer: inflectional endings removed while at least 4 letters stay. */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const s of SUFFIXES)
    if (word.endsWith(s) && word.length - s.length >= 4) return word.slice(0, -s.length);
  return word;
}
