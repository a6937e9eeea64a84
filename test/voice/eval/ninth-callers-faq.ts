/**
 * The ninth set's questions: FAQ entries asked in other words (`faq-synonym`), facts only in the
 * patients' information sheet (`knowledge`), hours, services and prices from the settings
 * (`info`), and English callers asking about Polish-only content or Polish typed without
 * diacritics (`language`).
 */
import { as, faq, info, make, NIE, NO, services } from './script.js';

export const FAQ_SYNONYM = as('faq-synonym', [
  faq(
    'pl9-karta-czy-gotowka',
    ['cards'],
    ['Dzień dobry, u was trzeba mieć gotówkę, czy kartą też przejdzie?', NIE, NIE],
  ),
  faq(
    'pl9-kontrakt-z-funduszem',
    ['nfz'],
    ['Dzień dobry, czy macie podpisaną umowę z funduszem zdrowia, czy wszystko płatne?', NIE, NIE],
  ),
  faq(
    'pl9-placic-w-czesciach',
    ['raty'],
    ['Dzień dobry, czeka mnie droższe leczenie. Czy mogę to spłacać w częściach, co miesiąc?', NIE, NIE],
  ),
  faq(
    'pl9-gdzie-zostawic-auto',
    ['parking'],
    ['Dzień dobry, gdzie mogę zostawić auto, jak przyjadę?', NIE, NIE],
  ),
  faq(
    'pl9-maluchy',
    ['kids'],
    ['Dzień dobry, czy przyjmujecie takie maluchy? Córeczka ma cztery latka', NIE, NIE],
  ),
  faq(
    'pl9-faktura-na-firme',
    ['invoice'],
    ['Dzień dobry, prowadzę działalność, dostanę od was fakturę na firmę za leczenie?', NIE, NIE],
  ),
  faq(
    'pl9-znieczulenie-doplata',
    ['anesthesia'],
    ['Dzień dobry, czy za znieczulenie dopłaca się osobno, czy jest wliczone?', NIE, NIE],
  ),
  faq(
    'pl9-wozek-mama',
    ['wheelchair'],
    ['Dzień dobry, mama porusza się na wózku inwalidzkim. Da radę do was wjechać?', NIE, NIE],
  ),
  faq(
    'pl9-bez-ogonkow-raty',
    ['raty'],
    ['dzien dobry, czy leczenie mozna rozlozyc na raty?', 'nie, dziekuje', 'nie, dziekuje'],
  ),
  faq(
    'pl9-czy-bedzie-bolalo',
    ['anesthesia'],
    [
      'Dzień dobry, strasznie się boję. Czy przy leczeniu dostanę coś, żeby nie bolało, i czy to kosztuje ekstra?',
      NIE,
      NIE,
    ],
  ),
  faq('en9-pay-by-card', ['cards'], ['Hi, do you take cards or is it cash only?', NO, NO]),
  faq(
    'en9-where-to-leave-car',
    ['parking'],
    ["Hello, I'll be driving over. Is there somewhere I can leave the car?", NO, NO],
  ),
  faq(
    'en9-company-invoice',
    ['invoice'],
    ['Hi, could I get an invoice made out to my company for the treatment?', NO, NO],
  ),
  faq(
    'en9-dad-wheelchair',
    ['wheelchair'],
    ['Hello, my dad uses a wheelchair. Will he be able to get in without trouble?', NO, NO],
  ),
]);

