/**
 * Development callers of issue #21 for the slots people fill the way they really talk (written
 * for tuning, like `dev.ts`): names in phrases and cases, names that are also words, messages
 * with the caller's name and number in other turns, English with Polish names and Polish without
 * diacritics, transfers by an inflected department word, changes of mind, the list of services.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th, Thursday the 26th,
 * Friday the 27th, next week's Wednesday 2 December.
 */
import { as, book, end, make, message, nothing, services, transfer } from './script.js';
import type { EvalCaller } from './types.js';

const NAMES = as('names', [
  book('pl-sl-name-na-nazwisko', { at: '2026-11-24 10:00', name: 'Jan Nowak' }, [
    'Chciałbym umówić przegląd na jutro na dziesiątą.',
    'Tak, pasuje.',
    'To będzie na nazwisko Nowak. Jan Nowak.',
    end('pl'),
  ]),
  book('pl-sl-name-biernik', { at: '2026-11-24 10:00', name: 'Agnieszka Wójcik' }, [
    'Czy mogę się zapisać jutro na dziesiątą?',
    'Tak.',
    'Proszę zapisać na Agnieszkę Wójcik.',
    end('pl'),
  ]),
  book('pl-sl-name-z-tej-strony', { at: '2026-11-24 11:00', name: 'Kasia Lis' }, [
    'Dzień dobry, chciałabym się umówić jutro o jedenastej.',
    'Może być.',
    'Z tej strony Kasia Lis.',
    end('pl'),
  ]),
  book('pl-sl-name-meski', { at: '2026-11-24 12:00', name: 'Paweł Kowalski' }, [
    'Chcę umówić męża na przegląd, jutro o dwunastej.',
    'Tak, dobrze.',
    'Na Pawła Kowalskiego.',
    end('pl'),
  ]),
  book('pl-sl-name-powtorzone', { at: '2026-11-24 09:00', name: 'Marek Wójcik' }, [
    'Poproszę wizytę jutro o dziewiątej.',
    'Tak.',
    'Wójcik. Marek Wójcik.',
    end('pl'),
  ]),
  book('en-sl-name-sorry', { at: '2026-11-24 10:00', name: 'Adam Smith' }, [
    'Can I book a checkup tomorrow at 10?',
    'Yes, please.',
    "Sorry, it's Adam, Adam Smith.",
    end('en'),
  ]),
  book('en-sl-name-under', { at: '2026-11-24 15:00', name: 'Olivia Brown' }, [
    "I'd like an appointment tomorrow at 3 pm.",
    'Yes.',
    'Put it under Olivia Brown, please.',
    end('en'),
  ]),
]);

const WORD_NAMES = as('name-words', [
  book('en-sl-word-price', { at: '2026-11-24 10:00', name: 'John Price' }, [
    'Could I book an appointment tomorrow at 10?',
    'Yes.',
    'Price. John Price.',
    end('en'),
  ]),
  book('en-sl-word-parker', { at: '2026-11-24 11:00', name: 'Anna Parker' }, [
    'Any chance of an appointment tomorrow at 11?',
    'That works.',
    "It's Parker, Anna Parker.",
    end('en'),
  ]),
  book('en-sl-word-cash', { at: '2026-11-24 14:00', name: 'Bill Cash' }, [
    'I need to see the dentist tomorrow at 2 pm.',
    'Sure.',
    'Bill Cash.',
    end('en'),
  ]),
  book('pl-sl-word-rata', { at: '2026-11-24 10:00', name: 'Anna Rata' }, [
    'Chciałabym się umówić na jutro na dziesiątą.',
    'Tak.',
    'Anna Rata.',
    end('pl'),
  ]),
  book('pl-sl-word-kasa', { at: '2026-11-24 13:00', name: 'Ewa Kasa' }, [
    'Poproszę wizytę jutro o trzynastej.',
    'Dobrze.',
    'Nazywam się Ewa Kasa.',
    end('pl'),
  ]),
  book('pl-sl-word-gotowka', { at: '2026-11-24 16:00', name: 'Piotr Gotówka' }, [
    'Chciałbym się zapisać na jutro na szesnastą.',
    'Tak, pasuje.',
    'Gotówka, Piotr Gotówka.',
    end('pl'),
  ]),
  book('pl-sl-word-karta', { at: '2026-11-24 09:00', name: 'Jan Karta' }, [
    'Czy jest wolny termin jutro o dziewiątej?',
    'Tak.',
    'Jan Karta.',
    end('pl'),
  ]),
]);

