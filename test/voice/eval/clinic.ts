/**
 * The business the held-out evaluation callers phone: a dental clinic set up the way its owner
 * would, through the API (hours, FAQ in both languages, services, departments, a knowledge
 * document). Facts are named so a judge can tell an answer from an invented one.
 */

/** Monday 23 November 2026, 08:00 in Warsaw: "jutro" is Tuesday the 24th, Saturday the 28th. */
export const EVAL_NOW = new Date('2026-11-23T07:00:00.000Z');

export const CLINIC = {
  business_name: 'Klinika Stomatologiczna Uśmiech',
  timezone: 'Europe/Warsaw',
  slot_minutes: 30,
  opening_hours: {
    mon: [['08:00', '18:00']],
    tue: [['08:00', '18:00']],
    wed: [['08:00', '18:00']],
    thu: [['08:00', '18:00']],
    fri: [['08:00', '18:00']],
    sat: [['09:00', '13:00']],
  },
};

/** `PUT /tenants/{id}/faq`: some entries in both languages, some only in Polish. */
export const FAQ_ENTRIES = [
  {
    question_pl: 'Czy przyjmujecie karty płatnicze?',
    answer_pl: 'Tak, można płacić kartą, BLIK-iem lub gotówką.',
    question_en: 'Do you accept card payments?',
    answer_en: 'Yes, you can pay by card, BLIK or cash.',
  },
  {
    question_pl: 'Czy przyjmujecie pacjentów na NFZ?',
    answer_pl: 'Nie, przyjmujemy wyłącznie pacjentów prywatnych.',
  },
  {
    question_pl: 'Czy można rozłożyć leczenie na raty?',
    answer_pl: 'Tak, leczenie powyżej 2000 zł można rozłożyć na raty bez odsetek.',
  },
  {
    question_pl: 'Czy jest parking?',
    answer_pl: 'Tak, mamy bezpłatny parking dla pacjentów za budynkiem.',
    question_en: 'Is there parking?',
    answer_en: 'Yes, there is free patient parking behind the building.',
  },
  {
    question_pl: 'Czy leczycie dzieci?',
    answer_pl: 'Tak, przyjmujemy dzieci od trzeciego roku życia.',
  },
  {
    question_pl: 'Czy wystawiacie faktury?',
    answer_pl: 'Tak, na życzenie wystawiamy fakturę VAT na firmę.',
    question_en: 'Do you issue invoices?',
    answer_en: 'Yes, we issue a VAT invoice for your company on request.',
  },
  {
    question_pl: 'Czy znieczulenie jest w cenie?',
    answer_pl: 'Tak, znieczulenie miejscowe jest wliczone w cenę zabiegu.',
  },
  {
    question_pl: 'Czy gabinet jest dostępny dla osób na wózku?',
    answer_pl: 'Tak, gabinet jest na parterze i nie ma schodów.',
    question_en: 'Is the clinic wheelchair accessible?',
    answer_en: 'Yes, the clinic is on the ground floor with no steps.',
  },
];

/** `POST /v2/knowledge`: the patients' information sheet (Polish only). */
export const KNOWLEDGE_DOC = {
  title: 'Informacje dla pacjentów',
  content: [
    'Klinika Stomatologiczna Uśmiech mieści się przy ulicy Marszałkowskiej 15 w Warszawie.',
    'Najbliższa stacja metra to Politechnika, około pięciu minut pieszo.',
    '',
    'Cennik. Przegląd stomatologiczny kosztuje 150 zł. Higienizacja, czyli skaling i piaskowanie, kosztuje 300 zł. Wypełnienie kosztuje od 250 zł. Wybielanie zębów kosztuje 1200 zł. Leczenie kanałowe kosztuje od 900 zł.',
    '',
    'Nasz zespół: lek. dent. Anna Wiśniewska (stomatologia zachowawcza), lek. dent. Piotr Zieliński (chirurgia i implanty) oraz higienistka Marta Lewandowska.',
    '',
    'Pierwsza wizyta obejmuje przegląd i plan leczenia. Na pierwszą wizytę prosimy zabrać dowód osobisty i listę przyjmowanych leków.',
    'Wizytę można bezpłatnie odwołać do 24 godzin przed terminem.',
    'Nie prowadzimy wizyt domowych.',
    'W poczekalni dostępne jest bezpłatne Wi-Fi dla pacjentów.',
  ].join('\n'),
};

/** `PUT /tenants/{id}/settings` `service_types`. */
export const SERVICE_TYPES = {
  Przegląd: {
    duration_minutes: 30,
    price_pln: 150,
    aliases: ['kontrola', 'przegląd zębów', 'check-up', 'checkup'],
  },
  Higienizacja: {
    duration_minutes: 60,
    price_pln: 300,
    aliases: ['czyszczenie zębów', 'skaling', 'piaskowanie', 'cleaning', 'scaling'],
  },
  Wybielanie: { duration_minutes: 90, price_pln: 1200, aliases: ['wybielanie zębów', 'whitening'] },
  'Leczenie kanałowe': { duration_minutes: 90, price_pln: 900, aliases: ['kanałowe', 'root canal'] },
  Ekstrakcja: {
    duration_minutes: 45,
    price_pln: 400,
    aliases: ['usunięcie zęba', 'wyrwanie zęba', 'extraction', 'tooth removal'],
    department: 'Chirurgia',
  },
};

export const DEPARTMENTS = [
  { key: 'main', name: 'Recepcja', keywords: ['rejestracja'] },
  { key: 'accounting', name: 'Księgowość', keywords: ['faktury', 'rozliczenia'] },
  { key: 'surgery', name: 'Chirurgia', keywords: ['implanty'] },
] as const;

/**
 * Facts a reply may carry, as patterns over folded text (lower case, no diacritics). A reply
 * carrying a fact the caller's script does not expect is an invented (wrong) answer.
 */
export const FACTS: Record<string, RegExp> = {
  cards: /blik/,
  nfz: /prywatn|private patient/,
  raty: /\braty\b|\brat\b|instal|2000|2 000/,
  parking: /parking/,
  // Not a bare "three": "half past three" is a time, not this fact.
  kids: /trzeciego roku|three years|3 years|age of (3|three)|trzech lat/,
  invoice: /\bvat\b/,
  anesthesia: /znieczul|anaesth|anesth/,
  wheelchair: /schod|steps|stairs|parter|ground floor/,
  address: /marszalkowsk/,
  metro: /politechnik/,
  whitening: /1200|1 200/,
  checkup_price: /\b150\b/,
  rootcanal_price: /\b900\b/,
  staff: /wisniewsk|zielinsk|lewandowsk/,
  first_visit: /dowod|identity|id card|przyjmowanych lekow|medication/,
  cancel_policy: /24 godzin|24 hours/,
  home_visits: /domow|home visit/,
  wifi: /wi-?fi/,
};

/** Price facts a reply may mention with a service (a booking or the list of services). */
export const SERVICE_PRICE_FACT: Record<string, string> = {
  Przegląd: 'checkup_price',
  Wybielanie: 'whitening',
  'Leczenie kanałowe': 'rootcanal_price',
};

export const ALL_SERVICE_NAMES = ['przeglad', 'higienizac', 'wybiel', 'kanalow', 'ekstrakc'];
