/**
 * The sixth evaluation set (see `sixth.ts`): questions answered from the knowledge document in
 * the caller's own words, questions nobody can answer, the list of services, sentences that
 * mention a visit but ask something else, and the many ways of ending a call.
 * Never used to tune the rules.
 */
import { as, faq, info, make, missed, NIE, NO, nothing, PRICES, services } from './script.js';

const WHERE = ['address', 'metro'];
const VISIT = ['first_visit', 'cancel_policy', 'home_visits', 'wifi'];
/** An answer found only in the knowledge document, checked by what it says (no named fact). */
const known = (id: string, says: string[], lines: string[], allow: string[] = []) =>
  make(id, { outcome: 'answered_faq', says, allow }, lines);

export const SIXTH_ANSWERS = [
  ...as('knowledge', [
    faq(
      'pl6-kn-01',
      ['address'],
      ['Na jakiej ulicy wy właściwie jesteście? Bo jeszcze nigdy u was nie byłam.', NIE],
      WHERE,
    ),
    faq(
      'pl6-kn-02',
      ['metro'],
      ['Będę jechał metrem od Centralnego. Na której stacji mam wysiąść, żeby było najbliżej?', NIE],
      WHERE,
    ),
    faq(
      'pl6-kn-03',
      ['staff'],
      ['Jak się nazywa ta pani higienistka? Byłam u niej ostatnio i zapomniałam.', NIE],
    ),
    faq('pl6-kn-04', ['staff'], ['Jakich macie dentystów? Chciałabym wiedzieć, do kogo trafię.', NIE]),
    faq(
      'pl6-kn-05',
      ['home_visits'],
      ['Moja mama jest leżąca. Czy dentysta mógłby przyjechać do niej do mieszkania?', NIE],
      VISIT,
    ),
    faq(
      'pl6-kn-06',
      ['wifi'],
      ['Będę czekał na żonę w poczekalni, da się tam u was podłączyć do internetu?', NIE],
      VISIT,
    ),
    known('pl6-kn-07', ['250'], ['Ile mniej więcej kosztuje u was zwykła plomba?', NIE], PRICES),
    known('pl6-kn-08', ['plan leczenia'], ['Co się właściwie robi na pierwszej wizycie?', NIE], VISIT),
    known('en6-kn-01', ['250'], ['How much would a filling cost, roughly?', NO], PRICES),
    faq('en6-kn-02', ['staff'], ['Who are the dentists working at your clinic?', NO]),
  ]),
  // Nothing in the clinic answers these: "I don't know", a missed question, no fact.
  ...as('unknown', [
    missed('pl6-un-01', ['Czy mogę przyjść z psem? Nie mam go z kim zostawić.', NIE]),
    missed('pl6-un-02', ['Jaki jest wasz adres mailowy? Chciałabym przesłać zdjęcie rentgenowskie.', NIE]),
    missed('pl6-un-03', ['Ile kosztuje u was korona porcelanowa?', NIE]),
    missed('pl6-un-04', ['Czy któryś z lekarzy mówi po ukraińsku?', NIE], ['staff']),
    missed('pl6-un-05', ['A jest gdzieś blisko was apteka? Po zabiegu pewnie będę musiała coś kupić.', NIE]),
    missed('pl6-un-06', ['Czy wystawiacie zwolnienie lekarskie do pracy po zabiegu?', NIE]),
    missed('en6-un-01', ['Do you offer any discount for students?', NO]),
    missed('en6-un-02', ['Is there a coffee machine in the waiting room?', NO]),
    missed('en6-un-03', ['How many years has Doctor Zielinski been practising?', NO], ['staff']),
  ]),
  ...as('services-list', [
    services('pl6-sl-01', ['Jakie usługi u was są?', NIE]),
    services('pl6-sl-02', ['Dzień dobry, a co wy w ogóle robicie, jakie zabiegi?', NIE]),
    services('pl6-sl-03', ['Proszę mi powiedzieć, z czym mogę do was przyjść. Co macie w ofercie?', NIE]),
    services('pl6-sl-04', ['Mogłaby pani wymienić, jakie zabiegi wykonujecie i ile one kosztują?', NIE]),
    services('en6-sl-01', ['What services do you offer?', NO]),
    services('en6-sl-02', ['So, um, what kind of treatments can I get at your place?', NO]),
  ]),
  ...as('not-a-booking', [
    faq(
      'pl6-nb-01',
      ['parking'],
      ['Mam u was wizytę w czwartek i chciałem zapytać, czy jest gdzie zostawić samochód?', NIE],
    ),
    faq(
      'pl6-nb-02',
      ['first_visit'],
      ['Idę do was pierwszy raz na wizytę w przyszłym tygodniu. Co mam ze sobą zabrać?', NIE],
      VISIT,
    ),
    faq(
      'pl6-nb-03',
      ['cancel_policy'],
      ['Jakbym musiała odwołać wizytę, to do kiedy najpóźniej mam zadzwonić, żeby nie płacić?', NIE],
      VISIT,
    ),
    faq(
      'pl6-nb-04',
      ['kids'],
      ['Chcę przyjść na wizytę z córką, ma dwa i pół roku. Czy takie małe dzieci też leczycie?', NIE],
    ),
    faq(
      'pl6-nb-05',
      ['anesthesia'],
      ['Byłem u was wczoraj na wizycie i zapomniałem zapytać: czy znieczulenie było w cenie?', NIE],
    ),
    faq(
      'en6-nb-01',
      ['cards'],
      ["I've got an appointment with you on Friday. Can I pay by card when I come in?", NO],
    ),
    faq(
      'en6-nb-02',
      ['wheelchair'],
      [
        'My mum is coming in for a visit next week and she uses a wheelchair. Will she be able to get in?',
        NO,
      ],
    ),
    faq(
      'en6-nb-03',
      ['nfz'],
      ['Before I book anything: do you take patients on the national health fund, the NFZ?', NO],
    ),
  ]),
  // The last line must end the call.
  ...as('closings', [
    faq('pl6-cl-01', ['cards'], ['Czy mogę płacić BLIK-iem?', 'Aha, super. To wszystko, dziękuję.']),
    nothing('pl6-cl-02', [
      'Przepraszam, czy to pizzeria Roma?',
      'Ojej, pomyłka, przepraszam bardzo. Do widzenia.',
    ]),
    faq(
      'pl6-cl-03',
      ['invoice'],
      ['Czy wystawiacie faktury na firmę?', 'Dobrze, to tyle. Dziękuję, do usłyszenia.'],
    ),
    info('pl6-cl-04', ['Do której jesteście dzisiaj otwarci?', 'Dobra, dzięki, nic więcej.'], ['18']),
    faq(
      'pl6-cl-05',
      ['parking'],
      ['Halo? Czy jest parking przy przychodni?', 'Rozumiem. Nie, to już wszystko, dziękuję pani.'],
    ),
    nothing('en6-cl-01', ['Sorry, wrong number.', 'Bye.']),
    faq('en6-cl-02', ['parking'], ['Is there parking at the clinic?', "Great, that's all I needed. Bye!"]),
    faq('en6-cl-03', ['cards'], ['Do you take card?', "Nope, that's it, cheers."]),
  ]),
];