const MESSAGES = as('messages', [
  // What about said in the request; the answer to "what should I pass on?" only who and where.
  message('pl-sl-msg-tresc-wczesniej', { includes: ['parasol', 'nowicka'], callback: 'caller' }, [
    'Dzień dobry, byłam u was wczoraj na przeglądzie i chyba zostawiłam w gabinecie czarny parasol. Może ktoś do mnie oddzwonić?',
    'Halina Nowicka, można dzwonić na ten numer.',
  ]),
  message('en-sl-msg-content-before', { includes: ['glasses', 'moore'], callback: '600700800' }, [
    'Hi, my son was at your clinic this morning and I think he left his glasses in the waiting room, could somebody call me back?',
    "It's Diana Moore, my number is 600 700 800.",
  ]),
  message('pl-sl-msg-doktor', { includes: ['kowal', 'wyniki'], callback: '501234567' }, [
    'Chciałbym zostawić wiadomość dla doktor Wiśniewskiej.',
    'Że wyniki są już gotowe. Nazywam się Jan Kowal, numer 501 234 567.',
  ]),
  message('pl-sl-msg-imie-wczesniej', { includes: ['zajac', 'faktur'], callback: 'caller' }, [
    'Dzień dobry, tu Marek Zając, chciałbym zostawić wiadomość dla księgowości.',
    'Chodzi o korektę faktury za październik, proszę oddzwonić na ten numer.',
  ]),
  message('pl-sl-msg-slownie', { includes: ['mazur', 'konsultac'], callback: '512345678' }, [
    'Chciałam przekazać wiadomość doktorowi Zielińskiemu.',
    'Że przekładam konsultację w sprawie implantu, proszę o kontakt pod numerem pięćset dwanaście, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem. Jolanta Mazur.',
  ]),
  message('pl-sl-msg-numer-potem', { includes: ['sowa', 'duplikat'], callback: '602111222' }, [
    'Dzień dobry, mówi Ewa Sowa, numer 602 111 222, mam wiadomość dla księgowości.',
    'Proszę o duplikat faktury za wrzesień.',
  ]),
  // A call back asked for, urgent but no life at risk: an urgent message, not a transfer.
  message('pl-sl-msg-pilny-oddzwon', { includes: ['zawadzk', 'dziasl'], callback: 'caller' }, [
    'Jestem w pracy, więc krótko: proszę przekazać, żeby ktoś pilnie do mnie oddzwonił, po wczorajszym leczeniu spuchło mi dziąsło. Marta Zawadzka, na ten numer.',
  ]),
  message('en-sl-msg-crown-call-back', { includes: ['crown'], callback: 'caller' }, [
    'Could someone from the clinic call me back today? It is urgent, my crown fell off at breakfast.',
    'That my crown fell off and I need it fixed, please call me on this number.',
  ]),
  message('pl-sl-msg-ten-numer', { includes: ['grzegorz', 'kontakt'], callback: 'caller' }, [
    'Proszę przekazać doktorowi Zielińskiemu, żeby się ze mną skontaktował, Grzegorz Dudek, na ten numer.',
  ]),
  message('en-sl-msg-this-number', { includes: ['taylor', 'crown'], callback: 'caller' }, [
    'Hi, this is Mark Taylor, can I leave a message for Dr Wiśniewska?',
    'Please ask her to call me back on this number about my crown.',
  ]),
  message('en-sl-msg-words', { includes: ['brown', 'invoice'], callback: '501234567' }, [
    "I'd like to leave a message for accounts.",
    "It's about invoice 42, my name is Sarah Brown and my number is five oh one, two three four, five six seven.",
  ]),
  message('en-sl-msg-callback', { includes: ['hardy', 'implant'], callback: '512987654' }, [
    'Could someone call me back? My name is Tom Hardy.',
    "It's about a quote for implants, my number is 512 987 654.",
  ]),
]);

