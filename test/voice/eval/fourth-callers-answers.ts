/**
 * The fourth fresh set (see `fourth.ts`): callers who ask something, answered from the FAQ or
 * the knowledge document, or not answerable at all.
 */
import { book, type Caller, faq, missed, NIE, NO, PRICES, services } from './script.js';

/** Polish questions on FAQ entries, the key words in other grammatical forms. */
export const INFLECTION: Caller[] = [
  faq('pl-inf1', ['cards'], ['Dzień dobry, a kartą u was zapłacę?', NIE]),
  faq('pl-inf2', ['nfz'], ['Yyy, przyjmujecie może na NFZ-cie, czy tylko prywatnie?', NIE]),
  faq('pl-inf3', ['raty'], ['Chciałam zapytać o raty, bo leczenie wyjdzie drogo. Da się je rozłożyć?', NIE]),
  faq('pl-inf4', ['kids'], ['Z dzieckiem mogę do was przyjść? Synek ma cztery lata.', NIE]),
  faq('pl-inf5', ['wheelchair'], ['Wózkiem inwalidzkim da się do was wjechać?', NIE]),
  faq('pl-inf6', ['invoice'], ['Fakturę na firmę mi wystawicie po zabiegu?', NIE]),
  faq('pl-inf7', ['anesthesia'], ['A za znieczulenie to się u was osobno dopłaca?', 'Nie, to wszystko']),
];

/** FAQ entries asked in other words than theirs. */
export const SYNONYM: Caller[] = [
  faq('pl-syn1', ['parking'], ['Będę jechał autem. Jest gdzie stanąć pod kliniką?', NIE]),
  faq('pl-syn2', ['nfz'], ['Czy leczenie u was jest w ramach ubezpieczenia zdrowotnego, czy płatne?', NIE]),
  faq('pl-syn3', ['wheelchair'], ['Mama porusza się na wózku. Czy będzie miała problem z wejściem?', NIE]),
  faq('pl-syn4', ['cards'], ['Czy mogę zapłacić telefonem, takim kodem z aplikacji banku?', NIE]),
  faq(
    'pl-syn5',
    ['anesthesia'],
    ['Strasznie boję się borowania. Dostanę zastrzyk, żeby nie bolało, i czy to jest dodatkowo płatne?', NIE],
  ),
  faq(
    'pl-syn6',
    ['raty'],
    ['Leczenie wyjdzie mnie kilka tysięcy. Mogę to spłacać co miesiąc po trochu?', NIE],
  ),
  faq('pl-syn7', ['kids'], ['Przyjmujecie takie maluchy? Córka skończyła dopiero dwa latka.', NIE]),
  faq('en-syn1', ['cards'], ['Can I pay with plastic, or do I need to bring cash?', NO]),
  faq('en-syn2', ['parking'], ["I'll be driving over. Is there somewhere I can leave the car?", NO]),
  faq('en-syn3', ['wheelchair'], ['My husband uses a wheelchair. Will he be able to get in all right?', NO]),
  faq('en-syn4', ['invoice'], ['Could I get the bill made out to my company, for tax purposes?', NO]),
];

/** English questions on the FAQ entries that have an English version. */
export const FAQ_EN: Caller[] = [
  faq('en-faq1', ['cards'], ['Hi, quick one, do you take cards?', NO]),
  faq('en-faq2', ['parking'], ['Is there a car park for patients?', NO]),
  faq('en-faq3', ['invoice'], ['Hello. Can you invoice my company for the treatment?', NO]),
  faq('en-faq4', ['wheelchair'], ['Is the building accessible for someone in a wheelchair?', NO]),
  faq('en-faq5', ['cards'], ['Do you guys accept BLIK?', "No, that's it"]),
  faq('en-faq6', ['cards'], ['Is it cash only, or can I pay by card?', NO]),
];

/** English callers asking what only the Polish FAQ or the Polish knowledge document answers. */
export const CROSS_LANGUAGE: Caller[] = [
  faq('en-x1', ['nfz'], ['Do you accept patients on the national health fund, the NFZ?', NO]),
  faq('en-x2', ['kids'], ['Do you treat small children? My son is two.', NO]),
  faq('en-x3', ['raty'], ['Is it possible to pay for the treatment in instalments?', NO]),
  faq('en-x4', ['anesthesia'], ['Is the local anaesthetic included in the price, or is it extra?', NO]),
  faq('en-x5', ['address'], ["Sorry, what's your address?", NO], ['metro']),
  faq('en-x6', ['wifi'], ['Is there wifi in the waiting room? I might have to work while I wait.', NO]),
  faq('en-x7', ['home_visits'], ['My mother is bedridden. Could a dentist come to her house?', NO]),
];

