/**
 * The sixth evaluation set (see `sixth.ts`): messages left for someone to call back (name,
 * number, urgency, a corrected number) and callers asking for a department or a person.
 * Never used to tune the rules.
 */
import { as, message, NIE, NO, transfer } from './script.js';

export const SIXTH_CALLS = [
  ...as('message', [
    message(
      'pl6-ms-01',
      { includes: ['nowak', 'przeswietleni'], callback: '603458217' },
      [
        'Dzień dobry, chciałabym zostawić wiadomość dla pani doktor Wiśniewskiej.',
        'Proszę przekazać, że wyniki prześwietlenia przyniosę w czwartek. Mówi Beata Nowak, numer 603 458 217.',
        NIE,
      ],
      ['staff'],
    ),
    message('pl6-ms-02', { includes: ['wrona'], callback: 'caller' }, [
      'Nie mogę teraz długo rozmawiać, jestem w pracy. Proszę tylko przekazać, żeby ktoś do mnie pilnie oddzwonił, bo po wczorajszym zabiegu spuchł mi policzek. Krzysztof Wrona, proszę dzwonić na ten numer, z którego dzwonię.',
      NIE,
    ]),
    message(
      'pl6-ms-03',
      { includes: ['malinowsk'], callback: '784321644', notCallback: '784321643' },
      [
        'Chciałem zostawić wiadomość, że nie dostałem jeszcze faktury za październik i proszę o telefon w tej sprawie.',
        'Zbigniew Malinowski, numer siedemset osiemdziesiąt cztery, trzysta dwadzieścia jeden, sześćset czterdzieści trzy... nie, przepraszam, na końcu sześćset czterdzieści cztery.',
        NIE,
      ],
      ['invoice'],
    ),
    message(
      'pl6-ms-04',
      { includes: ['sadowsk', 'zalecen'], callback: '533487621' },
      [
        'Proszę przekazać pani Marcie, higienistce, żeby do mnie oddzwoniła w sprawie zaleceń po higienizacji. Julia Sadowska, pięćset trzydzieści trzy, czterdzieści osiem, siedemdziesiąt sześć, dwadzieścia jeden.',
        NIE,
      ],
      ['staff'],
    ),
    message(
      'pl6-ms-05',
      { includes: ['kowal', 'plan'], callback: '668579314' },
      [
        'Dzień dobry, czy mogę zostawić wiadomość dla doktora Zielińskiego?',
        'Proszę o telefon w sprawie planu leczenia. Ryszard Kowal, sześćset sześćdziesiąt osiem, pięćset siedemdziesiąt dziewięć, trzysta czternaście.',
        NIE,
      ],
      ['staff'],
    ),
    message('en6-ms-01', { includes: ['walsh'], callback: '512678943' }, [
      'Hi, can I leave a message for someone to call me back? It is about my last bill.',
      "It's Peter Walsh, on 512 678 943. It's not urgent.",
      NO,
    ]),
    message('en6-ms-02', { includes: ['kowalczyk', 'crown'], callback: '784236541' }, [
      'Could you ask the dentist to call me back? It is urgent, my crown fell off this morning.',
      'Anna Kowalczyk, my number is seven eight four, two three six, five four one.',
      NO,
    ]),
    message(
      'en6-ms-03',
      { includes: ['schmidt'], callback: 'caller' },
      [
        "I'd like to leave a message, please.",
        'Please tell Doctor Wisniewska that Laura Schmidt called about her treatment plan, and ask her to call me back on the number I am calling from.',
        NO,
      ],
      ['staff'],
    ),
  ]),
  // The second line answers "shall I put you through?" if asked; it is not reached if the call is transferred at once.
  ...as('transfer', [
    transfer('pl6-tr-01', 'accounting', [
      'Dzień dobry, proszę mnie połączyć z księgowością.',
      'Tak, poproszę.',
    ]),
    transfer('pl6-tr-02', 'accounting', [
      'Mam pytanie w sprawie rozliczenia za leczenie, najlepiej do kogoś od rozliczeń. Można mnie przełączyć?',
      'Tak.',
    ]),
    transfer('pl6-tr-03', 'surgery', [
      'Chciałbym porozmawiać z kimś z chirurgii w sprawie implantu.',
      'Tak, proszę przełączyć.',
    ]),
    transfer('pl6-tr-04', 'surgery', [
      'To bardzo pilne! Po wyrwaniu zęba dalej mi leci krew, muszę natychmiast porozmawiać z chirurgiem.',
      'Tak, tak, proszę.',
    ]),
    transfer('pl6-tr-05', 'main', [
      'Czy mogę porozmawiać z żywym człowiekiem? Z rejestracją, proszę.',
      'Tak.',
    ]),
    transfer('en6-tr-01', 'accounting', ['Can you put me through to accounting, please?', 'Yes.']),
    transfer('en6-tr-02', 'surgery', [
      'I need to talk to someone in surgery about my implant consultation.',
      'Yes please.',
    ]),
    transfer('en6-tr-03', 'main', ["Can I speak to a real person at the front desk? It's urgent.", 'Yes.']),
  ]),
];
