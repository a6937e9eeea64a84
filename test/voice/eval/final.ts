/**
 * The second fresh set (issue #21, item 6): 35 callers kept for the end, never used to tune
 * the rules. `npm run bench:voice -- --set final`.
 */
import type { EvalCaller } from './types.js';

type L = 'pl' | 'en';
type Appt = NonNullable<EvalCaller['expect']['appointment']>;
type Msg = NonNullable<EvalCaller['expect']['message']>;
const faq = (id: string, lang: L, kind: string, lines: string[], facts: string[]): EvalCaller => ({
  id,
  lang,
  kind,
  lines,
  expect: { outcome: 'answered_faq', facts },
});
const missed = (id: string, lang: L, kind: string, lines: string[]): EvalCaller => ({
  id,
  lang,
  kind,
  lines,
  expect: { outcome: 'no_action', missed: true },
});
const booking = (id: string, lang: L, kind: string, lines: string[], appointment: Appt): EvalCaller => ({
  id,
  lang,
  kind,
  lines,
  expect: { outcome: 'booked', appointment },
});
const message = (id: string, lang: L, kind: string, lines: string[], m: Msg): EvalCaller => ({
  id,
  lang,
  kind,
  lines,
  expect: { outcome: 'callback', message: m },
});
const SERVICES = {
  says: ['przeglad', 'higienizac', 'wybiel', 'kanalow', 'ekstrakc'],
  allow: ['checkup_price', 'whitening', 'rootcanal_price'],
};