// Not here: "I'm driving in from Łódź, is there parking at the clinic?" is English now, but the
// context words ("driving", "Łódź") dilute the question's keys below the match threshold, so it
// is still answered "I don't know" (a matching issue, left to the FAQ work).
const LANGUAGE = as('language', [
  book('en-sl-lang-doctor', { at: '2026-11-24 10:00', name: 'Tom Baker' }, [
    "Hi, I'd like to book an appointment with Dr Wiśniewska tomorrow at 10.",
    'Yes please.',
    'Tom Baker',
    end('en'),
  ]),
  make('en-sl-lang-street', { outcome: 'answered_faq', facts: ['address'], allow: ['metro'] }, [
    'Is your clinic on Marszałkowska street?',
    end('en'),
  ]),
  book(
    'en-sl-lang-polish-name',
    { at: '2026-11-26 14:00', service: 'Higienizacja', minutes: 60, name: 'Małgorzata Żółć' },
    ['Can I book a cleaning on Thursday at 2 pm?', 'Yes.', 'Małgorzata Żółć', end('en')],
  ),
  book('pl-sl-lang-bez-ogonkow', { at: '2026-11-24 10:00', name: 'Anna Nowak' }, [
    'Dzien dobry, chcialabym sie umowic na przeglad jutro o 10',
    'tak',
    'Anna Nowak',
    'nie dziekuje',
  ]),
  make('pl-sl-lang-karty', { outcome: 'answered_faq', facts: ['cards'] }, [
    'czy przyjmujecie karty platnicze',
    'nie dziekuje',
  ]),
  make('pl-sl-lang-dojazd', { outcome: 'answered_faq', facts: ['address'], allow: ['metro'] }, [
    'gdzie dokladnie jest wasza klinika',
    'to wszystko dziekuje',
  ]),
  make('pl-sl-lang-parking', { outcome: 'answered_faq', facts: ['parking'] }, [
    'a gdzie moge zaparkowac jak przyjade',
    'nie dzieki',
  ]),
]);

const TRANSFERS = as('transfers', [
  transfer('pl-sl-tr-z-ksiegowoscia', 'accounting', ['Czy mogę porozmawiać z księgowością?']),
  transfer('pl-sl-tr-kogos-z', 'accounting', ['Poproszę kogoś z księgowości.']),
  transfer('pl-sl-tr-chirurga', 'surgery', ['Chciałbym się połączyć z chirurgiem w sprawie implantów.']),
  transfer('pl-sl-tr-rozliczenia', 'accounting', [
    'Dzwonię w sprawie rozliczenia faktury, z kim mogę o tym porozmawiać?',
  ]),
  transfer('pl-sl-tr-rejestracja', 'main', ['Proszę mnie przełączyć do rejestracji.']),
  transfer('en-sl-tr-billing', 'accounting', ['Can I speak to someone in billing?']),
  transfer('en-sl-tr-accounts', 'accounting', ['Could you put me through to accounts, please?']),
  transfer('en-sl-tr-someone', 'main', ['Can I speak to someone, please?']),
  transfer('en-sl-tr-surgeon', 'surgery', ['I need to talk to the surgeon about my implant.']),
]);

