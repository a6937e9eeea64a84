/**
 * The ninth set's callers that do not book: messages with or without a number to call back
 * (`message`), transfers (`transfer`), the ends of calls (`closing`), questions with no answer
 * anywhere (`unknown`) and questions that mention a visit without asking for one (`not-a-booking`).
 */
import { as, book, faq, make, message, missed, NIE, NO, nothing, transfer } from './script.js';

export const MESSAGE = as('message', [
  message('pl9-wiadomosc-wyniki', { includes: ['wojcik'], callback: 'caller' }, [
    'Dzień dobry, chciałabym zostawić wiadomość dla lekarza',
    'Tu Marianna Wójcik, chodzi o zdjęcie zęba, które miałam przynieść, mam je już u siebie',
    'Na ten numer, z którego dzwonię',
    NIE,
    NIE,
  ]),
  message('pl9-wiadomosc-inny-numer', { includes: ['korona'], callback: '604718235' }, [
    'Dzień dobry, czy mogę prosić o przekazanie informacji?',
    'Odpadła mi korona, którą robiłem u was w zeszłym miesiącu. Andrzej Kubiak',
    'Proszę oddzwonić na sześćset cztery, siedemset osiemnaście, dwieście trzydzieści pięć',
    NIE,
    NIE,
  ]),
  message(
    'pl9-wiadomosc-poprawiony-numer',
    { includes: ['rachunek'], callback: '793468215', notCallback: '793468251' },
    [
      'Dzień dobry, chciałem zostawić wiadomość',
      'Chodzi o rachunek za ostatnią wizytę, Wojciech Sadowski',
      'Numer 793 468 251... nie, przepraszam, końcówka to 215. Czyli 793 468 215',
      'Tak',
      NIE,
      NIE,
    ],
  ),
  message('pl9-wiadomosc-bez-oddzwaniania', { includes: ['spozni'] }, [
    'Halo, proszę przekazać pani doktor, że się spóźnię jakieś dziesięć minut',
    'Renata Górska, spóźnię się na jedenastą. Nie trzeba oddzwaniać',
    NIE,
    NIE,
  ]),
  message('pl9-wiadomosc-bez-polskich-znakow', { includes: ['recept'], callback: 'caller' }, [
    'dzien dobry, chcialam zostawic wiadomosc dla lekarza',
    'potrzebuje recepte na plukanke, ktora dostalam ostatnio, Alicja Zawadzka',
    'prosze na ten numer',
    'nie, dziekuje',
    'nie, dziekuje',
  ]),
  message('en9-message-callback', { includes: ['crown'], callback: 'caller' }, [
    'Hi, could I leave a message for the dentist, please?',
    "It's Oliver Grant. The temporary crown you fitted last week feels loose",
    'On this number is fine',
    NO,
    NO,
  ]),
  message('en9-message-other-number', { includes: ['receipt'], callback: '517364829' }, [
    'Hello, can you pass a message on?',
    'This is Megan Ross, I need a copy of my receipt from the last visit, for my insurer',
    'Please call me back on 517 364 829',
    NO,
    NO,
  ]),
  message('en9-message-no-callback', { includes: ['thank'] }, [
    'Hi, I just wanted to leave a quick message, no need to call back',
    'Please tell the team thank you from Ben Carter, my tooth feels great after Tuesday',
    NO,
    NO,
  ]),
]);

export const TRANSFER = as('transfer', [
  transfer('pl9-pilnie-z-rejestracja', 'main', [
    'Dzień dobry, mam pilną sprawę, proszę mnie połączyć z kimś z rejestracji, z człowiekiem',
    'Tak, proszę',
    NIE,
  ]),
  transfer('pl9-ksiegowosc-rozliczenie', 'accounting', [
    'Dzień dobry, dzwonię z firmy w sprawie rozliczenia, proszę o połączenie z księgowością',
    'Tak',
    NIE,
  ]),
  transfer(
    'pl9-chirurgia-implanty',
    'surgery',
    [
      'Dzień dobry, chciałbym porozmawiać z chirurgią, mam pytanie o implanty po konsultacji',
      'Tak, proszę przełączyć',
      NIE,
    ],
    ['staff'],
  ),
  transfer('pl9-bol-nie-do-wytrzymania', 'main', [
    'Halo, strasznie mnie boli ząb, cała twarz mi spuchła, muszę natychmiast porozmawiać z kimś z obsługi',
    'Tak, proszę mnie połączyć',
    NIE,
  ]),
  transfer('en9-put-me-through-accounts', 'accounting', [
    "Hi, could you put me through to your accounts department? It's about settling a bill",
    'Yes please',
    NO,
  ]),
  transfer('en9-speak-to-a-person', 'main', [
    "Hello, sorry, I'd rather speak to an actual person at reception, it's urgent",
    'Yes please',
    NO,
  ]),
]);

