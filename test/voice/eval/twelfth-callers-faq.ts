/**
 * Twelfth set: FAQ questions in other words, questions the knowledge document answers, hours
 * and address, language (English on Polish-only answers, Polish without diacritics), and
 * questions nothing configured answers.
 */
import { as, PRICES } from './script.js';
import { faq, info, missed, NIE, NO, price, services } from './twelfth-callers-kit.js';

export const FAQS = as('faq', [
  faq('m084', 'pl', ['cards'], ['A kartą mogę u was zapłacić, czy tylko gotówką?', NIE]),
  faq('m085', 'en', ['cards'], ['Do you take Visa, or do I need to bring cash?', NO]),
  faq('m086', 'pl', ['nfz'], ['Dzień dobry, czy leczycie w ramach NFZ, czy tylko prywatnie?', NIE]),
  faq(
    'm087',
    'pl',
    ['raty'],
    ['Leczenie pewnie wyjdzie drogo, czy można to jakoś spłacać w ratach?', 'Nie, to wszystko, dziękuję'],
  ),
  faq('m088', 'en', ['parking'], ['Is there anywhere to park when I come in?', NO]),
  faq('m089', 'pl', ['parking'], ['Yyy, czy jest gdzie zostawić samochód, jak przyjadę?', NIE]),
  faq('m090', 'pl', ['kids'], ['Czy przyjmujecie takie małe dzieci? Córka ma cztery latka.', NIE]),
  faq('m091', 'en', ['wheelchair'], ['I use a wheelchair. Are there any steps at the entrance?', NO]),
  faq('m092', 'pl', ['invoice'], ['Czy mogę dostać od was fakturę na firmę?', NIE]),
  faq('m093', 'pl', ['anesthesia'], ['Proszę Pani, czy za znieczulenie trzeba dopłacać osobno?', NIE]),
  faq('m094', 'en', ['invoice'], ['Can I get a VAT invoice for my company?', NO]),
  faq('m095', 'pl', ['wheelchair'], ['Mój tata jeździ na wózku, da radę do was wjechać?', NIE]),
  faq('m096', 'en', ['cards'], ['Do you accept contactless payment?', "No, that's everything, thank you"]),
  faq('m097', 'pl', ['cards'], ['Można u was płacić telefonem, blikiem?', NIE]),
]);

export const KNOWLEDGE = as('knowledge', [
  faq('m098', 'pl', ['metro'], ['Jaka jest najbliższa stacja metra?', NIE], ['address']),
  price('m099', 'pl', 'whitening', ['Ile u was kosztuje wybielanie zębów?', NIE]),
  faq('m100', 'pl', ['staff'], ['Jak się nazywa pani higienistka?', NIE]),
  faq('m101', 'en', ['staff'], ['Who are the dentists working at your clinic?', NO]),
  faq(
    'm102',
    'pl',
    ['home_visits'],
    ['Babcia nie wychodzi już z domu, czy lekarz mógłby przyjechać do niej?', NIE],
  ),
  faq('m103', 'pl', ['wifi'], ['Jest u was wifi w poczekalni?', NIE]),
  price('m104', 'pl', 'rootcanal_price', ['Ile kosztuje leczenie kanałowe?', NIE]),
  faq('m105', 'en', ['metro'], ["What's the nearest metro station to you?", NO], ['address']),
  info('m106', 'pl', ['A ile kosztuje u was plomba?', NIE], { says: ['250'], allow: PRICES }),
  faq('m107', 'pl', ['staff'], ['Który lekarz u was leczy zęby, tak normalnie, zachowawczo?', NIE]),
  price('m108', 'en', 'rootcanal_price', ['How much is a root canal?', NO]),
]);

export const INFO = as('info', [
  info('m109', 'pl', ['Do której jesteście dzisiaj czynni?', NIE], { says: ['18'] }),
  info('m110', 'pl', ['Czy w niedzielę jest otwarte?', NIE], { says: ['niedziel'] }),
  services('m111', ['Jakie zabiegi u was można zrobić?', NIE]),
  info('m112', 'en', ['What are your opening hours?', NO], { says: ['8'] }),
  info('m113', 'en', ['What time do you close on Saturdays?', NO], { says: ['saturday'] }),
  info('m114', 'en', ['Where exactly are you located?', NO], { facts: ['address'], allow: ['metro'] }),
]);

export const LANGUAGE = as('language', [
  faq('m115', 'pl', ['kids'], ['czy leczycie dzieci? syn ma piec lat', 'nie, dziekuje']),
  faq('m116', 'pl', ['anesthesia'], ['czy znieczulenie jest wliczone w cene zabiegu?', 'nie, dziekuje']),
  faq('m117', 'en', ['nfz'], ['Are you with the NFZ, the national health fund?', NO]),
  faq('m118', 'en', ['kids'], ['Do you see kids? My son is four.', NO]),
  faq('m119', 'en', ['raty'], ['Can I pay for the treatment in instalments?', NO]),
  faq('m120', 'en', ['anesthesia'], ['Is the local anaesthetic included in the price?', NO]),
]);

export const MISSED = as('missed', [
  missed('m121', 'pl', ['Czy robicie licówki porcelanowe?', NIE]),
  missed('m122', 'pl', ['Czy można u was kupić szczoteczkę soniczną?', NIE]),
  missed('m123', 'en', ['Do you offer gift vouchers?', NO]),
  missed('m124', 'pl', ['Czy mogę przyjść z psem? Nie mam go z kim zostawić.', NIE]),
  missed('m125', 'pl', ['Czy dostanę zwolnienie lekarskie po zabiegu?', NIE]),
  missed('m126', 'en', ['Do any of your dentists speak Ukrainian?', NO], ['staff']),
  missed('m127', 'pl', ['Czy robicie na miejscu zdjęcie pantomograficzne?', NIE]),
  missed('m128', 'en', ['Is there a pharmacy in the building?', NO]),
  missed('m129', 'pl', ['Czy przyjmuje u was ortodonta?', NIE]),
  missed('m130', 'en', ['Do you do clear aligners, like Invisalign?', NO]),
]);