const CHANGES = as('changes', [
  book('pl-sl-ch-jedenasta', { at: '2026-11-24 11:00', name: 'Jan Nowak' }, [
    'Chciałbym umówić przegląd na jutro o dziesiątej.',
    'A jednak wolałbym o jedenastej.',
    'Tak.',
    'Jan Nowak',
    end('pl'),
  ]),
  book('pl-sl-ch-sroda', { at: '2026-12-02 08:00', service: 'Wybielanie', minutes: 90, name: 'Ewa Lis' }, [
    'Poproszę wybielanie w piątek rano.',
    'Albo nie, w przyszłym tygodniu w środę.',
    'Pierwszy.',
    'Ewa Lis',
    end('pl'),
  ]),
  book(
    'pl-sl-ch-usluga',
    { at: '2026-11-24 12:00', service: 'Higienizacja', minutes: 60, name: 'Anna Nowak' },
    [
      'Chcę się umówić na wybielanie jutro o dwunastej.',
      'Nie, jednak higienizacja zamiast wybielania.',
      'Tak.',
      'Anna Nowak',
      end('pl'),
    ],
  ),
  book('pl-sl-ch-godzine', { at: '2026-11-24 10:00', service: 'Przegląd', name: 'Jan Kos' }, [
    'Jest coś jutro o dziewiątej na przegląd?',
    'A może o godzinę później?',
    'Tak.',
    'Jan Kos',
    end('pl'),
  ]),
  book('pl-sl-ch-pomylka', { at: '2026-11-27 15:00', service: 'Przegląd', name: 'Ola Kot' }, [
    'Umówię się na kontrolę w czwartek o piętnastej.',
    'Przepraszam, pomyliłam się, chodziło mi o piątek, też o piętnastej.',
    'Tak.',
    'Ola Kot',
    end('pl'),
  ]),
  book('en-sl-ch-thursday', { at: '2026-11-26 09:00', service: 'Przegląd', name: 'Tom Baker' }, [
    "I'd like a checkup on Wednesday at 9.",
    'Actually, make it Thursday.',
    'Yes.',
    'Tom Baker',
    end('en'),
  ]),
  book('en-sl-ch-after-two', { at: '2026-11-24 14:00', service: 'Higienizacja', name: 'Sam Hill' }, [
    'Can I get a cleaning tomorrow?',
    'Anything from 2 onwards?',
    'The first one.',
    'Sam Hill',
    end('en'),
  ]),
  book('en-sl-ch-earlier', { at: '2026-11-27 10:00', service: 'Przegląd', name: 'Kate Moss' }, [
    'Book me in for a checkup on Friday at 11.',
    'Hmm, actually an hour earlier would be better.',
    'Yes.',
    'Kate Moss',
    end('en'),
  ]),
]);

const SERVICES = as('service-list', [
  services('pl-sl-svc-zrobic', ['Co u was można zrobić?', end('pl')]),
  services('pl-sl-svc-zabiegi', ['Jakie zabiegi wykonujecie?', end('pl')]),
  services('pl-sl-svc-zajmuje', ['Czym się zajmuje wasza klinika?', end('pl')]),
  services('pl-sl-svc-oferta', ['Chciałabym poznać waszą ofertę, co robicie?', end('pl')]),
  services('en-sl-svc-treatments', ['What treatments do you offer?', end('en')]),
  services('en-sl-svc-kind', ['What kind of services do you do?', end('en')]),
  services('en-sl-svc-get-done', ['What can I get done at your clinic?', end('en')]),
]);

