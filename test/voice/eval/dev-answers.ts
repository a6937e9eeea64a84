/**
 * Development callers of issue #21, part 2 (answers in other words): questions about what the
 * clinic's FAQ, knowledge document and services say (`clinic.ts`), asked the way people talk,
 * one group per rule of the matcher that they exercise, each with callers that must stay
 * unanswered ("I don't know" and a missed question). Written for these rules, not copied from
 * any evaluation set.
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { answered, en, missed, pl, says } from './dev-talk.js';
import { as, transfer } from './script.js';
import type { EvalCaller } from './types.js';

const ALL_SERVICES = ['przeglad', 'higienizac', 'wybiel', 'kanalow', 'ekstrakc'];
const PRICES = ['checkup_price', 'whitening', 'rootcanal_price'];
/** The list of services (prices allowed). */
const list = (words: string[] = ALL_SERVICES) => ({
  outcome: ['answered_faq', 'no_action'],
  says: words,
  allow: PRICES,
});

export const DEV_ANSWERS: EvalCaller[] = [
  // The question and the sentences that set its scene: the scene's own words (a town, an
  // illness, a reason) neither block nor thin the answer to a question that names its subject.
  pl(
    'd-ans-pl-scene-karty',
    'answers-scene',
    'Przyjmujecie karty? Pytam, bo rzadko noszę przy sobie pieniądze.',
    answered(['cards']),
  ),
  pl(
    'd-ans-pl-scene-parking',
    'answers-scene',
    'Przyjadę z Radomia samochodem. Jest u was parking?',
    answered(['parking']),
  ),
  en(
    'd-ans-en-scene-metro',
    'answers-scene',
    "Where's the nearest underground stop? I'm new to the city.",
    answered(['metro']),
  ),
  en(
    'd-ans-en-scene-wheelchair',
    'answers-scene',
    'My grandfather is ninety-two. Is your clinic wheelchair accessible?',
    answered(['wheelchair']),
  ),
  // A subject said only in the scene still counts; the scene's verbs do not block it.
  pl(
    'd-ans-pl-scene-kule',
    'answers-scene',
    'Tata porusza się na wózku inwalidzkim. Czy dostanie się do gabinetu?',
    answered(['wheelchair']),
  ),
  pl(
    'd-ans-pl-scene-czy-clause',
    'answers-scene',
    'Babcia jeździ na wózku, czy wjedzie do was bez kłopotu?',
    answered(['wheelchair']),
  ),
  pl(
    'd-ans-pl-scene-dwukropek',
    'answers-scene',
    'Leczyłam u was ząb i nie zdążyłam zapytać: czy można to rozłożyć na raty?',
    answered(['raty']),
  ),
  // What the scene says of money is not what is asked ("bo drogo wyjdzie").
  pl(
    'd-ans-pl-scene-drogo',
    'answers-scene',
    'Implanty wyjdą mnie drogo. Czy da się spłacać to co miesiąc?',
    answered(['raty']),
  ),
  // The question alone names nothing, the scene's subject is one the clinic never mentions.
  pl(
    'd-ans-pl-scene-neg-lateks',
    'answers-negative',
    'Mam uczulenie na lateks. Czy to jakiś problem?',
    missed,
  ),
  pl('d-ans-pl-scene-neg-kot', 'answers-negative', 'Czy mogę przyjść z kotem? Jest bardzo spokojny.', missed),
  en('d-ans-en-scene-neg-braces', 'answers-negative', 'I wear braces. Do you fit retainers as well?', missed),
  // The scene makes the question another one: the entry's yes was said to "is it included?".
  pl('d-ans-pl-scene-neg-ciaza', 'answers-negative', 'Jestem w ciąży. Czy mogę dostać znieczulenie?', missed),
  en(
    'd-ans-en-scene-neg-pacemaker',
    'answers-negative',
    'I have a pacemaker. Can I have the anaesthetic?',
    missed,
  ),
  // Pain asked about is a subject the clinic never mentions (not the whitening's price); "covered"
  // without "by" is a roof, not the parking entry's yes.
  pl('d-ans-pl-neg-boli', 'answers-negative', 'Czy wybielanie zębów boli?', missed),
  en('d-ans-en-neg-painful', 'answers-negative', 'Is whitening painful?', missed),
  en('d-ans-en-neg-covered', 'answers-negative', 'Is the parking covered?', missed),
  // A verb in the question itself is what is asked: it stays a subject ("czy autobus staje…").
  pl(
    'd-ans-pl-neg-autobus-staje',
    'answers-negative',
    'Czy autobus zatrzymuje się pod samym budynkiem?',
    missed,
  ),

  // Words that only colour the question: "zwykły", "mniej więcej", "roughly", "quick one".
  pl(
    'd-ans-pl-zwyczajny',
    'answers-words',
    'Ile wychodzi u was taki zwyczajny przegląd?',
    answered(['checkup_price'], PRICES),
  ),
  pl(
    'd-ans-pl-najprosciej',
    'answers-words',
    'Jak do was najprościej dotrzeć tramwajem albo metrem?',
    answered(['metro'], ['address']),
  ),
  en(
    'd-ans-en-roughly',
    'answers-words',
    'Roughly how much do you charge for whitening?',
    answered(['whitening'], PRICES),
  ),
  en('d-ans-en-quick', 'answers-words', 'Quick one: is parking free for patients?', answered(['parking'])),
  // Years said of a child: "pięciolatek", "cztery latka", "ma sześć lat".
  pl('d-ans-pl-piecioletni', 'answers-words', 'Czy przyjmujecie pięciolatków?', answered(['kids'])),
  pl(
    'd-ans-pl-syn-lat',
    'answers-words',
    'Mój syn ma sześć lat i boi się dentysty. Czy leczycie takie dzieci?',
    answered(['kids']),
  ),
  pl('d-ans-pl-neg-osiemdziesiat', 'answers-negative', 'Czy przyjmujecie osiemdziesięciolatków?', missed),
  // Paying by phone is paying cashless; a transfer is not.
  pl('d-ans-pl-komorka', 'answers-words', 'Da się u was zapłacić komórką?', answered(['cards'])),
  en('d-ans-en-phone-pay', 'answers-words', 'Can I pay with my phone at the desk?', answered(['cards'])),
  pl(
    'd-ans-pl-bezgotowkowo',
    'answers-words',
    'Czy płatność bezgotówkowa jest możliwa?',
    answered(['cards']),
  ),
  pl('d-ans-pl-neg-przelew', 'answers-negative', 'Czy mogę zapłacić przelewem z aplikacji?', missed),
  // An invoice to a business; private against public funding.
  pl(
    'd-ans-pl-dzialalnosc',
    'answers-words',
    'Czy faktura może być wystawiona na moją działalność?',
    answered(['invoice']),
  ),
  en(
    'd-ans-en-tax-receipt',
    'answers-words',
    'Can I have a tax receipt for my business?',
    answered(['invoice']),
  ),
  pl(
    'd-ans-pl-neg-faktura-zagr',
    'answers-negative',
    'Czy wystawiacie faktury w euro dla firm zagranicznych?',
    missed,
  ),
  // "Nie, przyjmujemy wyłącznie pacjentów prywatnych" said to "do you only see private patients?"
  // would be a wrong no: the entry's no was said to its own question.
  en('d-ans-en-neg-private-no', 'answers-negative', 'Do you only see private patients?', missed),
  pl(
    'd-ans-pl-nfz-czy-platne',
    'answers-words',
    'Leczycie w ramach NFZ, czy wszystko jest płatne?',
    answered(['nfz']),
  ),
  // The cancellation rule asked as a deadline or as notice.
  pl(
    'd-ans-pl-najpozniej',
    'answers-words',
    'Jak najpóźniej mogę zrezygnować z wizyty bez żadnej opłaty?',
    answered(['cancel_policy'], ['first_visit', 'home_visits', 'wifi']),
  ),
  en(
    'd-ans-en-notice',
    'answers-words',
    'How much notice do you need if I cancel without paying anything?',
    answered(['cancel_policy'], ['first_visit', 'home_visits', 'wifi']),
  ),
  pl(
    'd-ans-pl-bezprzewodowo',
    'answers-words',
    'Czy czekając na wizytę, będę miała internet bezprzewodowy?',
    answered(['wifi'], ['first_visit', 'cancel_policy', 'home_visits']),
  ),
  pl(
    'd-ans-pl-dojezdza',
    'answers-words',
    'Czy ktoś od was dojeżdża do chorych do domu?',
    answered(['home_visits'], ['first_visit', 'cancel_policy', 'wifi']),
  ),
  pl(
    'd-ans-pl-zastrzyk-bolalo',
    'answers-words',
    'Czy zastrzyk, żeby nic nie bolało, jest wliczony w cenę?',
    answered(['anesthesia']),
  ),

  // A price asked with "ile" and a verb of paying: "ile się płaci", "ile wyniesie".
  pl(
    'd-ans-pl-ile-placi',
    'answers-price',
    'Ile się u was płaci za wybielanie?',
    answered(['whitening'], PRICES),
  ),
  pl(
    'd-ans-pl-ile-wyniesie',
    'answers-price',
    'Ile wyniesie mnie leczenie kanałowe?',
    answered(['rootcanal_price'], PRICES),
  ),
  pl(
    'd-ans-pl-ile-ekstrakcja',
    'answers-price',
    'Ile trzeba u was zapłacić za wyrwanie zęba?',
    says(['400'], PRICES),
  ),
  pl('d-ans-pl-neg-aparat', 'answers-negative', 'Ile zapłacę za aparat ortodontyczny?', missed),

  // The list of services, however it is asked, with its prices when they are asked too.
  pl('d-ans-pl-list-da-sie', 'answers-list', 'Co da się u was zrobić?', list()),
  en('d-ans-en-list-kind', 'answers-list', 'What kind of procedures do you do?', list([])),
  pl('d-ans-pl-list-ceny', 'answers-list', 'Jakie macie usługi i ile kosztują?', list()),
  pl('d-ans-pl-neg-ortodoncja', 'answers-negative', 'Czy wykonujecie zabiegi ortodontyczne?', missed),
  // Asked as a booking question ("…na co się zapisać"): the list is said, not a booking begun.
  pl(
    'd-ans-pl-list-zapisac',
    'answers-list',
    'Jakie zabiegi u was są? Zastanawiam się, na co się zapisać.',
    list(),
  ),

  // "Someone in a wheelchair" is a person the question is about, not a department to be put
  // through to; "someone in accounts" still is.
  en(
    'd-ans-en-someone-in-a',
    'answers-words',
    'Can someone in a wheelchair get into your building easily?',
    answered(['wheelchair']),
  ),
  ...as('answers-negative', [
    {
      ...transfer('en', 'accounting', ['Could I speak to someone in accounts, please?']),
      id: 'd-ans-en-someone-in-accounts',
    },
  ]),
];