export const CLOSING = as('closing', [
  nothing('pl9-pomylka', [
    'Dzień dobry, czy to warsztat samochodowy? A, przepraszam, pomyłka',
    'Do widzenia',
    'Do widzenia',
  ]),
  nothing('pl9-juz-nic-dziekuje', [
    'Dzień dobry... a wie Pani, już sobie sam sprawdziłem, nic nie trzeba, dziękuję, do widzenia',
    'Do widzenia',
  ]),
  faq(
    'pl9-parking-i-to-wszystko',
    ['parking'],
    [
      'Dzień dobry, czy da się u was gdzieś zaparkować?',
      'To wszystko, dziękuję bardzo, do widzenia',
      'Do widzenia',
    ],
  ),
  book(
    'pl9-rezerwacja-i-do-uslyszenia',
    { at: '2026-11-25 15:30', service: 'Przegląd', minutes: 30 },
    [
      'Dzień dobry, przegląd w środę o piętnastej trzydzieści poproszę',
      'Tak. Lucyna Baran',
      'Tak',
      'Nie, to by było na tyle, dziękuję, do usłyszenia',
      'Do usłyszenia',
    ],
    { allow: ['address', 'cancel_policy', 'first_visit'] },
  ),
  nothing('en9-wrong-number', ['Oh, sorry, wrong number. I was trying to reach the pharmacy', 'Bye', 'Bye']),
  faq(
    'en9-invoice-thats-all',
    ['invoice'],
    ['Hi, do you do VAT invoices for companies?', "Great, that's all I needed. Cheers, bye!", 'Bye'],
  ),
]);

export const UNKNOWN = as('unknown', [
  missed('pl9-pantomogram', [
    'Dzień dobry, czy robicie u siebie pantomogram, czy muszę iść gdzie indziej?',
    'Nie, nie trzeba',
    NIE,
  ]),
  missed('pl9-po-ukrainsku', [
    'Dzień dobry, moja teściowa słabo mówi po polsku. Czy ktoś u was mówi po ukraińsku?',
    'Nie, dziękuję, nie trzeba',
    NIE,
  ]),
  missed('pl9-adres-mailowy', [
    'Dzień dobry, na jaki adres mailowy mogę wysłać skierowanie?',
    'Nie trzeba, dziękuję',
    NIE,
  ]),
  missed(
    'pl9-druga-placowka',
    ['Dzień dobry, czy macie też gabinet na Pradze? Bliżej by mi było', 'Nie, dziękuję', NIE],
    ['address', 'metro'],
  ),
  make(
    'pl9-licowki-wiadomosc',
    { outcome: 'callback', missed: true, message: { includes: ['licow'], callback: 'caller' } },
    [
      'Dzień dobry, czy robicie licówki porcelanowe i ile to kosztuje?',
      'Tak, proszę przekazać pytanie o licówki, Edyta Sowa',
      'Na ten numer',
      NIE,
      NIE,
    ],
  ),
  missed('en9-invisalign', ['Hi, do you do Invisalign or any clear aligners?', "No, that's fine", NO]),
  missed('en9-italian-speaker', [
    'Hello, is there a dentist there who speaks Italian?',
    "No, it's okay, thanks",
    NO,
  ]),
  missed('en9-air-conditioning', [
    'Hi, silly question, is the waiting room air-conditioned?',
    "No, don't worry",
    NO,
  ]),
]);

export const NOT_A_BOOKING = as('not-a-booking', [
  missed('pl9-wizyta-z-psem', [
    'Dzień dobry, mam wizytę w czwartek. Czy mogę przyjść z psem? Jest mały, będzie siedział na rękach',
    'Nie, nie trzeba',
    NIE,
  ]),
  missed('pl9-wizyta-z-mezem-w-gabinecie', [
    'Dzień dobry, boję się dentysty. Czy na wizycie mąż może być ze mną w gabinecie?',
    'Nie, dziękuję',
    NIE,
  ]),
  faq(
    'pl9-co-zabrac-na-wizyte',
    ['first_visit'],
    ['Dzień dobry, idę do was pierwszy raz w przyszłym tygodniu. Co muszę mieć ze sobą?', NIE, NIE],
  ),
  faq(
    'pl9-wizyta-blik',
    ['cards'],
    ['Dzień dobry, mam jutro wizytę i chciałam się upewnić, czy mogę zapłacić telefonem, BLIKiem?', NIE, NIE],
  ),
  missed('en9-bring-my-dog', [
    'Hi, for my appointment on Friday, can I bring my dog along?',
    "No, that's fine",
    NO,
  ]),
  faq(
    'en9-appointment-park',
    ['parking'],
    ["Hello, I've got an appointment with you next week. Will I be able to park near you?", NO, NO],
  ),
]);