/** The name (and number) said in answer to the one time offered: the offer is taken. */
const DETAILS_FOR_OFFER = as('details-for-offer', [
  book('pl-sl-offer-details', { at: '2026-11-26 14:00', name: 'Ewa Mazur', phone: '+48600112233' }, [
    'Czy jest coś w czwartek o czternastej?',
    'Ewa Mazur, numer 600 112 233.',
    end('pl'),
  ]),
  book('pl-sl-offer-nazywam', { at: '2026-11-24 09:30', name: 'Tomasz Krawczyk' }, [
    'Poproszę przegląd jutro o dziewiątej trzydzieści.',
    'Nazywam się Tomasz Krawczyk.',
    end('pl'),
  ]),
  book('en-sl-offer-details', { at: '2026-11-27 11:00', name: 'Laura Bennett', phone: '+48733455677' }, [
    'Have you got Friday at 11 for a check-up?',
    'Laura Bennett, 733 455 677.',
    end('en'),
  ]),
  // A yes and the details in one breath (added 27 Nov after the sixth set's first run showed the
  // kind: that set's callers are not copied here).
  book('pl-sl-yes-name', { at: '2026-11-26 10:00', name: 'Halina Sikora' }, [
    'Dzień dobry, czy mogłabym przyjść w czwartek o dziesiątej?',
    'Dobrze, biorę. Halina Sikora.',
    end('pl'),
  ]),
  book('pl-sl-yes-name-number', { at: '2026-11-24 15:00', name: 'Bartosz Sobczak', phone: '+48604777123' }, [
    'Szukam wizyty jutro o piętnastej.',
    'Ok, pasuje mi. Bartosz Sobczak, sześćset cztery siedemset siedemdziesiąt siedem sto dwadzieścia trzy.',
    end('pl'),
  ]),
  book('en-sl-yes-name', { at: '2026-11-27 09:00', name: 'Henry Walsh' }, [
    'Could I come in on Friday at nine?',
    'Great, that works for me. Henry Walsh.',
    end('en'),
  ]),
  book('pl-sl-yes-time-name', { at: '2026-11-24 12:00', name: 'Kamil Nowak' }, [
    'Czy jest wolne jutro około jedenastej?',
    'A może godzinę później?',
    'Tak, dwunasta mi pasuje. Kamil Nowak.',
    end('pl'),
  ]),
  book('en-sl-yes-time-name', { at: '2026-11-26 10:30', name: 'Emma Clarke' }, [
    'Could I book a check-up on Thursday at ten thirty?',
    'Yes, ten thirty works. Emma Clarke.',
    end('en'),
  ]),
  book('pl-sl-yes-then-yes-name', { at: '2026-11-25 14:00', name: 'Beata Kowalczyk' }, [
    'Poproszę w środę o czternastej.',
    'Tak.',
    'Tak, oczywiście. Beata Kowalczyk.',
    end('pl'),
  ]),
  // The details said with the request itself.
  book('pl-sl-request-details', { at: '2026-11-26 09:00', name: 'Jan Nowicki', phone: '+48502345678' }, [
    'Chcę się umówić w czwartek o dziewiątej. Jan Nowicki, numer pięćset dwa, trzysta czterdzieści pięć, sześćset siedemdziesiąt osiem.',
    'Tak, zgadza się.',
    end('pl'),
  ]),
  book('en-sl-request-details', { at: '2026-11-27 10:00', name: 'Mark Fisher', phone: '+48512347689' }, [
    'Hello, this is Mark Fisher, my number is five one two, three four seven, six eight nine. Could I come in on Friday at ten?',
    'Yes, please.',
    end('en'),
  ]),
  book('pl-sl-yes-moze-byc-name', { at: '2026-11-25 11:00', name: 'Teresa Gajewska' }, [
    'Proszę o wizytę w środę o jedenastej.',
    'Tak, może być. Teresa Gajewska.',
    end('pl'),
  ]),
  book('pl-sl-yes-day-time-name', { at: '2026-11-24 14:00', name: 'Bronisława Kubiak' }, [
    'Chciałabym przyjść jutro o czternastej.',
    'Tak, jutro o czternastej. Bronisława Kubiak.',
    end('pl'),
  ]),
  // "Może być o …?": a yes word that asks another time is not a yes to the time offered.
  book('pl-sl-moze-byc-other-time', { at: '2026-11-26 08:30', name: 'Leon Wrona' }, [
    'Poproszę w czwartek o trzynastej.',
    'Przepraszam, o trzynastej jednak nie dam rady. Może być o ósmej trzydzieści?',
    'Tak.',
    'Leon Wrona.',
    end('pl'),
  ]),
  // A yes that names the day offered is a yes.
  book('pl-sl-yes-same-day', { at: '2026-11-26 11:00', name: 'Iwona Maj' }, [
    'Poproszę wizytę w czwartek o jedenastej.',
    'Tak, w czwartek.',
    'Iwona Maj.',
    end('pl'),
  ]),
  // A bare name in answer to the one time offered (found after the seventh set's only run).
  book('pl-sl-offer-bare-name', { at: '2026-11-26 15:00', name: 'Zenon Adamczyk' }, [
    'Czy znajdzie się termin w czwartek o piętnastej?',
    'Zenon Adamczyk.',
    end('pl'),
  ]),
  book('en-sl-offer-bare-name', { at: '2026-11-24 16:00', name: 'Grace Holloway' }, [
    'Is tomorrow at four in the afternoon free?',
    'Grace Holloway',
    end('en'),
  ]),
  // A plain yes: the name is asked.
  book('pl-sl-yes-then-name', { at: '2026-11-24 13:00', name: 'Ola Kaczmarek' }, [
    'Poproszę jutro o trzynastej.',
    'Tak, pasuje, dziękuję.',
    'Ola Kaczmarek.',
    end('pl'),
  ]),
  // Not a taking: another time said with the name.
  book('pl-sl-offer-other-time', { at: '2026-11-24 12:00', name: 'Ewa Mazur' }, [
    'Poproszę jutro o jedenastej.',
    'Wolę jednak o dwunastej.',
    'Tak.',
    'Ewa Mazur.',
    end('pl'),
  ]),
]);