/**
 * The settings (hours, address, services, lengths, prices), both languages (an English caller
 * gets the English entry or the Polish one introduced as such), questions nobody can answer, and
 * more wordings of the FAQ and the knowledge document; among them the rules of "what are your
 * opening times?" (hours by the question's words), "gdzie was znajdę?" (finding the place is the
 * address), "how much is a tooth extraction?" (not "extra"), "miejsca postojowe" (parking),
 * "little ones", "a three year old" (children), "jak długo przed wizytą…" (how early, not how long),
 * and a four-letter English word being a subject ("a children's play area", "a kids room": never
 * the children's entry).
 */
const P = PRICES;
const info = (words: string[], allow: string[] = []) => ({
  outcome: ['answered_faq', 'no_action'],
  says: words,
  allow,
});

export const DEV_ANSWERS_SETTINGS: EvalCaller[] = [
  pl('d-ans-pl-h1', 'answers-info', 'Do której jesteście otwarci w piątek?', info(['18'])),
  pl('d-ans-pl-h2', 'answers-info', 'O której otwieracie w sobotę?', info(['9'])),
  pl('d-ans-pl-h3', 'answers-info', 'Czy pracujecie w niedzielę?', info([])),
  pl('d-ans-pl-h4', 'answers-info', 'W jakich godzinach działa gabinet?', info(['8'])),
  pl('d-ans-pl-h5', 'answers-info', 'do ktorej dzisiaj jestescie', info(['18'])),
  en('d-ans-en-h1', 'answers-info', 'What time do you close on Saturday?', info(['13'])),
  en('d-ans-en-h2', 'answers-info', 'Are you open on Sundays?', info([])),
  en('d-ans-en-h3', 'answers-info', 'What are your opening times?', info(['8'])),
  pl('d-ans-pl-a1', 'answers-info', 'Jaki jest wasz adres?', answered(['address'], ['metro'])),
  pl('d-ans-pl-a2', 'answers-info', 'Gdzie dokładnie mieści się klinika?', answered(['address'], ['metro'])),
  pl('d-ans-pl-a3', 'answers-info', 'gdzie was znajde', answered(['address'], ['metro'])),
  en('d-ans-en-a1', 'answers-info', 'Where are you located?', answered(['address'], ['metro'])),
  en('d-ans-en-a2', 'answers-info', 'Can you give me your address?', answered(['address'], ['metro'])),
  pl('d-ans-pl-d1', 'answers-info', 'Ile trwa przegląd?', info(['30'], P)),
  en('d-ans-en-d1', 'answers-info', 'How long does a cleaning take?', info(['60'], P)),
  pl('d-ans-pl-s1', 'answers-info', 'Czy robicie wybielanie zębów?', info(['wybiel'], P)),
  en('d-ans-en-s1', 'answers-info', 'Do you do extractions?', info(['ekstrakc'], P)),
  en('d-ans-en-p1', 'answers-info', 'How much is a tooth extraction?', info(['400'], P)),
  pl('d-ans-pl-p1', 'answers-info', 'Jaki jest koszt higienizacji?', info(['300'], P)),
  pl('d-ans-pl-p2', 'answers-info', 'Po ile jest u was kontrola zębów?', info(['150'], P)),
  en('d-ans-en-p2', 'answers-info', 'What do you charge for a check-up?', info(['150'], P)),
  en('d-ans-en-p3', 'answers-info', "What's the price of root canal treatment?", info(['900'], P)),
  pl('d-ans-pl-l1', 'answers-language', 'Czy ktoś u was mówi po angielsku?', missed),
  en('d-ans-en-l1', 'answers-language', 'Do you treat kids?', answered(['kids'])),
  en('d-ans-en-l2', 'answers-language', 'Do you have parking for patients?', answered(['parking'])),
  en('d-ans-en-l3', 'answers-language', 'Can I pay in instalments?', answered(['raty'])),
  en(
    'd-ans-en-l4',
    'answers-language',
    'Is local anaesthetic included in the price?',
    answered(['anesthesia']),
  ),
  en('d-ans-en-l5', 'answers-language', 'Do you take NFZ patients?', answered(['nfz'])),
  en('d-ans-en-l6', 'answers-language', 'Who are the dentists there?', answered(['staff'])),
  en(
    'd-ans-en-l7',
    'answers-language',
    'Is there wifi while I wait?',
    answered(['wifi'], ['first_visit', 'cancel_policy', 'home_visits']),
  ),
  pl('d-ans-pl-l2', 'answers-language', 'czy mozna placic karta', answered(['cards'])),
  pl('d-ans-pl-l3', 'answers-language', 'czy jest u was parking', answered(['parking'])),
  pl('d-ans-pl-l4', 'answers-language', 'ile kosztuje wybielanie zebow', answered(['whitening'], P)),
  pl('d-ans-pl-l5', 'answers-language', 'jak dojechac metrem', answered(['metro'], ['address'])),
  pl('d-ans-pl-l6', 'answers-language', 'czy wystawiacie faktury vat', answered(['invoice'])),
  pl('d-ans-pl-u1', 'answers-unknown', 'Czy robicie korony porcelanowe?', missed),
  pl('d-ans-pl-u2', 'answers-unknown', 'Czy można u was zrobić tomografię?', missed),
  en('d-ans-en-u1', 'answers-unknown', 'Do you do Botox?', missed),
  en('d-ans-en-u2', 'answers-unknown', 'Is there a pharmacy in the building?', missed),
  pl('d-ans-pl-u3', 'answers-unknown', 'Czy przyjmuje u was ortodonta?', missed),
  pl('d-ans-pl-u4', 'answers-unknown', 'Czy macie klimatyzację w poczekalni?', missed),
  en('d-ans-en-u3', 'answers-unknown', 'Do you have a children’s play area?', missed),
  pl('d-ans-pl-u5', 'answers-unknown', 'Czy mogę przyjść z wózkiem dziecięcym?', missed),
  pl(
    'd-ans-pl-k1',
    'answers-knowledge',
    'Co trzeba mieć ze sobą na pierwszą wizytę?',
    answered(['first_visit'], ['cancel_policy', 'home_visits', 'wifi']),
  ),
  pl('d-ans-pl-k2', 'answers-knowledge', 'Jak się nazywa chirurg?', answered(['staff'])),
  pl('d-ans-pl-k3', 'answers-knowledge', 'Kto zajmuje się implantami?', answered(['staff'])),
  en(
    'd-ans-en-k1',
    'answers-knowledge',
    'Can a dentist visit me at home?',
    answered(['home_visits'], ['first_visit', 'cancel_policy', 'wifi']),
  ),
  en('d-ans-en-k2', 'answers-knowledge', 'How far is the metro from you?', answered(['metro'], ['address'])),
  pl(
    'd-ans-pl-k4',
    'answers-knowledge',
    'Jak długo przed wizytą mogę ją odwołać za darmo?',
    answered(['cancel_policy'], ['first_visit', 'home_visits', 'wifi']),
  ),
  pl(
    'd-ans-pl-f1',
    'answers-faq-synonym',
    'Czy są jakieś miejsca postojowe dla pacjentów?',
    answered(['parking']),
  ),
  pl('d-ans-pl-f2', 'answers-faq-synonym', 'Czy da się zapłacić w ratach?', answered(['raty'])),
  pl('d-ans-pl-f3', 'answers-faq-synonym', 'Czy przyjmujecie na ubezpieczenie z NFZ?', answered(['nfz'])),
  pl('d-ans-pl-f4', 'answers-faq-synonym', 'Czy jest u was winda albo podjazd?', answered(['wheelchair'])),
  pl('d-ans-pl-f5', 'answers-faq-synonym', 'Czy mogę dostać rachunek na firmę?', answered(['invoice'])),
  pl('d-ans-pl-f6', 'answers-faq-synonym', 'Czy leczycie najmłodszych pacjentów?', answered(['kids'])),
  en('d-ans-en-f1', 'answers-faq-synonym', 'Can I pay by debit card?', answered(['cards'])),
  en('d-ans-en-f2', 'answers-faq-synonym', 'Can I spread the cost over several months?', answered(['raty'])),
  en('d-ans-en-f3', 'answers-faq-synonym', 'Is it free to park?', answered(['parking'])),
  en(
    'd-ans-en-f4',
    'answers-faq-synonym',
    'Will the injection to numb my tooth cost extra?',
    answered(['anesthesia']),
  ),
  en(
    'd-ans-en-f5',
    'answers-faq-synonym',
    'Do you see little ones, like a three year old?',
    answered(['kids']),
  ),
  en(
    'd-ans-en-f6',
    'answers-faq-synonym',
    'Are there any stairs to get into the clinic?',
    answered(['wheelchair']),
  ),
  en('d-ans-en-u4', 'answers-unknown', 'Do you have a kids room?', missed),
  // Four-letter English words that are subjects of the lexicon ("exam", "root") or name nothing ("care").
  en(
    'd-ans-en-k3',
    'answers-knowledge',
    'What happens at the first exam?',
    says(['plan leczenia'], ['first_visit', 'cancel_policy', 'home_visits', 'wifi']),
  ),
  en('d-ans-en-f8', 'answers-faq-synonym', 'Do you provide dental care for kids?', answered(['kids'])),
  // Sedation is not the local anaesthetic the prices include (a wrong yes before).
  en('d-ans-en-u5', 'answers-unknown', 'Do you offer sedation dentistry?', missed),
  pl('d-ans-pl-u6', 'answers-unknown', 'Czy leczycie pod narkozą?', missed),
  en('d-ans-en-f7', 'answers-faq-synonym', 'Can I settle the bill by card?', answered(['cards'])),
  // "Parking" is a Polish word too: said alone it does not switch the call to English.
  pl('d-ans-pl-l7', 'answers-language', 'Parking?', answered(['parking'])),
  pl('d-ans-pl-l8', 'answers-language', 'A parking macie?', answered(['parking'])),
  // A day and working on it: the opening hours.
  pl('d-ans-pl-h6', 'answers-info', 'Czy przyjmujecie w weekendy?', info(['13'])),
  en('d-ans-en-h4', 'answers-info', 'Do you work on Saturdays?', info(['13'])),
];
