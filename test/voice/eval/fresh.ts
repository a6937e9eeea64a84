/**
 * The third fresh set (issue #21, item 6), written 2026-11-27 by someone who did not read the
 * receptionist's rules (nor the other sets' sentences): scripted callers phrased the way people
 * talk, judged only by outcomes through the API. Never to be used to tune the rules: a failure
 * here is a finding, not a case to fix. `npm run bench:voice -- --set fresh`.
 *
 * Ids say the language (`pl…`, `en…`). Dates from EVAL_NOW, Monday 23 November 2026 08:00 in
 * Warsaw: "jutro"/"tomorrow" is Tuesday the 24th, Wednesday the 25th, Thursday the 26th, Friday
 * the 27th, Saturday the 28th (09:00–13:00), Sunday the 29th closed, next Monday the 30th. Slots
 * start every 30 minutes from opening time, so a quarter-hour is not a slot.
 */
import type { EvalCaller } from './types.js';

type Appt = NonNullable<EvalCaller['expect']['appointment']>;
type Msg = NonNullable<EvalCaller['expect']['message']>;
type Expect = EvalCaller['expect'];

/** The usual way to end the call when asked whether there is anything else. */
const NIE = 'Nie, dziękuję';
const NO = 'No, thanks';
type Caller = Omit<EvalCaller, 'kind'>;
const lang = (id: string) => (id.startsWith('en') ? 'en' : 'pl');
const end = (id: string) => (lang(id) === 'pl' ? NIE : NO);
const make = (id: string, expect: Expect, lines: string[]): Caller => ({ id, lang: lang(id), lines, expect });
/** Callers of one kind (the per-kind tally). */
const as = (kind: string, callers: Caller[]): EvalCaller[] => callers.map((c) => ({ ...c, kind }));
/** An answer from the FAQ or the knowledge document carrying these facts. */
const faq = (id: string, facts: string[], lines: string[]) =>
  make(id, { outcome: 'answered_faq', facts }, lines);
/** No answer anywhere: "I don't know", a missed question, no fact (`allow`: one the caller named). */
const missed = (id: string, lines: string[], allow: string[] = []) =>
  make(id, { outcome: 'no_action', missed: true, allow }, lines);
const book = (id: string, appointment: Appt, lines: string[]) =>
  make(id, { outcome: 'booked', appointment }, lines);
/** The usual booking: the request (one line or more), "yes" to the time read back, the name, "no more". */
const booking = (id: string, appointment: Appt, request: string | string[], name: string) =>
  book(id, appointment, [...[request].flat(), lang(id) === 'pl' ? 'Tak' : 'Yes', name, end(id)]);
const message = (id: string, m: Msg, lines: string[]) => make(id, { outcome: 'callback', message: m }, lines);
const transfer = (id: string, to: 'main' | 'accounting' | 'surgery', lines: string[]) =>
  make(id, { outcome: 'transferred', transfer: to }, lines);
/** A call that ends with nothing done. */
const nothing = (id: string, lines: string[]) => make(id, { outcome: 'no_action' }, lines);

const PRICES = ['checkup_price', 'whitening', 'rootcanal_price'];