/** Closings after a filler word ("Rozumiem. Nie, to już wszystko."). */
const CLOSINGS = as('closing', [
  // A wrong number realised in the first breath: a polite end, no missed question.
  nothing('pl-sl-close-pomylka-aha', [
    'Dzień dobry, czy to warsztat samochodowy? Aha, to bardzo przepraszam.',
  ]),
  nothing('en-sl-close-wrong-oh', ["Hello, is this the dry cleaner's? Oh, I'm sorry."]),
  make('pl-sl-close-after-filler', { outcome: 'answered_faq', facts: ['parking'] }, [
    'Czy mogę gdzieś zostawić samochód?',
    'Aha, rozumiem. Nie, to już wszystko, dziękuję.',
  ]),
]);

/** A bare hour picked from the times offered ("To czternasta trzydzieści", "Nine thirty is fine"). */
const BARE_HOUR = as('bare-hour', [
  book('pl-sl-bare-hour', { at: '2026-11-26 14:30', name: 'Ewa Górska' }, [
    'Czy w czwartek jest wolne o 14:15?',
    'To czternasta trzydzieści.',
    'Tak.',
    'Ewa Górska.',
    end('pl'),
  ]),
  book('en-sl-bare-hour', { at: '2026-11-26 09:30', name: 'Tom Hardy' }, [
    'Do you have anything on Thursday at 9:15?',
    'Nine thirty is fine.',
    'Yes.',
    'Tom Hardy.',
    end('en'),
  ]),
  book('en-sl-bare-hour-pm', { at: '2026-11-26 14:00', name: 'Lucy Hale' }, [
    'Could I come on Thursday at a quarter to two?',
    'Two then.',
    'Yes.',
    'Lucy Hale.',
    end('en'),
  ]),
]);

/** A hyphenated word in a message ("follow-up") is not where the message starts; English labels. */
const MESSAGE_WORDING = as('message-wording', [
  // "Let me know …" asks; it leaves no message.
  make('en-sl-let-me-know', { outcome: 'answered_faq', facts: ['parking'] }, [
    'Let me know if there is somewhere to park near you.',
    end('en'),
  ]),
  make(
    'en-sl-msg-hyphen',
    {
      outcome: 'callback',
      message: { includes: ['follow-up results'], callback: '604111222' },
      says: ['callback number: 604 111 222'],
    },
    ['Please let the doctor know my follow-up results came in. Call me on 604 111 222.'],
  ),
  make(
    'en-sl-msg-caller-number',
    { outcome: 'callback', message: { includes: ['late'], callback: 'caller' }, says: ['callback number'] },
    // The name is asked even for a notice (whose visit is late?); the calling number is kept.
    [
      "Could you pass on a message? I'm running about fifteen minutes late for my visit.",
      'Nina Ross, this number is fine.',
    ],
  ),
]);

export const DEV_SLOTS: EvalCaller[] = [
  ...MESSAGE_WORDING,
  ...BARE_HOUR,
  ...CLOSINGS,
  ...DETAILS_FOR_OFFER,
  ...NAMES,
  ...WORD_NAMES,
  ...MESSAGES,
  ...LANGUAGE,
  ...TRANSFERS,
  ...CHANGES,
  ...SERVICES,
];
