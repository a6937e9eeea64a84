/**
 * The seventh fresh set (see `seventh.ts`): facts only in the knowledge document, questions
 * nobody at the clinic can answer, the list of services, and questions that mention a visit
 * without booking one.
 */
import { as, faq, make, missed, NIE, NO, PRICES, services } from './script.js';

/** The knowledge document's last paragraph: a retrieved passage may carry all of its facts. */
const SHEET = ['first_visit', 'cancel_policy', 'home_visits', 'wifi'];
const sheet = (id: string, fact: string, lines: string[]) =>
  faq(
    id,
    [fact],
    lines,
    SHEET.filter((f) => f !== fact),
  );
const price = (id: string, facts: string[], lines: string[]) =>
  make(id, { outcome: ['answered_faq', 'no_action'], facts, allow: PRICES }, lines);

export const ANSWER_CALLERS = [
  ...as('knowledge', [
    faq('pl7-kn-gdzie', ['address'], ['Pod jakim adresem dokładnie jesteście?', NIE], ['metro']),
    faq(
      'pl7-kn-komunikacja',
      ['metro'],
      ['Jak do was najłatwiej dojechać komunikacją miejską?', NIE],
      ['address'],
    ),
    faq('pl7-kn-lekarze', ['staff'], ['Jacy lekarze u was przyjmują?', NIE]),
    sheet('pl7-kn-internet', 'wifi', ['Czy w poczekalni jest internet bezprzewodowy?', NIE]),
    sheet('pl7-kn-dojazd-do-domu', 'home_visits', ['Czy dentysta dojeżdża do pacjentów do domu?', NIE]),
    sheet('pl7-kn-zabrac', 'first_visit', ['Co mam ze sobą zabrać, jak przyjdę pierwszy raz?', NIE]),
    sheet('pl7-kn-odwolanie', 'cancel_policy', [
      'Z jakim wyprzedzeniem trzeba odwołać wizytę, żeby nie płacić?',
      NIE,
    ]),
    faq('en7-kn-street', ['address'], ["What's your street address?", NO], ['metro']),
    faq('en7-kn-underground', ['metro'], ['Which metro station is closest to you?', NO], ['address']),
    faq('en7-kn-hygienist', ['staff'], ["Who's the hygienist at your clinic?", NO]),
  ]),
  ...as('unknown', [
    missed('pl7-unk-licowki', ['Czy robicie licówki porcelanowe?', NIE]),
    missed('pl7-unk-ukrainski', ['Czy któryś z lekarzy mówi po ukraińsku?', NIE], ['staff']),
    missed('pl7-unk-pies', ['Czy mogę przyjść z psem? On jest mały i spokojny.', NIE]),
    missed('pl7-unk-konto', ['Jaki jest numer konta do przelewu?', NIE], ['cards']),
    missed('pl7-unk-pantomogram', ['Czy robicie na miejscu zdjęcie pantomograficzne?', NIE]),
    missed('pl7-unk-apteka', ['Czy gdzieś blisko was jest apteka?', NIE], ['address', 'metro']),
    missed('pl7-unk-krakow', ['Czy macie też gabinet w Krakowie?', NIE], ['address', 'metro']),
    missed('en7-unk-aligners', ['Do you offer Invisalign or clear aligners?', NO]),
    missed('en7-unk-toothbrush', ['Do you sell electric toothbrushes at the reception?', NO]),
    missed('en7-unk-lab', ['Which dental lab makes your crowns?', NO]),
  ]),
  ...as('services-list', [
    services('pl7-list-uslugi', ['Jakie usługi oferujecie?', NIE]),
    services('pl7-list-co-mozna', ['Dzień dobry, co właściwie można u was zrobić?', NIE]),
    services('pl7-list-zabiegi', ['A jakie zabiegi robicie, tak ogólnie?', NIE]),
    services('pl7-list-oferta', ['Czym się zajmujecie, co macie w ofercie?', NIE]),
    services('en7-list-treatments', ['What treatments do you offer?', NO]),
    services('en7-list-kind', ['What kind of services do you do there?', NO]),
    services('en7-list-procedures', ['Could you tell me which procedures you have?', NO]),
  ]),
  ...as('not-a-booking', [
    faq(
      'pl7-nab-karta',
      ['cards'],
      ['Mam u was wizytę w czwartek i chciałam zapytać, czy mogę zapłacić kartą.', NIE],
    ),
    faq('pl7-nab-samochod', ['parking'], ['Będę jutro na wizycie, gdzie mogę zostawić samochód?', NIE]),
    faq(
      'pl7-nab-syn',
      ['kids'],
      ['Chcę przyjść z synem, on ma cztery lata, czy leczycie takie małe dzieci?', NIE],
    ),
    sheet('pl7-nab-co-zabrac', 'first_visit', [
      'Jestem zapisany na piątek, to moja pierwsza wizyta, co mam ze sobą przynieść?',
      NIE,
    ]),
    price(
      'pl7-nab-kanalowe',
      ['rootcanal_price'],
      ['Myślę o tym, żeby przyjść na leczenie kanałowe, ale najpierw: ile to u was kosztuje?', NIE],
    ),
    faq('pl7-nab-faktura', ['invoice'], ['Jak przyjdę na wizytę, to dostanę fakturę na firmę?', NIE]),
    faq(
      'en7-nab-stepfree',
      ['wheelchair'],
      ["I've got an appointment on Friday. Is the building step-free? My husband uses a wheelchair.", NO],
    ),
    sheet('en7-nab-cancel', 'cancel_policy', [
      'Before I come in for my visit, how far in advance do I need to cancel if something comes up?',
      NO,
    ]),
  ]),
];
