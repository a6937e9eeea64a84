/**
 * The held-out evaluation set (issue #21, item 6): 90 scripted callers written before the rules
 * were changed, never used to tune them. Run by `npm run bench:voice`.
 */
import type { EvalCaller } from './types.js';

const faq = (id: string, lang: 'pl' | 'en', kind: string, lines: string[], facts: string[]): EvalCaller => ({
  id,
  lang,
  kind,
  lines,
  expect: { outcome: 'answered_faq', facts },
});
const missed = (id: string, lang: 'pl' | 'en', kind: string, lines: string[]): EvalCaller => ({
  id,
  lang,
  kind,
  lines,
  expect: { outcome: 'no_action', missed: true },
});
const booking = (
  id: string,
  lang: 'pl' | 'en',
  kind: string,
  lines: string[],
  appointment: NonNullable<EvalCaller['expect']['appointment']>,
): EvalCaller => ({ id, lang, kind, lines, expect: { outcome: 'booked', appointment } });
const message = (
  id: string,
  lang: 'pl' | 'en',
  kind: string,
  lines: string[],
  m: NonNullable<EvalCaller['expect']['message']>,
): EvalCaller => ({ id, lang, kind, lines, expect: { outcome: 'callback', message: m } });

export const HELDOUT: EvalCaller[] = [
  // FAQ: inflection and synonyms (Polish)
  faq('h01', 'pl', 'faq-inflection', ['Dzień dobry, czy mogę zapłacić kartą?', 'Nie, dziękuję'], ['cards']),
  faq(
    'h02',
    'pl',
    'faq-inflection',
    ['Czy da się u was płacić blikiem albo kartą?', 'To wszystko, dziękuję'],
    ['cards'],
  ),
  faq(
    'h03',
    'pl',
    'faq-inflection',
    ['Chciałam zapytać, czy leczenie można rozłożyć na raty', 'Nie, dziękuję, do widzenia'],
    ['raty'],
  ),
  faq('h04', 'pl', 'faq-synonym', ['Czy jest możliwość płatności ratalnej?', 'Nie, dziękuję'], ['raty']),
  faq('h05', 'pl', 'faq-synonym', ['Gdzie mogę zaparkować samochód?', 'Dziękuję, to wszystko'], ['parking']),
  faq('h06', 'pl', 'faq-inflection', ['Czy przyjmujecie małe dzieci?', 'Nie, dziękuję'], ['kids']),
  faq('h07', 'pl', 'faq-inflection', ['Czy dostanę fakturę na firmę?', 'Nie, dziękuję'], ['invoice']),
  faq('h08', 'pl', 'faq-synonym', ['Czy za znieczulenie trzeba dopłacać?', 'Nie, dziękuję'], ['anesthesia']),
  faq('h09', 'pl', 'faq-synonym', ['Czy wjadę do was wózkiem inwalidzkim?', 'Nie, dziękuję'], ['wheelchair']),
  faq('h10', 'pl', 'faq-inflection', ['Czy macie umowę z NFZ?', 'Nie, dziękuję'], ['nfz']),
  // FAQ in English (entries with an English version)
  faq('h11', 'en', 'faq-en', ['Hi, can I pay by card?', 'No, thanks, bye'], ['cards']),
  faq('h12', 'en', 'faq-en', ['Is there somewhere to park near you?', "That's all, thank you"], ['parking']),
  faq('h13', 'en', 'faq-en', ['Do you take cards?', 'No thanks'], ['cards']),
  faq('h14', 'en', 'faq-en', ['Can you give me an invoice for my company?', 'No, goodbye'], ['invoice']),
  // English question, answer only in the Polish FAQ
  faq('h15', 'en', 'faq-cross-language', ['Do you treat children?', 'No, thank you'], ['kids']),
  faq('h16', 'en', 'faq-cross-language', ['Can I pay in instalments?', 'No thanks, goodbye'], ['raty']),
  faq(
    'h17',
    'en',
    'faq-cross-language',
    ['Is anaesthesia included in the price?', "No, that's all"],
    ['anesthesia'],
  ),
  faq(
    'h18',
    'en',
    'faq-cross-language',
    ['Are you with the national health fund, NFZ?', 'No thanks'],
    ['nfz'],
  ),
  // Facts from the knowledge document
  faq('h19', 'pl', 'knowledge', ['Jaki jest adres kliniki?', 'Nie, dziękuję'], ['address']),
  faq('h20', 'pl', 'knowledge', ['Gdzie dokładnie się znajdujecie?', 'Dziękuję, to wszystko'], ['address']),
  faq('h21', 'pl', 'knowledge', ['Ile kosztuje wybielanie zębów?', 'Nie, dziękuję'], ['whitening']),
  faq('h22', 'pl', 'knowledge', ['Jak do was dojechać metrem?', 'Nie, dziękuję'], ['metro']),
  faq('h23', 'pl', 'knowledge', ['Co trzeba zabrać na pierwszą wizytę?', 'Nie, dziękuję'], ['first_visit']),
  faq(
    'h24',
    'pl',
    'knowledge',
    ['Do kiedy mogę bezpłatnie odwołać wizytę?', 'Nie, dziękuję'],
    ['cancel_policy'],
  ),
  faq('h25', 'pl', 'knowledge', ['Czy jest u was wifi?', 'Nie, dziękuję'], ['wifi']),
  faq('h26', 'pl', 'knowledge', ['Ile kosztuje przegląd?', 'Nie dziękuję'], ['checkup_price']),
  faq('h27', 'en', 'knowledge', ["What's your address?", 'Thanks, bye'], ['address']),
  faq('h28', 'en', 'knowledge', ['How much does teeth whitening cost?', 'No, thank you'], ['whitening']),
  faq('h29', 'en', 'knowledge', ['Which metro station is closest?', 'No thanks'], ['metro']),
  faq('h30', 'en', 'knowledge', ['Do you do home visits?', 'No thanks'], ['home_visits']),
  // Nothing known: "I don't know", a missed question, nothing invented
  missed('h31', 'pl', 'unknown', ['Czy lekarz mówi po ukraińsku?', 'Nie', 'Do widzenia']),
  missed('h32', 'pl', 'unknown', [
    'Czy sprzedajecie szczoteczki elektryczne?',
    'Nie, dziękuję',
    'Do widzenia',
  ]),
  missed('h33', 'pl', 'unknown', ['Czy robicie aparaty ortodontyczne dla dorosłych?', 'Nie', 'Do widzenia']),
  missed('h34', 'pl', 'not-a-booking', ['Czy mogę przyjść z psem?', 'Nie, dziękuję', 'Do widzenia']),
  missed('h35', 'pl', 'unknown', [
    'Czy w poczekalni jest coś do picia dla pacjentów?',
    'Nie',
    'Dziękuję, do widzenia',
  ]),
  missed('h36', 'pl', 'unknown', ['Ile kosztuje proteza całkowita?', 'Nie', 'Do widzenia']),
  missed('h37', 'pl', 'unknown', [
    'Czy można u was zrobić zdjęcie panoramiczne zębów?',
    'Nie',
    'Do widzenia',
  ]),
  missed('h38', 'en', 'unknown', ['Do you sell gift vouchers?', 'No', 'Goodbye']),
  missed('h39', 'en', 'not-a-booking', ['Can I bring my dog with me?', 'No thanks', 'Bye']),
  missed('h40', 'en', 'unknown', ['Does the dentist speak German?', 'No', 'Goodbye']),
  missed('h41', 'en', 'unknown', ['How much are dentures?', 'No', 'Bye']),
  // Polish without diacritics
  faq('h42', 'pl', 'no-diacritics', ['Dzien dobry, czy moge zaplacic karta?', 'Nie, dziekuje'], ['cards']),
  booking(
    'h43',
    'pl',
    'no-diacritics',
    ['Chcialbym sie umowic na przeglad jutro o dziesiatej', 'Tak', 'Marek Nowak', 'Nie, dziekuje'],
    {
      at: '2026-11-24 10:00',
      service: 'Przegląd',
      minutes: 30,
    },
  ),
  faq(
    'h44',
    'pl',
    'no-diacritics',
    ['Ile kosztuje wybielanie zebow?', 'Dziekuje, to wszystko'],
    ['whitening'],
  ),
  message('h45', 'pl', 'no-diacritics', ['Prosze przekazac wiadomosc, ze spoznie sie 10 minut na wizyte'], {
    includes: ['spoznie'],
  }),
  faq('h46', 'pl', 'no-diacritics', ['Czy jest parking dla pacjentow?', 'Nie, dziekuje'], ['parking']),
  // Name and number in one breath
  booking(
    'h47',
    'pl',
    'name-and-number',
    [
      'Chciałabym umówić wizytę w środę o 9',
      'Tak',
      'Anna Kowalska, mój numer to 501 234 567',
      'Nie, dziękuję',
    ],
    {
      at: '2026-11-25 09:00',
      name: 'Anna Kowalska',
      phone: '+48501234567',
    },
  ),
  message(
    'h48',
    'pl',
    'name-and-number',
    ['Proszę o oddzwonienie, tu Jan Wójcik, numer 602 345 678, chodzi o fakturę'],
    {
      includes: ['faktur'],
      callback: '602345678',
    },
  ),
  message(
    'h49',
    'pl',
    'name-and-number',
    [
      'Chcę zostawić wiadomość',
      'Mówi Ewa Mazur, proszę oddzwonić pod numer 693 111 222 w sprawie zmiany terminu',
    ],
    {
      includes: ['mazur'],
      callback: '693111222',
    },
  ),
  booking(
    'h50',
    'en',
    'name-and-number',
    [
      "I'd like to book a check-up on Thursday at 2 pm",
      'Yes',
      'Tom Baker, my number is 791 222 333',
      'No thanks, bye',
    ],
    {
      at: '2026-11-26 14:00',
      service: 'Przegląd',
      name: 'Tom Baker',
      phone: '+48791222333',
    },
  ),
  message(
    'h51',
    'en',
    'name-and-number',
    ["Could someone call me back please? This is Sarah Lee, my number is 501 987 654, it's about my bill"],
    {
      callback: '501987654',
    },
  ),
  // Numbers in words
  message(
    'h52',
    'pl',
    'number-words',
    [
      'Chcę zostawić wiadomość',
      'Proszę, żeby doktor oddzwonił pod numer pięćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem',
    ],
    {
      callback: '501234567',
    },
  ),
  booking(
    'h53',
    'pl',
    'number-words',
    [
      'Umówię się na jutro na dwunastą',
      'Tak',
      'Piotr Lis, telefon sześćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem',
      'Nie, dziękuję',
    ],
    {
      at: '2026-11-24 12:00',
      name: 'Piotr Lis',
      phone: '+48602345678',
    },
  ),
  message(
    'h54',
    'en',
    'number-words',
    ['Please ask the doctor to call me back on five oh one, two three four, five six seven, about my crown'],
    {
      includes: ['crown'],
      callback: '501234567',
    },
  ),
  // Corrections
  message(
    'h55',
    'pl',
    'correction',
    ['Proszę o oddzwonienie w sprawie wizyty, numer 501 234 567, nie, przepraszam, 502 234 567'],
    {
      callback: '502234567',
      notCallback: '501234567',
    },
  ),
  booking(
    'h56',
    'pl',
    'correction',
    [
      'Chciałbym się umówić jutro na dziesiątą',
      'Nie, przepraszam, jednak na jedenastą',
      'Tak',
      'Adam Kot',
      'Nie, dziękuję',
    ],
    {
      at: '2026-11-24 11:00',
    },
  ),
  message(
    'h57',
    'en',
    'correction',
    ['Please have someone call me back, my number is 601 555 444, no sorry, 601 555 443'],
    {
      callback: '601555443',
      notCallback: '601555444',
    },
  ),
  // Times
  booking(
    'h58',
    'pl',
    'times',
    ['Chciałabym umówić wizytę jutro na wpół do pierwszej', 'Tak', 'Maria Sowa', 'Nie, dziękuję'],
    { at: '2026-11-24 12:30' },
  ),
  booking(
    'h59',
    'pl',
    'times',
    [
      'Czy mogę się umówić w czwartek o dziesiątej?',
      'A o godzinę później?',
      'Tak',
      'Jan Bąk',
      'Nie, dziękuję',
    ],
    { at: '2026-11-26 11:00' },
  ),
  booking(
    'h60',
    'pl',
    'times',
    ['Poproszę wizytę w środę po południu', 'To może o szesnastej?', 'Tak', 'Ola Wrona', 'Nie, dziękuję'],
    { at: '2026-11-25 16:00' },
  ),
  booking(
    'h61',
    'pl',
    'times',
    ['Chcę się umówić w sobotę o jedenastej', 'Tak', 'Zofia Maj', 'Nie, dziękuję'],
    { at: '2026-11-28 11:00' },
  ),
  booking(
    'h62',
    'pl',
    'times',
    ['Czy jest wolny termin pojutrze rano?', 'pierwszy', 'Tomasz Lis', 'Nie, dziękuję'],
    { at: '2026-11-25 08:00' },
  ),
  booking(
    'h63',
    'pl',
    'times',
    ['Chciałbym się zapisać na piątek na wpół do dziesiątej', 'Tak', 'Leszek Gil', 'Nie, dziękuję'],
    { at: '2026-11-27 09:30' },
  ),
  booking(
    'h64',
    'pl',
    'times',
    ['Czy znajdzie się termin jutro o trzynastej trzydzieści?', 'Tak', 'Irena Pawlak', 'Nie, dziękuję'],
    { at: '2026-11-24 13:30' },
  ),
  booking(
    'h65',
    'en',
    'times',
    ['Can I book something for Saturday at 11?', 'Yes', 'Mark Twain', 'No thanks, bye'],
    { at: '2026-11-28 11:00' },
  ),
  booking(
    'h66',
    'en',
    'times',
    ['Do you have anything tomorrow morning?', 'The first one', 'Lucy Gray', "No, that's all"],
    { at: '2026-11-24 08:00' },
  ),
  booking(
    'h67',
    'en',
    'times',
    [
      "I'd like an appointment on Thursday at 3 pm",
      'Actually, Friday at 11 instead',
      'Yes',
      'Ben Hall',
      'No thanks, bye',
    ],
    { at: '2026-11-27 11:00' },
  ),
  booking(
    'h68',
    'en',
    'times',
    ['Can I come in Wednesday at half past two?', 'Yes', 'Emma Stone', 'No thanks'],
    { at: '2026-11-25 14:30' },
  ),
  booking(
    'h69',
    'en',
    'times',
    ['Book me in for tomorrow at 10', 'How about an hour later?', 'Yes', 'Jack White', 'No, bye'],
    { at: '2026-11-24 11:00' },
  ),
  // Changes of mind
  message(
    'h70',
    'pl',
    'change-of-mind',
    [
      'Chciałbym się umówić na jutro',
      'Właściwie to jednak nie, wolę zostawić wiadomość',
      'Proszę o kontakt w sprawie ceny implantu',
    ],
    {
      includes: ['implant'],
    },
  ),
  booking(
    'h71',
    'pl',
    'change-of-mind',
    [
      'Chcę się zapisać na czwartek o 15',
      'Tak',
      'A jednak wolałbym w piątek o 15',
      'Tak',
      'Robert Wolny',
      'Nie, dziękuję',
    ],
    { at: '2026-11-27 15:00' },
  ),
  faq(
    'h72',
    'en',
    'change-of-mind',
    [
      'I want to book for Monday next week',
      'Hmm, actually never mind, can you just tell me if you have parking?',
      'No, thanks, bye',
    ],
    ['parking'],
  ),
  // Polite closings
  {
    id: 'h73',
    lang: 'pl',
    kind: 'closing',
    lines: ['Przepraszam, pomyłka'],
    expect: { outcome: 'no_action' },
  },
  faq(
    'h74',
    'pl',
    'closing',
    ['Chciałam zapytać o parking', 'Dobrze, dziękuję bardzo, to wszystko'],
    ['parking'],
  ),
  {
    id: 'h75',
    lang: 'en',
    kind: 'closing',
    lines: ['Sorry, wrong number'],
    expect: { outcome: 'no_action' },
  },
  faq('h76', 'en', 'closing', ['Do you accept cards?', "Great, that's all I needed, thanks"], ['cards']),
  faq('h77', 'pl', 'closing', ['Czy przyjmujecie karty?', 'Super, dzięki, do usłyszenia'], ['cards']),
  // Services by name or alias
  booking(
    'h78',
    'pl',
    'services',
    ['Chciałbym się umówić na czyszczenie zębów w czwartek o 10', 'Tak', 'Paweł Kruk', 'Nie, dziękuję'],
    {
      at: '2026-11-26 10:00',
      service: 'Higienizacja',
      minutes: 60,
    },
  ),
  booking(
    'h79',
    'pl',
    'services',
    ['Potrzebuję usunąć ząb, jest wolny termin jutro o 14?', 'Tak', 'Kamil Sęk', 'Nie, dziękuję'],
    {
      at: '2026-11-24 14:00',
      service: 'Ekstrakcja',
      minutes: 45,
    },
  ),
  booking(
    'h80',
    'pl',
    'services',
    ['Chcę się zapisać na wybielanie w piątek o 12', 'Tak', 'Nina Zając', 'Nie, dziękuję'],
    {
      at: '2026-11-27 12:00',
      service: 'Wybielanie',
      minutes: 90,
    },
  ),
  {
    id: 'h81',
    lang: 'pl',
    kind: 'services-list',
    lines: ['Jakie usługi oferujecie?', 'Nie, dziękuję'],
    expect: {
      outcome: 'answered_faq',
      says: ['przeglad', 'higienizac', 'wybiel', 'kanalow', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  booking(
    'h82',
    'en',
    'services',
    ['I need a root canal, do you have Friday at 9?', 'Yes', 'Olivia Brown', 'No thanks'],
    {
      at: '2026-11-27 09:00',
      service: 'Leczenie kanałowe',
      minutes: 90,
    },
  ),
  {
    id: 'h83',
    lang: 'en',
    kind: 'services-list',
    lines: ['What services do you offer?', 'No thanks, bye'],
    expect: {
      outcome: 'answered_faq',
      says: ['przeglad', 'higienizac', 'wybiel', 'kanalow', 'ekstrakc'],
      allow: ['checkup_price', 'whitening', 'rootcanal_price'],
    },
  },
  booking(
    'h84',
    'en',
    'services',
    ['Can I get a cleaning on Wednesday at 1 pm?', 'Yes', 'Noah Green', 'No, bye'],
    {
      at: '2026-11-25 13:00',
      service: 'Higienizacja',
      minutes: 60,
    },
  ),
  // Transfers
  {
    id: 'h85',
    lang: 'pl',
    kind: 'transfer',
    lines: ['Chciałbym porozmawiać z kimś z księgowości w sprawie faktury'],
    expect: { outcome: 'transferred', transfer: 'accounting' },
  },
  {
    id: 'h86',
    lang: 'pl',
    kind: 'transfer',
    lines: ['Proszę mnie połączyć z recepcją'],
    expect: { outcome: 'transferred', transfer: 'main' },
  },
  {
    id: 'h87',
    lang: 'en',
    kind: 'transfer',
    lines: ['Can I talk to a real person please?'],
    expect: { outcome: 'transferred', transfer: 'main' },
  },
  // "przyjść" in a question is not a booking
  missed('h88', 'pl', 'not-a-booking', [
    'Czy mogę przyjść bez wcześniejszej rejestracji?',
    'Nie',
    'Do widzenia',
  ]),
  // The rest: more inflection and knowledge in Polish
  faq('h89', 'pl', 'faq-inflection', ['A faktury wystawiacie?', 'Nie, dziękuję'], ['invoice']),
  faq('h90', 'pl', 'knowledge', ['Czy robicie wizyty domowe?', 'Nie, dziękuję'], ['home_visits']),
];
