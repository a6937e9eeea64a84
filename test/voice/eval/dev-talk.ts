/**
 * Development callers of issue #21, fourth round (written for tuning; the held-out sets are never
 * read): the five kinds the unseen callers missed most, in words people use on the phone, Polish
 * and English, some without diacritics.
 * - faq-synonym: an FAQ question in other words;
 * - faq-cross-language: an English caller asking what only the Polish FAQ or document says;
 * - services-talk: a service named by what it does, booked with its length, or its price/length asked;
 * - knowledge-talk: a fact of the knowledge document asked in other words;
 * - not-a-booking: booking words in a sentence that asks something else;
 * - honest: near misses that the business does not know (must stay "I don't know").
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import type { EvalCaller } from './types.js';

export const answered = (facts: string[], allow: string[] = []) => ({
  outcome: 'answered_faq',
  facts,
  allow,
});
export const says = (words: string[], allow: string[] = []) => ({
  outcome: 'answered_faq',
  says: words,
  allow,
});
export const missed = { outcome: ['no_action', 'answered_faq'], missed: true };
/** Builders shared with `dev-talk2.ts`. */
const PL_END = 'Nie, dziękuję.';
const EN_END = 'No thanks.';

export const pl = (id: string, kind: string, line: string, expect: EvalCaller['expect']): EvalCaller => ({
  id,
  lang: 'pl',
  kind,
  lines: [line, PL_END],
  expect,
});
export const en = (id: string, kind: string, line: string, expect: EvalCaller['expect']): EvalCaller => ({
  id,
  lang: 'en',
  kind,
  lines: [line, EN_END],
  expect,
});

/** A booking of a service named in the first line, tomorrow at 08:00 (the first slot offered). */
export const booking = (
  id: string,
  l: 'pl' | 'en',
  line: string,
  name: string,
  service: string,
  minutes: number,
): EvalCaller => ({
  id,
  lang: l,
  kind: 'services-talk',
  lines: [line, l === 'pl' ? 'Pierwszy.' : 'The first one.', name, l === 'pl' ? PL_END : EN_END],
  expect: { outcome: 'booked', appointment: { at: '2026-11-24 08:00', service, minutes, name } },
});