export const KNOWLEDGE = as('knowledge', [
  faq(
    'pl9-pod-jakim-adresem',
    ['address'],
    ['Dzień dobry, pod jakim adresem dokładnie jesteście?', NIE, NIE],
    ['metro'],
  ),
  faq(
    'pl9-metrem-dojazd',
    ['metro'],
    ['Dzień dobry, przyjadę metrem. Na której stacji najlepiej wysiąść?', NIE, NIE],
    ['address'],
  ),
  faq('pl9-jacy-lekarze', ['staff'], ['Dzień dobry, kto u was przyjmuje? Jacy są lekarze?', NIE, NIE]),
  faq(
    'pl9-pierwszy-raz-co-wziac',
    ['first_visit'],
    ['Dzień dobry, będę u was pierwszy raz. Jakie dokumenty mam przynieść?', NIE, NIE],
  ),
  faq(
    'pl9-odwolanie-bez-oplat',
    ['cancel_policy'],
    ['Dzień dobry, do kiedy najpóźniej mogę odwołać termin, żeby nic nie płacić?', NIE, NIE],
  ),
  faq(
    'pl9-dentysta-do-domu',
    ['home_visits'],
    ['Dzień dobry, babcia leży w domu, nie wychodzi. Czy lekarz mógłby do niej przyjechać?', NIE, NIE],
  ),
  faq(
    'pl9-internet-poczekalnia',
    ['wifi'],
    ['Dzień dobry, czy w poczekalni można się podłączyć do internetu?', NIE, NIE],
  ),
  make('pl9-ile-plomba', { outcome: ['answered_faq', 'no_action'], says: ['250'] }, [
    'Dzień dobry, ile u was kosztuje plomba, to znaczy wypełnienie?',
    NIE,
    NIE,
  ]),
  faq(
    'en9-whats-the-address',
    ['address'],
    ["Hi, what's your address? I'm putting it in the satnav", NO, NO],
    ['metro'],
  ),
  faq(
    'en9-who-are-dentists',
    ['staff'],
    ["Hello, who are the dentists at your practice? I'd like to know who I'd see", NO, NO],
  ),
  faq(
    'en9-house-calls',
    ['home_visits'],
    ['Hi, does your dentist do house calls? My mother is housebound', NO, NO],
  ),
]);

export const INFO = as('info', [
  info('pl9-do-ktorej-piatek', ['Dzień dobry, do której jesteście w piątek czynni?', NIE, NIE], ['18']),
  info('pl9-sobota-godziny', ['Dzień dobry, a w soboty pracujecie? W jakich godzinach?', NIE, NIE], ['13']),
  info('pl9-niedziela', ['Dzień dobry, czy w niedzielę ktoś przyjmuje?', NIE, NIE], []),
  services('pl9-co-robicie', ['Dzień dobry, jakie zabiegi można u was zrobić?', NIE, NIE]),
  make('pl9-cena-przegladu', { outcome: ['answered_faq', 'no_action'], facts: ['checkup_price'] }, [
    'Dzień dobry, ile płaci się u was za zwykły przegląd?',
    NIE,
    NIE,
  ]),
  info('en9-open-saturdays', ['Hi, are you open on Saturdays?', NO, NO], ['sat']),
  services('en9-what-treatments', ['Hello, what treatments do you offer?', NO, NO]),
  make('en9-checkup-cost', { outcome: ['answered_faq', 'no_action'], facts: ['checkup_price'] }, [
    'Hi, how much do you charge for a check-up?',
    NO,
    NO,
  ]),
]);

export const LANGUAGE = as('language', [
  faq(
    'en9-nfz-national-fund',
    ['nfz'],
    ['Hi, do you take patients on the NFZ, the national health fund?', NO, NO],
  ),
  faq(
    'en9-pay-in-instalments',
    ['raty'],
    ['Hello, can I pay for a bigger treatment in instalments?', NO, NO],
  ),
  faq('en9-kids-age', ['kids'], ['Hi, do you see children? My daughter is four', NO, NO]),
  faq(
    'en9-anaesthetic-included',
    ['anesthesia'],
    ['Is the local anaesthetic included in the price, or is it extra?', NO, NO],
  ),
  make('en9-whitening-price', { outcome: ['answered_faq', 'no_action'], facts: ['whitening'] }, [
    'Hi, how much does teeth whitening cost with you?',
    NO,
    NO,
  ]),
  faq(
    'pl9-nfz-bez-ogonkow',
    ['nfz'],
    ['dzien dobry, czy przyjmujecie na nfz?', 'nie, dziekuje', 'nie, dziekuje'],
  ),
  faq(
    'pl9-parking-bez-ogonkow',
    ['parking'],
    ['czesc, jest u was jakis parking?', 'nie dziekuje', 'nie dziekuje'],
  ),
  make('pl9-przeglad-bez-ogonkow', { outcome: ['answered_faq', 'no_action'], facts: ['checkup_price'] }, [
    'dzien dobry, ile kosztuje przeglad zebow?',
    'nie, dziekuje',
    'nie, dziekuje',
  ]),
]);
