/**
 * The seventh fresh set (see `seventh.ts`): a name and a number in one breath (numbers in
 * words, corrections), messages left for a callback, transfers to a department or a person,
 * and the ways callers end a call. Phone numbers avoid every fact's digits (150, 900, 1200,
 * 2000), and names every fact's pattern.
 */
import { as, book, faq, lang, message, NIE, NO, nothing, transfer } from './script.js';

/** A transfer asked for: a yes if the receptionist asks before putting the caller through. */
const tr = (id: string, to: 'main' | 'accounting' | 'surgery', lines: string[], allow: string[] = []) =>
  transfer(id, to, [...lines, lang(id) === 'pl' ? 'Tak, proszę' : 'Yes, please'], allow);

export const CALL_CALLERS = [
  ...as('name-and-number', [
    book('pl7-nn-jednym-tchem', { at: '2026-11-24 10:00', name: 'Marek Jabłoński', phone: '+48602341876' }, [
      'Chciałem umówić wizytę jutro o dziesiątej.',
      'Marek Jabłoński, telefon 602 341 876.',
      'Tak, proszę',
      NIE,
    ]),
    book('pl7-nn-slownie', { at: '2026-11-26 12:00', name: 'Ewa Kaczmarczyk', phone: '+48664387241' }, [
      'Poproszę wizytę w czwartek w południe.',
      'Ewa Kaczmarczyk, numer sześćset sześćdziesiąt cztery, trzysta osiemdziesiąt siedem, dwieście czterdzieści jeden.',
      'Tak, proszę',
      NIE,
    ]),
    book('pl7-nn-poprawka', { at: '2026-11-25 13:30', name: 'Zdzisław Pawlak', phone: '+48503271847' }, [
      'Chciałbym przyjść w środę o trzynastej trzydzieści.',
      'Zdzisław Pawlak, pięćset trzy, dwieście siedemdziesiąt jeden, osiemset czterdzieści sześć... nie, przepraszam, na końcu czterdzieści siedem, czyli 503 271 847.',
      'Tak, proszę',
      NIE,
    ]),
    message('pl7-nn-502-nie-501', { includes: ['protez'], callback: '502234567', notCallback: '501234567' }, [
      'Chciałabym, żeby ktoś do mnie oddzwonił w sprawie wyceny protezy.',
      'Krystyna Mazur, numer 501 234 567... nie, 502, nie 501. Czyli 502 234 567.',
      NIE,
    ]),
    message('pl7-nn-wiadomosc-slownie', { includes: ['apara'], callback: '697412358' }, [
      'Proszę przekazać, że chciałbym porozmawiać o aparacie na zęby dla syna, niech ktoś oddzwoni.',
      'Michał Bielecki, sześćset dziewięćdziesiąt siedem, czterysta dwanaście, trzysta pięćdziesiąt osiem.',
      NIE,
    ]),
    book('en7-nn-one-breath', { at: '2026-11-25 11:00', name: 'Oliver Grant', phone: '+48786432519' }, [
      'Book me in for Wednesday at 11, my name is Oliver Grant and my number is 786 432 519.',
      'Yes, please',
      NO,
    ]),
    message('en7-nn-words', { includes: ['filling'], callback: '791428365' }, [
      'Can someone call me back? A filling fell out and I want to know what to do.',
      "It's Hannah Price, seven nine one, four two eight, three six five.",
      NO,
    ]),
    message('en7-nn-correction', { includes: ['quote'], callback: '691345728', notCallback: '691345782' }, [
      "I'd like a call back about a quote for veneers.",
      "Fiona Drake, my number's 691 345 782, sorry, no, 691 345 728.",
      NO,
    ]),
  ]),
  ...as('message', [
    message('pl7-msg-policzek', { includes: ['policzek'], callback: 'caller' }, [
      'Chciałabym zostawić wiadomość dla lekarza, że po wczorajszym leczeniu spuchł mi policzek, proszę o telefon jak najszybciej.',
      'Halina Borkowska, proszę dzwonić na ten numer, z którego dzwonię.',
      NIE,
    ]),
    message('pl7-msg-szyna', { includes: ['szyn'], callback: '512764839' }, [
      'Proszę przekazać, że w tym tygodniu nie odbiorę szyny relaksacyjnej, bo jestem w delegacji.',
      'Piotr Gajewski, 512 764 839.',
      NIE,
    ]),
    message('pl7-msg-kurtka', { includes: ['kurtk'], callback: 'caller' }, [
      'Dzień dobry, ja dzwonię, bo, eee, córka była u was w zeszłym tygodniu i chyba zostawiła w poczekalni kurtkę, granatową, z kapturem. Czy ktoś mógłby do mnie oddzwonić?',
      'Renata Olszewska, można na ten numer.',
      NIE,
    ]),
    message('pl7-msg-nowy-numer', { includes: ['numer'], callback: '784316295' }, [
      'Chcę zostawić wiadomość: zmieniłem numer telefonu, nowy to 784 316 295, proszę zapisać w mojej karcie.',
      'Janusz Wróblewski, proszę oddzwonić na ten nowy, 784 316 295.',
      NIE,
    ]),
    message('pl7-msg-spoznienie', { includes: ['spozni'], callback: 'caller' }, [
      'Chcialem zostawic wiadomosc, ze spoznie sie na jutrzejsza wizyte jakies dziesiec minut, korki straszne.',
      'Adam Lis, ten numer.',
      'Nie, dziekuje',
    ]),
    message('en7-msg-crown', { includes: ['crown'], callback: 'caller' }, [
      "Could you take a message? Tell the dentist my crown came loose. It's not urgent.",
      'Ben Howard, you can call me back on this number.',
      NO,
    ]),
    message('en7-msg-results', { includes: ['dublin'], callback: '533478621' }, [
      "I'd like to leave a message. I need a copy of my x-ray sent to my new dentist in Dublin.",
      'Claire Dunne, 533 478 621.',
      NO,
    ]),
  ]),
  ...as('transfer', [
    tr('pl7-tr-ksiegowosc', 'accounting', ['Proszę mnie połączyć z księgowością.']),
    tr(
      'pl7-tr-rozliczenie',
      'accounting',
      [
        'Mam pytanie o rozliczenie za zeszły miesiąc, coś się nie zgadza na fakturze. Może mnie pani przełączyć do kogoś, kto się tym zajmuje?',
      ],
      ['invoice'],
    ),
    tr('pl7-tr-implanty', 'surgery', ['Chciałbym porozmawiać z kimś od implantów.']),
    tr('pl7-tr-krwawi', 'surgery', [
      'Po wyrwaniu zęba cały czas mi krwawi, to pilne, czy mogę rozmawiać z chirurgiem?',
    ]),
    tr('pl7-tr-czlowiek', 'main', ['Wolałabym porozmawiać z kimś z rejestracji, z żywym człowiekiem.']),
    tr('pl7-tr-bol', 'main', [
      'Mam straszny ból zęba, nie mogę wytrzymać, proszę mnie natychmiast z kimś połączyć!',
    ]),
    tr('en7-tr-accounts', 'accounting', ['Can you put me through to accounting, please?']),
    tr('en7-tr-stitches', 'surgery', [
      'I need to speak to someone in surgery urgently, my stitches have opened.',
    ]),
    tr('en7-tr-front-desk', 'main', ['Can I talk to a real person at the front desk, please?']),
  ]),
  ...as('closings', [
    nothing('pl7-end-pomylka', ['Przepraszam, pomyłka.', 'Nie, dziękuję, do widzenia.']),
    nothing('en7-end-wrong-number', ['Oh, sorry, wrong number.', 'No, thanks, bye.']),
    nothing('pl7-end-weterynarz', [
      'Halo? Chyba się pomyliłem, miałem dzwonić do weterynarza. Przepraszam bardzo.',
      'Nie, nic, do widzenia.',
    ]),
    faq('pl7-end-to-wszystko', ['cards'], ['Czy przyjmujecie karty?', 'To wszystko, dziękuję.']),
    faq('pl7-end-do-widzenia', ['parking'], ['Czy macie parking?', 'Nie, to już wszystko, do widzenia.']),
    faq(
      'pl7-end-dziekuje-bardzo',
      ['wheelchair'],
      ['Czy do gabinetu są schody?', 'Dobrze, dziękuję bardzo, do usłyszenia.'],
    ),
    faq('en7-end-thats-all', ['invoice'], ['Do you issue invoices?', "That's all, thank you, bye."]),
    faq('en7-end-cheers', ['parking'], ['Is there parking?', "No, that's everything. Cheers."]),
  ]),
];