export const DEV_TALK: EvalCaller[] = [
  // faq-synonym
  pl(
    'd4-pl-zblizeniowo',
    'faq-synonym',
    'A da sie u was zaplacic zblizeniowo telefonem?',
    answered(['cards']),
  ),
  pl(
    'd4-pl-terminal',
    'faq-synonym',
    'Muszę mieć gotówkę przy sobie czy macie terminal?',
    answered(['cards']),
  ),
  pl(
    'd4-pl-rozbic',
    'faq-synonym',
    'Czy koszt leczenia można rozbić na kilka płatności?',
    answered(['raty']),
  ),
  pl(
    'd4-pl-co-miesiac',
    'faq-synonym',
    'Czy mogę płacić za leczenie co miesiąc po trochu?',
    answered(['raty']),
  ),
  pl(
    'd4-pl-stanac',
    'faq-synonym',
    'Jest tam gdzie stanąć samochodem, jak przyjadę na wizytę?',
    answered(['parking']),
  ),
  pl('d4-pl-najmlodsi', 'faq-synonym', 'Czy leczycie też najmłodszych pacjentów?', answered(['kids'])),
  pl(
    'd4-pl-schody',
    'faq-synonym',
    'Mama ma problem z chodzeniem, czy do gabinetu prowadzą schody?',
    answered(['wheelchair']),
  ),
  pl(
    'd4-pl-doplata-znieczulenie',
    'faq-synonym',
    'Czy za znieczulenie trzeba dopłacać osobno?',
    answered(['anesthesia']),
  ),
  pl(
    'd4-pl-progi',
    'faq-synonym',
    'Czy są u was jakieś progi albo stopnie przy wejściu?',
    answered(['wheelchair']),
  ),
  en('d4-en-debit', 'faq-synonym', 'Do you accept debit cards or is it cash only?', answered(['cards'])),
  en(
    'd4-en-monthly',
    'faq-synonym',
    'Can the bill be split into smaller monthly payments?',
    answered(['raty']),
  ),
  en('d4-en-youngsters', 'faq-synonym', 'Do you treat youngsters too?', answered(['kids'])),
  en(
    'd4-en-drive',
    'faq-synonym',
    'If I drive, is there somewhere I can leave the vehicle?',
    answered(['parking']),
  ),

  // faq-cross-language: English callers, Polish-only answers
  en('d4-en-nfz', 'faq-cross-language', 'Can I be treated under the NFZ at your clinic?', answered(['nfz'])),
  en(
    'd4-en-numbing',
    'faq-cross-language',
    'Will the numbing injection cost me extra?',
    answered(['anesthesia']),
  ),
  en(
    'd4-en-months',
    'faq-cross-language',
    'Could I spread the payments over a few months?',
    answered(['raty']),
  ),
  en('d4-en-youngest', 'faq-cross-language', "What's the youngest age you treat?", answered(['kids'])),
  en(
    'd4-en-grandma',
    'faq-cross-language',
    'Could one of your dentists come out to see my grandmother at her flat?',
    answered(['home_visits']),
  ),
  en('d4-en-internet', 'faq-cross-language', 'Is there free internet while I wait?', answered(['wifi'])),
  en(
    'd4-en-which-doctors',
    'faq-cross-language',
    'Which doctors work at your practice?',
    answered(['staff']),
  ),
  en(
    'd4-en-id',
    'faq-cross-language',
    'Do I need my ID card for the first appointment?',
    answered(['first_visit']),
  ),
  en('d4-en-street', 'faq-cross-language', 'What street are you on?', answered(['address'], ['metro'])),

  // services-talk: named by what they do
  booking(
    'd4-pl-bielsze',
    'pl',
    'Chciałabym mieć bielsze zęby, da się jutro rano?',
    'Ewa Sowa',
    'Wybielanie',
    90,
  ),
  booking(
    'd4-pl-wyciagnac',
    'pl',
    'Boli mnie ząb i chyba trzeba go będzie wyciągnąć, macie coś jutro rano?',
    'Marek Lis',
    'Ekstrakcja',
    45,
  ),
  booking(
    'd4-pl-kamien',
    'pl',
    'Potrzebuje usunac kamien z zebow, jest cos jutro rano?',
    'Iza Wrona',
    'Higienizacja',
    60,
  ),
  booking(
    'd4-pl-sprawdzic',
    'pl',
    'Chciałbym sprawdzić stan zębów, macie coś jutro rano?',
    'Jan Sikora',
    'Przegląd',
    30,
  ),
  booking(
    'd4-en-tartar',
    'en',
    'I need the tartar taken off my teeth, anything tomorrow morning?',
    'Kate Moss',
    'Higienizacja',
    60,
  ),
  booking(
    'd4-en-nerve',
    'en',
    'The nerve in my tooth needs treating, do you have anything tomorrow morning?',
    'Sam Hart',
    'Leczenie kanałowe',
    90,
  ),
  booking(
    'd4-en-brighter',
    'en',
    'I want brighter teeth, could I come in tomorrow morning?',
    'Lily Rose',
    'Wybielanie',
    90,
  ),
  booking(
    'd4-pl-kanalowka',
    'pl',
    'Chciałbym zrobić kanałówkę, jutro rano jest coś?',
    'Olek Bury',
    'Leczenie kanałowe',
    90,
  ),
  pl('d4-pl-plomba', 'services-talk', 'Ile u was kosztuje plomba?', says(['250'])),
  pl(
    'd4-pl-ile-trwa-kanalowe',
    'services-talk',
    'Ile trwa leczenie kanałowe?',
    says(['90'], ['rootcanal_price']),
  ),
  pl('d4-pl-jak-dlugo-higienizacja', 'services-talk', 'Jak długo trwa czyszczenie zębów?', says(['60'])),
  pl(
    'd4-pl-rozjasnienie-cena',
    'services-talk',
    'Ile zapłacę za rozjaśnienie zębów?',
    answered(['whitening']),
  ),
  en(
    'd4-en-how-long-whitening',
    'services-talk',
    'How long does a whitening session take?',
    says(['90'], ['whitening']),
  ),
  en('d4-en-take-out', 'services-talk', 'What would you charge to take a tooth out?', says(['400'])),

  // knowledge-talk
  pl(
    'd4-pl-przystanek',
    'knowledge-talk',
    'Do którego przystanku metra mam jechać?',
    answered(['metro'], ['address']),
  ),
  pl('d4-pl-adres', 'knowledge-talk', 'Pod jakim adresem przyjmujecie?', answered(['address'], ['metro'])),
  pl('d4-pl-internet', 'knowledge-talk', 'Czy jest u was internet dla czekających?', answered(['wifi'])),
  pl(
    'd4-pl-przy-sobie',
    'knowledge-talk',
    'Co trzeba mieć przy sobie, jak się przychodzi pierwszy raz?',
    answered(['first_visit']),
  ),
  pl('d4-pl-higienistka', 'knowledge-talk', 'Jak się nazywa wasza higienistka?', answered(['staff'])),
  pl(
    'd4-pl-do-domu',
    'knowledge-talk',
    'Czy lekarz może przyjechać do mnie do domu?',
    answered(['home_visits']),
  ),
  pl(
    'd4-pl-dac-znac',
    'knowledge-talk',
    'Ile godzin wcześniej muszę dać znać, że nie przyjdę?',
    answered(['cancel_policy']),
  ),
  pl(
    'd4-pl-pierwsza-polega',
    'knowledge-talk',
    'Na czym polega pierwsza wizyta?',
    says(['plan leczenia'], ['first_visit']),
  ),
  pl(
    'd4-pl-czym-dojechac',
    'knowledge-talk',
    'Czym najlepiej do was dojechać?',
    answered(['metro'], ['address']),
  ),
  pl('d4-pl-implanty-kto', 'knowledge-talk', 'Kto u was robi implanty?', answered(['staff'])),
  en(
    'd4-en-get-off',
    'knowledge-talk',
    'Which underground station do I get off at?',
    answered(['metro'], ['address']),
  ),
  en('d4-en-online', 'knowledge-talk', 'Can I get online while I am waiting?', answered(['wifi'])),
  en('d4-en-hygienist', 'knowledge-talk', "Who's the hygienist at your practice?", answered(['staff'])),
  en('d4-en-documents', 'knowledge-talk', 'Do I have to bring any documents?', answered(['first_visit'])),

  // not-a-booking
  pl(
    'd4-pl-umowilem-kolega',
    'not-a-booking',
    'Umówiłem się z kolegą, że mnie podwiezie, jest u was parking?',
    answered(['parking']),
  ),
  pl(
    'd4-pl-termin-gdzie-indziej',
    'not-a-booking',
    'Mam termin u innego dentysty, ale chciałam spytać, czy wystawiacie faktury?',
    answered(['invoice']),
  ),
  pl(
    'd4-pl-zapisalam-adres',
    'not-a-booking',
    'Zapisałam sobie, że mam do was przyjść, ale nie pamiętam adresu, gdzie jesteście?',
    answered(['address'], ['metro']),
  ),
  pl(
    'd4-pl-corka-wizyta',
    'not-a-booking',
    'Córka ma wizytę u ortodonty, a czy wy też leczycie dzieci?',
    answered(['kids']),
  ),
  pl(
    'd4-pl-przyjde-znieczulenie',
    'not-a-booking',
    'Jak przyjdę na zabieg, to znieczulenie jest wliczone w cenę?',
    answered(['anesthesia']),
  ),
  pl(
    'd4-pl-wolne-wifi',
    'not-a-booking',
    'Wzięłam wolne w pracy na wizytę, czy w poczekalni jest wifi?',
    answered(['wifi']),
  ),
  pl(
    'd4-pl-zona-razem',
    'not-a-booking',
    'Czy mogę wejść do gabinetu razem z żoną podczas jej wizyty?',
    missed,
  ),
  pl(
    'd4-pl-maz-zapisal',
    'not-a-booking',
    'Mąż się zapisał na przyszły tydzień, a ja chciałam zapytać, czy można u was płacić ratami.',
    answered(['raty']),
  ),
  pl(
    'd4-pl-tata-zapisany',
    'not-a-booking',
    'Dzwonię w imieniu taty, on już jest u was zapisany, chciałam tylko zapytać, czy jest winda?',
    answered(['wheelchair']),
  ),
  en(
    'd4-en-day-off',
    'not-a-booking',
    "I've booked the day off work for this, is there parking there?",
    answered(['parking']),
  ),
  en(
    'd4-en-husband-friday',
    'not-a-booking',
    'My husband has an appointment with you on Friday; is there wifi in the waiting room for me?',
    answered(['wifi']),
  ),
  en(
    'd4-en-before-book',
    'not-a-booking',
    'Before I book anything, do you take card payments?',
    answered(['cards']),
  ),
  en('d4-en-bring-child', 'not-a-booking', 'Can I bring my child along to my own appointment?', missed),

  // honest: near misses the business never mentions
  pl('d4-pl-neg-ladowarka', 'honest', 'Czy macie ładowarkę do samochodu elektrycznego?', missed),
  pl('d4-pl-neg-kacik', 'honest', 'Czy w poczekalni jest kącik zabaw dla dzieci?', missed),
  pl('d4-pl-neg-aparat', 'honest', 'Czy zakładacie aparaty ortodontyczne?', missed),
  pl('d4-pl-neg-sodexo', 'honest', 'Czy można u was zapłacić bonem Sodexo?', missed),
  en('d4-en-neg-straighten', 'honest', 'How much do you charge for teeth straightening?', missed),
  en('d4-en-neg-tv', 'honest', 'Is there a TV in the waiting room?', missed),
  pl('d4-pl-neg-weekend-lekarz', 'honest', 'Czy dentysta mówi po ukraińsku?', missed),
];
