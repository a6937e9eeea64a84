/**
 * Development callers of issue #21 for taking a message the way a careful receptionist does
 * (written for tuning, like `dev.ts`): asked once who is calling when the message is about the
 * caller's own matters and no name was said, or where to call back when the name was said but
 * no number; never asked when a number was said, when no call back is wanted, or for a general
 * enquiry; what was said is never lost (a "no, thanks" to the question keeps the message).
 *
 * Monday 23 November 2026, 08:00 Warsaw.
 */
import { as, book, end, message } from './script.js';
import type { EvalCaller } from './types.js';

/** Asked once: the name (and the calling number unless another is given), or the number. */
const ASKED = as('message-details', [
  message('pl-md-imie-po-pytaniu', { includes: ['zawadzk', 'boli'], callback: 'caller' }, [
    'Proszę przekazać pani doktor, że po wczorajszym wypełnieniu dalej boli mnie ząb, i proszę o telefon.',
    'Ewa Zawadzka.',
    end('pl'),
  ]),
  message('pl-md-imie-i-inny-numer', { includes: ['kowalik', 'kart'], callback: '512340128' }, [
    'Chciałem zostawić wiadomość.',
    'Zgubiłem swoją kartę pacjenta, proszę o kontakt.',
    'Marian Kowalik, proszę dzwonić na pięćset dwanaście, trzysta czterdzieści, sto dwadzieścia osiem.',
    end('pl'),
  ]),
  message(
    'pl-md-numer-poprawiony',
    { includes: ['wilk', 'rentgen'], callback: '601202304', notCallback: '601202303' },
    [
      'Mam prośbę o przekazanie wiadomości.',
      'Tu Bożena Wilk, chodzi o zdjęcie rentgenowskie, które miałam odebrać.',
      'Proszę na 601 202 303, nie, przepraszam, 601 202 304.',
      end('pl'),
    ],
  ),
  message('pl-md-imie-i-jeszcze-cos', { includes: ['kos', 'ibuprofen'], callback: 'caller' }, [
    'Proszę o oddzwonienie, mam pytanie o moje leczenie kanałowe.',
    'Jadwiga Kos, i jeszcze chodzi o to, czy mogę wziąć ibuprofen przed zabiegiem.',
    end('pl'),
  ]),
  message('pl-md-nie-dziekuje-na-pytanie', { includes: ['zeba'], callback: 'caller' }, [
    'Przekażcie proszę lekarzowi, że odpadł mi kawałek zęba, który był leczony.',
    'Nie, dziękuję.',
    end('pl'),
  ]),
  message('pl-md-ten-numer', { includes: ['gorsk', 'recept'], callback: 'caller' }, [
    'Dzień dobry, czy mogę zostawić wiadomość?',
    'Mówi Zofia Górska, doktor obiecał mi receptę na płukankę.',
    'Tak, na ten numer.',
    end('pl'),
  ]),
  message('en-md-name-after-question', { includes: ['baker', 'bleeding'], callback: 'caller' }, [
    'Could you tell the hygienist my gums are still bleeding after the cleaning and ask her to ring me?',
    'It is Tom Baker.',
    end('en'),
  ]),
  message('en-md-other-number', { includes: ['hill', 'invoice'], callback: '792114336' }, [
    "Hi, I'd like to leave a message.",
    'This is Grace Hill, I need the invoice for my last treatment for my employer.',
    'You can reach me on seven nine two, one one four, three three six.',
    end('en'),
  ]),
  message('en-md-this-number', { includes: ['fox', 'retainer'], callback: 'caller' }, [
    'Can I leave a message for the orthodontist?',
    "It's Daniel Fox, my retainer cracked yesterday.",
    'Yes, the number I am calling from is fine.',
    end('en'),
  ]),
  message('en-md-name-and-number', { includes: ['reed', 'filling'], callback: '603515717' }, [
    'Please let the dentist know my new filling feels too high and I would like a call.',
    'Amy Reed, on six oh three, five one five, seven one seven.',
    end('en'),
  ]),
]);

/** Not asked (or only the name): a number said, a general enquiry, the calling number named; a notice or no call back wanted: the name. */
const NOT_ASKED = as('message-details', [
  message('pl-md-spoznienie-bez-pytania', { includes: ['spozni'] }, [
    'Proszę powiedzieć lekarzowi, że spóźnię się jakieś pięć minut.',
    'Zofia Krawiec, można na ten numer.',
  ]),
  message('pl-md-cennik-bez-pytania', { includes: ['cennik'] }, [
    'Proszę o kontakt w sprawie cennika aparatów ortodontycznych.',
  ]),
  message('pl-md-numer-w-wiadomosci', { includes: ['plomb'], callback: '505606707' }, [
    'Proszę o telefon w sprawie mojej plomby, numer 505 606 707.',
  ]),
  message('pl-md-nie-trzeba-oddzwaniac', { includes: ['cork'] }, [
    'Proszę przekazać doktorowi, że moja córka nie przyjdzie jutro, nie trzeba oddzwaniać.',
    'Teresa Bąk.',
  ]),
  // "This number" says where to call, not who calls: the name is asked (a hang-up keeps the message).
  message('pl-md-na-ten-numer-od-razu', { includes: ['koron', 'kruk'], callback: 'caller' }, [
    'Proszę o telefon w sprawie mojej korony, można dzwonić na ten numer.',
    'Stefan Kruk',
  ]),
  message('en-md-number-in-message', { includes: ['bridge'], callback: '515616717' }, [
    'Please call me back about my bridge, my number is 515 616 717.',
  ]),
  message('en-md-general-enquiry', { includes: ['veneer'] }, [
    'Please have someone call me about prices for veneers.',
  ]),
  message('en-md-no-callback', { includes: ['card'] }, [
    "Please tell the doctor my daughter lost her appointment card, there's no need to call me back.",
    'Olivia Grant.',
  ]),
]);

/** The name said before its cue, a number after "Numer:", a surname spelled out after the name. */
const DETAILS = as('caller-details', [
  book(
    'pl-md-imie-przed-z-tej-strony',
    { at: '2026-11-24 10:00', name: 'Anna Wrona', phone: '+48512333444' },
    [
      'Dzień dobry, Anna Wrona z tej strony, chciałabym się zapisać na jutro na dziesiątą, numer 512 333 444.',
      'Tak.',
      end('pl'),
    ],
  ),
  book('en-md-name-here', { at: '2026-11-24 11:00', name: 'Peter Lane' }, [
    'Hi, Peter Lane here, could I book a check-up tomorrow at eleven?',
    'Yes.',
    end('en'),
  ]),
  book('pl-md-numer-dwukropek', { at: '2026-11-26 12:00', name: 'Marta Sowa', phone: '+48512334455' }, [
    'Poproszę wizytę w czwartek o dwunastej.',
    'Marta Sowa. Numer: pięćset dwanaście, trzydzieści trzy, czterdzieści cztery, pięćdziesiąt pięć.',
    end('pl'),
  ]),
  book('en-md-spelled-surname', { at: '2026-11-26 10:00', name: 'Olivia Brandt' }, [
    'Can I come in for a check-up on Thursday at ten?',
    'Olivia Brandt, B R A N D T.',
    end('en'),
  ]),
]);

export const DEV_SLOTS2: EvalCaller[] = [...ASKED, ...NOT_ASKED, ...DETAILS];