/** Polish typed without diacritics. */
export const NO_DIACRITICS: Caller[] = [
  faq('pl-nd1', ['cards'], ['dzien dobry, czy moge placic karta?', 'nie, dziekuje']),
  faq('pl-nd2', ['address'], ['gdzie sie dokladnie znajdujecie?', 'nie, dziekuje'], ['metro']),
  faq('pl-nd3', ['whitening'], ['ile u was kosztuje wybielanie zebow?', 'nie, dziekuje'], PRICES),
  faq('pl-nd4', ['wifi'], ['czy w poczekalni jest jakis internet?', 'nie, dziekuje']),
  faq('pl-nd5', ['cancel_policy'], ['czy odwolanie wizyty cos kosztuje?', 'nie, dziekuje']),
  book('pl-nd6', { at: '2026-11-25 11:00', service: 'Przegląd', minutes: 30, name: 'Zofia Bąk' }, [
    'chcialabym sie zapisac na przeglad w srode o jedenastej',
    'tak',
    'Zofia Bak',
    'nie, dziekuje',
  ]),
  book('pl-nd7', { at: '2026-11-24 09:30', service: 'Ekstrakcja', minutes: 45, name: 'Lech Sowa' }, [
    'musze usunac zab, da sie jutro o wpol do dziesiatej?',
    'tak',
    'Lech Sowa',
    'nie, dziekuje',
  ]),
];

/** Answers only the knowledge document holds. */
export const KNOWLEDGE: Caller[] = [
  faq('pl-k1', ['metro'], ['Jak do was najlepiej dojechać metrem?', NIE], ['address']),
  faq('pl-k2', ['checkup_price'], ['Ile u was kosztuje taki zwykły przegląd?', NIE], PRICES),
  faq('pl-k3', ['rootcanal_price'], ['No to ile mniej więcej wychodzi kanałówka?', NIE], PRICES),
  faq('pl-k4', ['staff'], ['Jak się nazywa pani higienistka? Chcę iść do tej samej co siostra.', NIE]),
  faq('pl-k5', ['first_visit'], ['Co trzeba ze sobą zabrać na pierwszą wizytę?', NIE]),
  faq(
    'pl-k6',
    ['home_visits'],
    ['Tata nie wstaje z łóżka. Czy lekarz mógłby przyjechać do niego do domu?', NIE],
  ),
  faq(
    'pl-k7',
    ['cancel_policy'],
    ['Do kiedy najpóźniej mogę odwołać termin, żeby nic nie płacić?', 'Nie, dziękuję bardzo'],
  ),
  faq('pl-k8', ['staff'], ['Którzy lekarze u was przyjmują?', NIE]),
  faq('en-k1', ['whitening'], ['How much is teeth whitening with you?', NO], PRICES),
  faq('en-k2', ['first_visit'], ['What do I need to bring with me to my first visit?', NO]),
  faq(
    'en-k3',
    ['metro'],
    ["Which metro station is closest to you? I don't know Warsaw well.", NO],
    ['address'],
  ),
  faq('en-k4', ['staff'], ['Who are the dentists working at your clinic?', NO]),
];

/** Plausible questions the clinic's data does not answer. */
export const UNKNOWN: Caller[] = [
  missed('pl-u1', ['Czy zakładacie aparaty ortodontyczne?', NIE]),
  missed('pl-u2', ['Robicie zdjęcie pantomograficzne na miejscu, czy trzeba gdzieś jechać?', NIE]),
  missed('pl-u3', ['Mogę przyjść z psem? Nie mam go z kim zostawić.', NIE]),
  missed('pl-u4', ['Czy sprzedajecie szczoteczki soniczne albo nici dentystyczne?', NIE]),
  missed('pl-u5', ['Macie bony podarunkowe? Chciałam mężowi kupić na prezent.', NIE]),
  missed('pl-u6', ['Czy któryś lekarz mówi po ukraińsku? Mama słabo zna polski.', NIE]),
  missed('en-u1', ['Do you do Invisalign or any other clear aligners?', NO]),
  missed('en-u2', ['Can I get a sick note for work after the appointment?', NO]),
  missed('en-u3', ['Is there a pharmacy in the building?', NO]),
  missed('en-u4', ['Do you offer porcelain veneers?', NO]),
  missed('en-u5', ['Are you hiring dental assistants at the moment?', NO]),
];

/** The list of the clinic's services. */
export const SERVICES_LIST: Caller[] = [
  services('pl-l1', ['Jakie zabiegi można u was zrobić?', NIE]),
  services('pl-l2', ['A co w ogóle oferujecie? Bo nie wiem, na co się zapisać.', NIE]),
  services('pl-l3', ['Jakie usługi macie w ofercie? Szukam czegoś dla siebie i dla męża.', NIE]),
  services('en-l1', ['What treatments do you offer?', NO]),
  services('en-l2', ['Could you tell me what services you have?', NO]),
];
