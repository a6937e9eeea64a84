/**
 * The sixteenth held-out set's questions (`sixteenth.ts`): the FAQ and the knowledge document in
 * other words, the clinic's settings (services, prices, hours), and callers whose language is
 * not the textbook's.
 */
import { booked } from './fourteenth-callers-kit.js';
import { as, PRICES } from './script.js';
import { faq, info, NIE, NO, price, services } from './twelfth-callers-kit.js';

export const FAQ = as('faq', [
  faq(
    'q067',
    'pl',
    ['cards'],
    ['Dzień dobry, czy u was mogę zapłacić kartą, czy tylko gotówka wchodzi w grę?', NIE],
  ),
  faq('q068', 'pl', ['nfz'], ['czy jest mozliwosc leczenia u panstwa w ramach nfz?', NIE]),
  faq(
    'q069',
    'pl',
    ['raty'],
    ['Leczenie wyjdzie mnie pewnie koło trzech tysięcy, czy da się to jakoś rozłożyć na części?', NIE],
  ),
  faq(
    'q070',
    'pl',
    ['parking'],
    ['A gdzie mogę zostawić samochód, jak przyjadę? Macie jakieś miejsca?', NIE],
  ),
  faq('q071', 'pl', ['kids'], ['Czy syn, on ma cztery latka, może być u was leczony?', NIE]),
  faq(
    'q072',
    'pl',
    ['invoice'],
    ['Prowadzę działalność. Czy po wizycie dostanę od was fakturę na firmę?', NIE],
  ),
  faq('q073', 'pl', ['anesthesia'], ['Czy za znieczulenie dopłaca się osobno, czy to jest w cenie?', NIE]),
  faq('q074', 'pl', ['wheelchair'], ['Mama porusza się na wózku. Czy da radę do was wjechać?', NIE]),
  faq('q075', 'pl', ['parking', 'cards'], ['Jest u was gdzie zaparkować? I czy można płacić BLIKiem?', NIE]),
  faq('q076', 'pl', ['kids'], ['od ilu lat przyjmujecie dzieci?', NIE]),
  faq('q077', 'en', ['cards'], ['Do you take Visa, or is it cash only?', NO]),
  faq('q078', 'en', ['parking'], ['Is there anywhere to leave the car when I come in?', NO]),
  faq('q079', 'en', ['invoice'], ['Could I get a VAT invoice made out to my company?', NO]),
  faq('q080', 'en', ['wheelchair'], ['My dad uses a wheelchair. Can he get into the clinic all right?', NO]),
  faq('q081', 'en', ['kids'], ['Do you see children? My son is five.', NO]),
  faq(
    'q082',
    'en',
    ['anesthesia'],
    ['Is the local anaesthetic included in the price, or is that extra?', NO],
  ),
]);

export const KNOWLEDGE = as('knowledge', [
  faq('q083', 'pl', ['address'], ['Dzień dobry, pod jakim adresem was znajdę?', NIE]),
  faq('q084', 'pl', ['metro'], ['Będę jechał metrem. Na której stacji najlepiej wysiąść?', NIE], ['address']),
  faq('q085', 'pl', ['staff'], ['Który lekarz zajmuje się u was chirurgią?', NIE]),
  faq('q086', 'pl', ['first_visit'], ['Pierwszy raz do was idę. Co muszę ze sobą wziąć?', NIE]),
  faq(
    'q087',
    'pl',
    ['cancel_policy'],
    ['Do kiedy najpóźniej można zrezygnować z wizyty, żeby nie płacić?', NIE],
  ),
  faq('q088', 'pl', ['wifi'], ['czy w poczekalni jest jakis internet dla pacjentow?', NIE]),
  faq('q089', 'en', ['address'], ["Whereabouts are you, exactly? What's the street address?", NO], ['metro']),
  faq(
    'q090',
    'en',
    ['home_visits'],
    ["My grandmother can't leave the house. Could a dentist come out to her?", NO],
  ),
  faq('q091', 'en', ['staff'], ["Who's the hygienist at your clinic?", NO]),
  faq('q092', 'en', ['metro'], ["What's the nearest underground station to you?", NO], ['address']),
]);

export const INFO = as('info', [
  services('q093', ['Dzień dobry, a jakie usługi u was można zrobić?', NIE]),
  info('q094', 'pl', ['Ile się płaci za higienizację?', NIE], { says: ['300'], allow: PRICES }),
  info('q095', 'pl', ['Czy w soboty jesteście otwarci?', NIE], { says: ['sobot'] }),
  info('q096', 'pl', ['ile kosztuje usuniecie zeba?', NIE], { says: ['400'], allow: PRICES }),
  info('q097', 'pl', ['Ile kosztuje wypełnienie, takie zwykłe?', NIE], { says: ['250'], allow: PRICES }),
  info('q098', 'en', ['Are you open on Sundays at all?', NO], { says: ['sunday'] }),
  price('q099', 'en', 'whitening', ['How much do you charge for teeth whitening?', NO]),
  price('q100', 'en', 'checkup_price', ["What's the price of a check-up?", NO]),
]);

export const LANGUAGE = as('language', [
  booked('q101', 'pl', '2026-11-27 10:00', 'Przegląd', 'Monika Sadowska', [
    'dzien dobry chcialabym sie zapisac na przeglad w piatek o 10',
    'monika sadowska',
    'tak',
    'nie dziekuje',
  ]),
  booked('q102', 'pl', '2026-11-24 09:00', 'Ekstrakcja', 'Kazimierz Kruk', [
    'No dzień dobry, bo mi ten ząb już całkiem się rusza, to bym se go chciał wyrwać. Jutro o dziewiątej może?',
    'Kruk Kazimierz... znaczy Kazimierz Kruk',
    'No tak',
    'Nie, dziękuję, do widzenia',
  ]),
  booked('q103', 'pl', '2026-11-26 15:00', 'Wybielanie', 'Oliwia Majewska', [
    'Hej, chciałabym zrobić booking na whitening, w czwartek o 15.',
    'Oliwia Majewska',
    'Tak',
    NIE,
  ]),
  faq('q104', 'pl', ['cards'], ['Czy mogę u was zapłacić kartą albo telefonem, przez apkę?', NIE]),
  booked('q105', 'en', '2026-11-24 11:00', 'Przegląd', 'Dmytro Kovalenko', [
    'Hello, I am wanting to make the appointment for check of teeth, tomorrow in eleven o clock.',
    'Dmytro Kovalenko',
    'Yes',
    NO,
  ]),
  faq('q106', 'en', ['parking'], ['Excuse me, you have some place for parking the car?', NO]),
]);