export const FINAL: EvalCaller[] = [
  faq('f01', 'pl', 'faq-inflection', ['Czy można płacić kartą kredytową?', 'Nie, dziękuję'], ['cards']),
  faq('f02', 'pl', 'faq-synonym', ['Czy oferujecie płatność w ratach?', 'Dziękuję, to wszystko'], ['raty']),
  faq('f03', 'pl', 'faq-inflection', ['Od jakiego wieku leczycie dzieci?', 'Nie, dziękuję'], ['kids']),
  faq('f04', 'pl', 'knowledge', ['Ile kosztuje leczenie kanałowe?', 'Nie, dziękuję'], ['rootcanal_price']),
  faq('f05', 'pl', 'knowledge', ['Przy jakiej ulicy jesteście?', 'Nie, dziękuję'], ['address']),
  faq('f06', 'pl', 'knowledge', ['Czy przyjeżdżacie do pacjenta do domu?', 'Nie, dziękuję'], ['home_visits']),
  missed('f07', 'pl', 'unknown', ['Czy robicie licówki porcelanowe?', 'Nie', 'Do widzenia']),
  missed('f08', 'pl', 'not-a-booking', [
    'Czy mogę przyjść z rowerem i gdzieś go zostawić?',
    'Nie',
    'Do widzenia',
  ]),
  missed('f09', 'pl', 'unknown', ['Jak długo czeka się na wizytę u chirurga?', 'Nie', 'Do widzenia']),
  faq('f10', 'pl', 'no-diacritics', ['Czy mozna rozlozyc platnosc na raty?', 'Nie, dziekuje'], ['raty']),
  booking(
    'f11',
    'pl',
    'no-diacritics',
    ['Chce sie zapisac na jutro na trzynasta', 'Tak', 'Jerzy Lot', 'Nie, dziekuje'],
    { at: '2026-11-24 13:00' },
  ),
  booking(
    'f12',
    'pl',
    'times',
    ['Chciałbym się umówić w czwartek o wpół do jedenastej', 'Tak', 'Beata Ryś', 'Nie, dziękuję'],
    { at: '2026-11-26 10:30' },
  ),
  booking('f13', 'pl', 'times', ['Jest coś wolnego w piątek rano?', 'drugi', 'Adam Wilk', 'Nie, dziękuję'], {
    at: '2026-11-27 08:30',
  }),
  booking(
    'f14',
    'pl',
    'times',
    ['Zapiszę się na środę na dziesiątą', 'A może o godzinę wcześniej?', 'Tak', 'Iga Róg', 'Nie, dziękuję'],
    { at: '2026-11-25 09:00' },
  ),
  booking(
    'f15',
    'pl',
    'times',
    ['Chcę umówić przegląd jutro po południu', 'To może o piętnastej?', 'Tak', 'Jan Mróz', 'Nie, dziękuję'],
    {
      at: '2026-11-24 15:00',
      service: 'Przegląd',
    },
  ),
  booking(
    'f16',
    'pl',
    'name-and-number',
    [
      'Chcę umówić wizytę na jutro o dziewiątej',
      'Tak',
      'Nazywam się Anna Lis, numer telefonu 503 444 555',
      'Nie, dziękuję',
    ],
    {
      at: '2026-11-24 09:00',
      name: 'Anna Lis',
      phone: '+48503444555',
    },
  ),
  message(
    'f17',
    'pl',
    'number-words',
    [
      'Proszę o oddzwonienie, nazywam się Michał Nowak, mój numer to sześćset trzy, dwieście dwadzieścia dwa, sto jedenaście',
    ],
    {
      callback: '603222111',
    },
  ),
  message(
    'f18',
    'pl',
    'correction',
    [
      'Chcę zostawić wiadomość',
      'Proszę przekazać, że wyniki dostarczę jutro. Mój numer to 501 100 200, przepraszam, 501 100 300',
    ],
    {
      includes: ['wyniki'],
      callback: '501100300',
      notCallback: '501100200',
    },
  ),
  booking(
    'f19',
    'pl',
    'services',
    [
      'Chciałbym się zapisać na skaling w przyszły poniedziałek o dziesiątej',
      'Tak',
      'Olga Sad',
      'Nie, dziękuję',
    ],
    {
      at: '2026-11-30 10:00',
      service: 'Higienizacja',
      minutes: 60,
    },
  ),
  booking(
    'f20',
    'pl',
    'services',
    ['Trzeba mi wyrwać ząb. Macie coś jutro o jedenastej?', 'Tak', 'Józef Kos', 'Nie, dziękuję'],
    {
      at: '2026-11-24 11:00',
      service: 'Ekstrakcja',
      minutes: 45,
    },
  ),
  {
    id: 'f21',
    lang: 'pl',
    kind: 'services-list',
    lines: ['Co macie w ofercie?', 'Nie, dziękuję'],
    expect: { outcome: 'answered_faq', ...SERVICES },
  },
  {
    id: 'f22',
    lang: 'pl',
    kind: 'transfer',
    lines: ['Proszę połączyć z działem księgowości'],
    expect: { outcome: 'transferred', transfer: 'accounting' },
  },
  {
    id: 'f23',
    lang: 'pl',
    kind: 'closing',
    lines: ['Dziękuję, to pomyłka, do widzenia'],
    expect: { outcome: 'no_action' },
  },
  faq(
    'f24',
    'pl',
    'change-of-mind',
    [
      'Chcę się zapisać na jutro',
      'A nie, przepraszam, jednak tylko zapytam: czy jest parking?',
      'Nie, dziękuję',
    ],
    ['parking'],
  ),
  faq('f25', 'en', 'faq-en', ['Do you accept credit cards?', 'No thanks'], ['cards']),
  faq(
    'f26',
    'en',
    'faq-en',
    ['Is the clinic accessible for wheelchairs?', "That's all, thanks"],
    ['wheelchair'],
  ),
  faq('f27', 'en', 'faq-cross-language', ['Can I pay for treatment in installments?', 'No, bye'], ['raty']),
  faq(
    'f28',
    'en',
    'knowledge',
    ['Do I need to bring anything to my first visit?', 'No thanks'],
    ['first_visit'],
  ),
  missed('f29', 'en', 'unknown', ['Do you offer Invisalign aligners?', 'No', 'Goodbye']),
  missed('f30', 'en', 'not-a-booking', ['Can I bring my cat?', 'No', 'Bye']),
  booking('f31', 'en', 'times', ['Saturday at 10, is that possible?', 'Yes', 'Kate Moss', 'No, bye'], {
    at: '2026-11-28 10:00',
  }),
  booking(
    'f32',
    'en',
    'times',
    ["I'd like to come in tomorrow afternoon", 'How about 4 pm?', 'Yes', 'Liam Neeson', 'No thanks'],
    { at: '2026-11-24 16:00' },
  ),
  booking(
    'f33',
    'en',
    'services',
    [
      'Book a whitening on Thursday at 9 please',
      'Actually make it Friday at 9 instead',
      'Yes',
      'Ann Lee',
      'No, bye',
    ],
    {
      at: '2026-11-27 09:00',
      service: 'Wybielanie',
      minutes: 90,
    },
  ),
  {
    id: 'f34',
    lang: 'en',
    kind: 'closing',
    lines: ['Oops, sorry, wrong number'],
    expect: { outcome: 'no_action' },
  },
  message(
    'f35',
    'en',
    'name-and-number',
    ["Please get someone to call me back, it's Paul Smith on 790 123 456, about my appointment"],
    {
      callback: '790123456',
    },
  ),
];