export const FRESH: EvalCaller[] = [
  // FAQ: Polish inflection and synonyms
  ...as('faq-inflection', [
    faq('pl01', ['cards'], ['Czy da się u was zapłacić kartą?', NIE]),
    faq('pl02', ['nfz'], ['Dzień dobry, czy przyjmujecie pacjentów z NFZ-u?', 'Nie, to wszystko']),
    faq('pl03', ['kids'], ['Czy leczycie też dzieci? Mam czteroletnią córkę.', NIE]),
    faq('pl04', ['parking'], ['Czy mogę zaparkować pod kliniką?', 'Dziękuję, do widzenia']),
    faq('pl05', ['invoice'], ['Czy można u was dostać fakturę?', NIE]),
    faq('pl06', ['wheelchair'], ['Czy wózkiem inwalidzkim da się do was wjechać?', 'Nie']),
  ]),
  ...as('faq-synonym', [
    faq('pl07', ['cards'], ['Płaci się u was tylko gotówką, czy może być BLIK?', NIE]),
    faq('pl08', ['raty'], ['Czy jest możliwość płatności ratalnej?', 'Nie, dziękuję bardzo']),
    faq('pl09', ['nfz'], ['Czy u was można się leczyć na fundusz?', 'Nie, to wszystko']),
    faq('pl10', ['anesthesia'], ['Czy za znieczulenie trzeba dopłacać?', NIE]),
    faq('pl11', ['invoice'], ['Czy mogę dostać rachunek na firmę, z NIP-em?', NIE]),
    faq('pl12', ['kids'], ['Czy przyjmujecie kilkulatków?', NIE]),
    faq('pl13', ['parking'], ['Gdzie mogę zostawić auto, jak przyjadę?', NIE]),
  ]),

  // Knowledge document only
  ...as('knowledge', [
    faq('pl14', ['address'], ['Pod jakim adresem jest klinika?', NIE]),
    make('pl15', { outcome: 'answered_faq', facts: ['metro'], allow: ['address'] }, [
      'Jak do was dojechać komunikacją, jest jakieś metro w pobliżu?',
      NIE,
    ]),
    faq('pl16', ['checkup_price'], ['Ile u was kosztuje przegląd?', NIE]),
    faq('pl17', ['whitening'], ['Jaka jest cena wybielania?', 'Nie, to wszystko']),
    faq('pl18', ['staff'], ['Jacy lekarze u was pracują?', NIE]),
    faq('pl19', ['first_visit'], ['Co trzeba ze sobą zabrać na pierwszą wizytę?', NIE]),
    faq('pl20', ['cancel_policy'], ['Do kiedy mogę bez opłat odwołać wizytę?', NIE]),
    faq(
      'pl21',
      ['home_visits'],
      ['Czy lekarz może przyjechać do mojej mamy do domu? Ona już nie wychodzi.', NIE],
    ),
    make('pl22', { outcome: 'answered_faq', says: ['300'] }, ['Ile kosztuje higienizacja?', NIE]),
  ]),

  // Unknown: no answer anywhere (some share a word with an unrelated FAQ entry)
  ...as('unknown', [
    missed('pl23', ['Czy macie kartę stałego pacjenta ze zniżkami?', 'Nie, nie trzeba', 'Do widzenia']),
    missed('pl24', ['Czy wystawiacie zwolnienia lekarskie?', 'Nie', 'Do widzenia']),
    missed('pl25', ['Ile kosztuje proteza całkowita?', NIE, 'Do widzenia']),
    missed('pl26', ['Czy leczycie zęby w narkozie?', 'Nie trzeba', 'Do widzenia']),
    missed('pl27', ['Do której godziny jest otwarty parking?', 'Nie', 'Do widzenia'], ['parking']),
    missed('pl28', ['Jaki jest numer konta do przelewu?', NIE, 'Do widzenia']),
    missed('pl29', ['Czy przyjmujecie karty Multisport?', 'Nie', 'To wszystko, do widzenia']),
    make('pl30', { outcome: 'callback', missed: true, message: { callback: '608555444' } }, [
      'Czy zakładacie aparaty ortodontyczne?',
      'Tak, proszę przekazać',
      'Paweł Wrona, numer 608 555 444',
      NIE,
    ]),
  ]),

  // Not a booking, though it says "przyjść" / "wizyta"
  ...as('not-a-booking', [
    missed('pl31', ['Czy mogę przyjść z psem do poczekalni?', 'Nie', 'Do widzenia']),
    missed('pl32', ['Czy na wizytę trzeba przyjść na czczo?', NIE, 'Do widzenia']),
    faq('pl33', ['wifi'], ['Jak przyjdę trochę wcześniej, to w poczekalni jest jakiś internet?', NIE]),
    missed('pl34', [
      'Czy muszę przyjść osobiście po zdjęcie rentgenowskie, czy wyślecie je mailem?',
      'Nie',
      'Do widzenia',
    ]),
  ]),

  // Polish typed without diacritics
  ...as('no-diacritics', [
    faq('pl35', ['cards'], ['Czy moge zaplacic karta?', 'Nie, dziekuje']),
    make('pl36', { outcome: 'answered_faq', facts: ['metro'], allow: ['address'] }, [
      'Gdzie jest najblizsza stacja metra?',
      'Nie, dziekuje',
    ]),
    book('pl37', { at: '2026-11-26 09:00', name: 'Zofia Górska' }, [
      'Chcialabym sie umowic w czwartek na dziewiata',
      'Tak',
      'Zofia Gorska',
      'Nie, dziekuje',
    ]),
    message('pl38', { callback: '604112233' }, [
      'Prosze o oddzwonienie, nazywam sie Leszek Bak, numer 604 112 233',
      'Nie, dziekuje',
    ]),
    faq('pl39', ['nfz'], ['Leczycie na NFZ czy tylko prywatnie?', 'Nie, dziekuje']),
    missed('pl40', ['Czy zakladacie korony na zeby?', 'Nie', 'Do widzenia']),
  ]),

  // Name and number in one utterance, numbers in words, corrections
  ...as('name-and-number', [
    booking(
      'pl41',
      { at: '2026-11-24 14:00', name: 'Tomasz Kaczmarek', phone: '+48512345678' },
      'Chcę się zapisać na wtorek na czternastą',
      'Tomasz Kaczmarek, telefon 512 345 678',
    ),
    message('pl42', { callback: '601234567' }, [
      'Proszę, żeby ktoś do mnie oddzwonił. Tu Grażyna Pawlak, numer sześćset jeden, dwieście trzydzieści cztery, pięćset sześćdziesiąt siedem',
      NIE,
    ]),
    message('pl43', { includes: ['spozni'], callback: '502222333', notCallback: '501222333' }, [
      'Chciałbym zostawić wiadomość',
      'Proszę przekazać, że spóźnię się kwadrans. Mój numer 501 222 333, nie, przepraszam, nie 501 tylko 502 222 333',
      NIE,
    ]),
    booking(
      'pl44',
      { at: '2026-11-25 10:00', name: 'Marek Zając', phone: '+48661000112' },
      'Poproszę wizytę pojutrze o dziesiątej',
      'Marek Zając, mój numer to 661 000 111, przepraszam, 661 000 112',
    ),
    booking(
      'pl45',
      { at: '2026-11-27 10:00', name: 'Ewa Dudek', phone: '+48509440330' },
      'Chciałabym się umówić na piątek na dziesiątą',
      'Nazywam się Ewa Dudek, mój telefon to pięćset dziewięć, czterysta czterdzieści, trzysta trzydzieści',
    ),
  ]),

  // Messages with a callback number other than the calling one
  ...as('message', [
    message('pl46', { includes: ['krwi'], callback: '721456789' }, [
      'Chciałam zostawić wiadomość dla lekarza',
      'Proszę przekazać, że wyniki badań krwi przyniosę w czwartek. Proszę dzwonić na 721 456 789',
      NIE,
    ]),
    message('pl47', { includes: ['kosztorys'], callback: '698765432' }, [
      'Proszę o kontakt w sprawie kosztorysu, Jolanta Mazur, 698 765 432',
      NIE,
    ]),
  ]),

  // Times
  ...as('times', [
    booking('pl48', { at: '2026-11-24 12:30' }, 'Jutro o wpół do pierwszej macie wolne?', 'Irena Kowal'),
    booking(
      'pl49',
      { at: '2026-11-25 10:00' },
      ['Chciałbym przyjść w środę za kwadrans dziesiąta', 'To w takim razie o dziesiątej'],
      'Robert Sowa',
    ),
    booking('pl50', { at: '2026-11-27 16:00' }, 'Poproszę termin w piątek o szesnastej', 'Dorota Kula'),
    booking(
      'pl51',
      { at: '2026-11-24 11:00' },
      ['Zapisałbym się na jutro na dziesiątą', 'A da się godzinę później?'],
      'Kamil Wróbel',
    ),
    book('pl52', { at: '2026-11-28 09:30' }, [
      'Jakie macie wolne godziny w sobotę rano?',
      'Ta druga mi pasuje',
      'Halina Bór',
      NIE,
    ]),
    booking('pl53', { at: '2026-11-23 17:00' }, 'Czy jest wolne dzisiaj o siedemnastej?', 'Wiesław Gil'),
    booking(
      'pl54',
      { at: '2026-12-01 14:00' },
      'Proszę mnie zapisać na pierwszego grudnia o czternastej',
      'Agata Lew',
    ),
    booking(
      'pl55',
      { at: '2026-11-30 10:00' },
      [
        'Chciałabym się umówić w niedzielę o dziesiątej',
        'To w takim razie w przyszły poniedziałek o dziesiątej',
      ],
      'Maria Kot',
    ),
    book('pl56', { at: '2026-11-26 08:00' }, [
      'Jest coś wolnego w czwartek z samego rana?',
      'Ta pierwsza',
      'Stefan Mucha',
      NIE,
    ]),
    booking(
      'pl57',
      { at: '2026-11-25 15:30' },
      'Mogę przyjść pojutrze o piętnastej trzydzieści?',
      'Jadwiga Pietrzak',
    ),
  ]),

  // Change of mind
  ...as('change-of-mind', [
    booking(
      'pl58',
      { at: '2026-11-27 11:00' },
      ['Zapiszę się na czwartek na dziesiątą', 'Albo nie, jednak wolę piątek o jedenastej'],
      'Lucyna Paw',
    ),
    nothing('pl59', [
      'Chcę się umówić na jutro',
      'A wie pani co, jednak nie, zadzwonię jak sprawdzę grafik. Do widzenia',
    ]),
    booking(
      'pl60',
      { at: '2026-11-25 12:00' },
      ['Chciałbym wizytę w środę o dziewiątej', 'Przepraszam, pomyliło mi się, w środę o dwunastej'],
      'Olaf Kruk',
    ),
  ]),

  // Services named in speech; the list of services
  ...as('services', [
    booking(
      'pl61',
      { at: '2026-11-25 13:00', service: 'Higienizacja', minutes: 60 },
      'Chciałabym umówić czyszczenie zębów w środę o trzynastej',
      'Renata Sikora',
    ),
    booking(
      'pl62',
      { at: '2026-11-26 09:00', service: 'Leczenie kanałowe', minutes: 90 },
      'Dentysta mi powiedział, że potrzebuję leczenia kanałowego. Jest termin w czwartek o dziewiątej?',
      'Bogdan Lis',
    ),
    booking(
      'pl63',
      { at: '2026-11-27 14:00', service: 'Wybielanie', minutes: 90 },
      'Chcę wybielić zęby, pasowałby mi piątek o czternastej',
      'Natalia Kmieć',
    ),
    booking(
      'pl64',
      { at: '2026-11-28 10:00', service: 'Przegląd', minutes: 30 },
      'Potrzebuję kontroli, najlepiej w sobotę o dziesiątej',
      'Henryk Bąk',
    ),
    booking(
      'pl65',
      { at: '2026-11-30 09:00', service: 'Ekstrakcja', minutes: 45 },
      'Trzeba mi usunąć ósemkę. Macie coś w poniedziałek za tydzień o dziewiątej?',
      'Ryszard Kaczor',
    ),
    make(
      'pl66',
      {
        outcome: 'answered_faq',
        says: ['przeglad', 'higienizac', 'wybiel', 'kanalow', 'ekstrakc'],
        allow: PRICES,
      },
      ['Jakie zabiegi u was można zrobić?', NIE],
    ),
  ]),

  // Transfers
  ...as('transfer', [
    transfer('pl67', 'accounting', ['Proszę mnie przełączyć do księgowości, chodzi o rozliczenie']),
    transfer('pl68', 'surgery', ['Mam pytanie do chirurga w sprawie implantu, może mnie pani połączyć?']),
    transfer('pl69', 'main', [
      'Strasznie mnie boli ząb i spuchła mi cała twarz, to pilne, potrzebuję pomocy',
    ]),
    transfer('pl70', 'main', ['Wolałbym porozmawiać z kimś z rejestracji']),
  ]),

  // Closings
  ...as('closings', [
    nothing('pl71', ['Przepraszam, pomyłka']),
    nothing('pl72', ['Dzień dobry, a nie, przepraszam, już nic, do widzenia']),
    nothing('pl73', ['Halo, czy to pizzeria? Aha, to przepraszam bardzo']),
  ]),

  // English: FAQ with an English version
  ...as('faq-en', [
    faq('en01', ['cards'], ['Can I pay with my debit card?', NO]),
    faq('en02', ['parking'], ['Where can I park my car?', "No, that's all"]),
    faq('en03', ['invoice'], ['Do you give out invoices for companies?', NO]),
    faq('en04', ['wheelchair'], ['Can I get into the clinic in a wheelchair?', 'No, thank you']),
  ]),
  ...as('faq-synonym', [
    faq('en05', ['cards'], ['Do you take Apple Pay or do I need cash?', NO]),
    faq('en06', ['parking'], ['Is there somewhere to leave the car?', NO]),
  ]),

  // English question, only a Polish answer: told so in English, given the Polish answer
  ...as('faq-cross-language', [
    faq('en07', ['kids'], ['Do you treat kids?', 'Yes, please go ahead', 'No, that is all, thanks', 'Bye']),
    faq(
      'en08',
      ['anesthesia'],
      [
        'Do I have to pay extra for the numbing injection?',
        'Yes, please go ahead',
        'No, that is all, thanks',
        'Bye',
      ],
    ),
    faq(
      'en09',
      ['nfz'],
      [
        'Can I be seen on the national health insurance, the NFZ?',
        'Yes, please go ahead',
        'No, that is all, thanks',
        'Bye',
      ],
    ),
    faq('en10', ['raty'], ['Can I spread the cost of treatment over a few months?', 'No, bye']),
  ]),

  // English: knowledge document (Polish only)
  ...as('knowledge', [
    faq('en11', ['address'], ["What's your address?", NO]),
    make('en12', { outcome: 'answered_faq', facts: ['metro'], allow: ['address'] }, [
      'Which metro stop is closest to you?',
      NO,
    ]),
    faq('en13', ['checkup_price'], ['How much does a check-up cost?', NO]),
    faq('en14', ['staff'], ['Who are the dentists working there?', NO]),
    faq('en15', ['cancel_policy'], ['What happens if I need to cancel my appointment?', NO]),
    faq('en16', ['wifi'], ['Can I use the internet while I wait?', NO]),
  ]),

  // English: unknown
  ...as('unknown', [
    missed('en17', ['Do you accept pets in the clinic?', 'No', 'Bye']),
    missed('en18', ['Is there a pharmacy in your building?', NO, 'Goodbye']),
    missed('en19', ['Do you issue sick notes for work?', 'No', 'Bye']),
    missed('en20', ['How long does a crown usually last?', NO, 'Bye']),
    make('en21', { outcome: 'callback', missed: true, message: { callback: '733222111' } }, [
      'Do you do braces for adults?',
      'Yes, please',
      "It's Mark Hughes, 733 222 111",
      NO,
    ]),
  ]),

  // English: not a booking
  ...as('not-a-booking', [
    missed('en22', ['Can my husband come into the room with me during the visit?', 'No', 'Bye']),
    missed('en23', ['Do I need to come fasting before a visit?', NO, 'Bye']),
    faq('en24', ['first_visit'], ['What do I need to bring when I come for the first time?', NO]),
  ]),

  // English: times
  ...as('times', [
    book('en25', { at: '2026-11-24 08:00' }, [
      'Do you have anything tomorrow morning?',
      'The first one',
      'Susan Park',
      NO,
    ]),
    booking('en26', { at: '2026-11-28 11:00' }, 'Saturday at 11, is that free?', 'Tom Hardy'),
    booking(
      'en27',
      { at: '2026-11-25 14:30' },
      "I'd like an appointment on Wednesday at half past two",
      'Nina Ross',
    ),
    booking(
      'en28',
      { at: '2026-11-24 11:00' },
      ['Can I book for tomorrow at 10?', 'Could we do an hour later?'],
      'Greg Hall',
    ),
    booking('en29', { at: '2026-11-30 09:00' }, 'Next Monday at 9 am please', 'Paula Webb'),
    booking('en30', { at: '2026-12-02 13:00' }, 'Is December 2nd at 1 pm available?', 'Ian Ford'),
    booking(
      'en31',
      { at: '2026-11-26 11:00' },
      ['Could I come in on Thursday at quarter to eleven?', 'Eleven then'],
      'Ruth Gale',
    ),
  ]),

  // English: change of mind
  ...as('change-of-mind', [
    booking(
      'en32',
      { at: '2026-11-27 11:00' },
      ['Can I book Wednesday at 3 pm?', 'Actually, Friday at 11 instead'],
      'Dan Cole',
    ),
    nothing('en33', ['I want to book an appointment', "Hmm, actually never mind, I'll call back later. Bye"]),
  ]),

  // English: services
  ...as('services', [
    booking(
      'en34',
      { at: '2026-11-26 12:00', service: 'Ekstrakcja', minutes: 45 },
      'I need a tooth removed, is Thursday at noon free?',
      'Sam Reid',
    ),
    booking(
      'en35',
      { at: '2026-11-27 10:00', service: 'Higienizacja', minutes: 60 },
      'Could I book a scale and polish on Friday at 10?',
      'Amy Stone',
    ),
    booking(
      'en36',
      { at: '2026-11-28 09:00', service: 'Wybielanie', minutes: 90 },
      'Teeth whitening on Saturday at 9, please',
      'Lucy Gray',
    ),
    make('en37', { outcome: 'answered_faq', allow: PRICES }, ['What services do you offer?', NO]),
  ]),

  // English: transfers
  ...as('transfer', [
    transfer('en38', 'accounting', ['Can you put me through to accounting, please?']),
    transfer('en39', 'main', ["It's an emergency, I've knocked out a tooth and it's bleeding a lot"]),
    transfer('en40', 'surgery', ['Could I speak to someone from the surgery department about implants?']),
  ]),

  // English: closings
  ...as('closings', [
    nothing('en41', ['Oh, I think I dialled the wrong number, sorry']),
    nothing('en42', ["Never mind, I'll sort it out myself. Bye"]),
  ]),

  // English: name and number, messages
  ...as('name-and-number', [
    booking(
      'en43',
      { at: '2026-11-24 15:00', name: 'John Carter', phone: '+48600123456' },
      'I want to book Tuesday at 3 pm',
      "I'm John Carter, my number is 600 123 456",
    ),
    message('en44', { callback: '602345678' }, [
      "Please have someone call me back, it's Helen Moore, six oh two, three four five, six seven eight",
      NO,
    ]),
    message('en45', { includes: ['late'], callback: '789111333', notCallback: '789111222' }, [
      "I'd like to leave a message",
      "Please tell the dentist I'll be ten minutes late tomorrow. My number is 789 111 222, no sorry, 789 111 333",
      NO,
    ]),
  ]),
  ...as('message', [
    message('en46', { includes: ['x-ray'], callback: '733222999' }, [
      "I'd like to leave a message",
      "Tell the doctor I'll bring my X-rays on Friday. Call me on 733 222 999",
      NO,
    ]),
  ]),
];
