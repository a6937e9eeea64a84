/**
 * Development callers of issue #21, fifth round: the same kinds as `dev-talk.ts`, written after
 * the rules were tuned on that set and run once before any rule was changed for them (their first
 * run is the honest estimate of the rules on new wording); tuned on since.
 *
 * Monday 23 November 2026, 08:00 Warsaw: "jutro" is Tuesday the 24th.
 */
import { answered, booking, en, missed, pl, says } from './dev-talk.js';
import type { EvalCaller } from './types.js';

export const DEV_TALK2: EvalCaller[] = [
  // faq-synonym
  pl('d5-pl-naleznosc', 'faq-synonym', 'Czy mogę uregulować należność kartą?', answered(['cards'])),
  pl('d5-pl-transze', 'faq-synonym', 'Jest możliwość zapłaty w kilku transzach?', answered(['raty'])),
  pl('d5-pl-zaparkowac-auto', 'faq-synonym', 'Gdzie u was można zaparkować auto?', answered(['parking'])),
  pl('d5-pl-maluszki', 'faq-synonym', 'Czy maluszki też u was leczycie?', answered(['kids'])),
  pl('d5-pl-podjazd', 'faq-synonym', 'Czy jest u was podjazd dla wózków?', answered(['wheelchair'])),
  pl('d5-pl-rachunek-firma', 'faq-synonym', 'Wystawicie mi rachunek na firmę?', answered(['invoice'])),
  en('d5-en-contactless', 'faq-synonym', 'Can I pay contactless?', answered(['cards'])),
  en('d5-en-car-park', 'faq-synonym', 'Is there a car park?', answered(['parking'])),
  en('d5-en-installments', 'faq-synonym', 'Do you do payment in installments?', answered(['raty'])),
  en('d5-en-kids-welcome', 'faq-synonym', 'Are kids welcome at your practice?', answered(['kids'])),

  // faq-cross-language
  en(
    'd5-en-national',
    'faq-cross-language',
    'Are you part of the national health system, the NFZ?',
    answered(['nfz']),
  ),
  en(
    'd5-en-anaesthetic-price',
    'faq-cross-language',
    'Is the anaesthetic part of the price?',
    answered(['anesthesia']),
  ),
  en('d5-en-bit-by-bit', 'faq-cross-language', 'Can I pay off the treatment bit by bit?', answered(['raty'])),
  en(
    'd5-en-how-old',
    'faq-cross-language',
    'How old does my son need to be for you to see him?',
    answered(['kids']),
  ),
  en('d5-en-home-visits', 'faq-cross-language', 'Do you make home visits?', answered(['home_visits'])),
  en('d5-en-people', 'faq-cross-language', 'Who are the people working at the clinic?', answered(['staff'])),
  en(
    'd5-en-need-first',
    'faq-cross-language',
    'What do I need for my first appointment?',
    answered(['first_visit']),
  ),
  en('d5-en-wifi-patients', 'faq-cross-language', 'Do you have wi-fi for patients?', answered(['wifi'])),

  // services-talk
  booking(
    'd5-pl-usmiech',
    'pl',
    'Chciałbym sobie wybielić uśmiech, jutro rano da radę?',
    'Jan Bury',
    'Wybielanie',
    90,
  ),
  booking(
    'd5-pl-rusza',
    'pl',
    'Ząb mi się rusza i trzeba go usunąć, macie jutro rano?',
    'Ala Mak',
    'Ekstrakcja',
    45,
  ),
  booking(
    'd5-pl-piaskowanie',
    'pl',
    'Chcę zrobić piaskowanie i skaling, jutro rano?',
    'Ewa Bąk',
    'Higienizacja',
    60,
  ),
  pl(
    'd5-pl-ile-czasu-przeglad',
    'services-talk',
    'Ile czasu zajmuje przegląd?',
    says(['30'], ['checkup_price']),
  ),
  pl(
    'd5-pl-cena-kanalowe',
    'services-talk',
    'Ile kosztuje leczenie kanałowe zęba?',
    answered(['rootcanal_price']),
  ),
  booking(
    'd5-en-rotten',
    'en',
    'My tooth is rotten and has to come out, anything tomorrow morning?',
    'Joe Cole',
    'Ekstrakcja',
    45,
  ),
  en('d5-en-scale-price', 'services-talk', 'How much for a scale and polish?', says(['300'])),
  en(
    'd5-en-minutes-checkup',
    'services-talk',
    'How many minutes is a check-up?',
    says(['30'], ['checkup_price']),
  ),

  // knowledge-talk
  pl('d5-pl-ulica', 'knowledge-talk', 'Na której ulicy jest klinika?', answered(['address'], ['metro'])),
  pl('d5-pl-stacja', 'knowledge-talk', 'Jaka jest najbliższa stacja?', answered(['metro'], ['address'])),
  pl('d5-pl-chirurg', 'knowledge-talk', 'Kto jest chirurgiem w klinice?', answered(['staff'])),
  pl(
    'd5-pl-skorzystac-internet',
    'knowledge-talk',
    'Czy mogę skorzystać z internetu w poczekalni?',
    answered(['wifi']),
  ),
  pl(
    'd5-pl-zrezygnowac',
    'knowledge-talk',
    'Do kiedy można bez kosztów zrezygnować z wizyty?',
    answered(['cancel_policy']),
  ),
  en('d5-en-subway', 'knowledge-talk', 'Is there a subway stop near you?', answered(['metro'], ['address'])),
  en('d5-en-implants-who', 'knowledge-talk', 'Do you have a dentist who does implants?', answered(['staff'])),
  en(
    'd5-en-have-with-me',
    'knowledge-talk',
    'What should I have with me on my first visit?',
    answered(['first_visit']),
  ),

  // not-a-booking
  pl(
    'd5-pl-bylam-zapisana',
    'not-a-booking',
    'Byłam już u was zapisana w zeszłym miesiącu, czy nadal przyjmujecie kartą?',
    answered(['cards']),
  ),
  pl('d5-pl-syn-sam', 'not-a-booking', 'Syn ma jutro wizytę, czy może przyjść sam, bez rodzica?', missed),
  pl(
    'd5-pl-kolezanka-fotele',
    'not-a-booking',
    'Umówiłam się z koleżanką, że przyjdziemy razem, czy macie dwa fotele?',
    missed,
  ),
  pl(
    'd5-pl-przez-internet',
    'not-a-booking',
    'Zarezerwowałem już wizytę przez internet, jak do was dojechać?',
    answered(['metro'], ['address']),
  ),
  pl(
    'd5-pl-przed-wizyta',
    'not-a-booking',
    'Przed wizytą chciałem zapytać, czy znieczulenie jest płatne dodatkowo?',
    answered(['anesthesia']),
  ),
  en(
    'd5-en-last-year',
    'not-a-booking',
    'I had an appointment with you last year, do you still accept cards?',
    answered(['cards']),
  ),
  en(
    'd5-en-bank-noon',
    'not-a-booking',
    'My appointment with the bank is at noon, how long is a check-up?',
    says(['30'], ['checkup_price']),
  ),
  en(
    'd5-en-holiday',
    'not-a-booking',
    "We've booked a holiday next week, can I pay by card?",
    answered(['cards']),
  ),

  // honest
  pl('d5-pl-neg-rowery', 'honest', 'Czy macie miejsce na rowery przed budynkiem?', missed),
  pl('d5-pl-neg-ciaza', 'honest', 'Czy wybielanie jest bezpieczne w ciąży?', missed),
  pl('d5-pl-neg-narkoza', 'honest', 'Czy leczycie pod narkozą?', missed),
  pl('d5-pl-neg-higienistka-ang', 'honest', 'Czy higienistka mówi po angielsku?', missed),
  en('d5-en-neg-pharmacy', 'honest', 'Is there a pharmacy in the building?', missed),
  en('d5-en-neg-voucher', 'honest', 'Can I pay with a voucher from my employer?', missed),

  // sixth round, Polish (run once before any rule was changed for them)
  pl('d6-pl-dzieciaki', 'faq-synonym', 'Czy dzieciaki też przyjmujecie?', answered(['kids'])),
  pl('d6-pl-zero-procent', 'faq-synonym', 'Można u was płacić w ratach zero procent?', answered(['raty'])),
  booking(
    'd6-pl-uzebienie',
    'pl',
    'Chciałabym zrobić sobie przegląd uzębienia, jutro rano?',
    'Zofia Ryba',
    'Przegląd',
    30,
  ),
  pl('d6-pl-minut-usuniecie', 'services-talk', 'Ile minut trwa usunięcie zęba?', says(['45'])),
  pl(
    'd6-pl-z-centrum',
    'knowledge-talk',
    'Jak się do was dostać z centrum?',
    answered(['address'], ['metro']),
  ),
  pl(
    'd6-pl-przyniesc',
    'knowledge-talk',
    'Czy trzeba coś ze sobą przynieść na pierwszą wizytę?',
    answered(['first_visit']),
  ),
  pl(
    'd6-pl-bylem-przeglad',
    'not-a-booking',
    'Byłem u was na przeglądzie pół roku temu, czy teraz też płacę kartą?',
    answered(['cards']),
  ),
  pl(
    'd6-pl-zona-poczekac',
    'not-a-booking',
    'Żona ma jutro zabieg, czy mogę na nią poczekać w poczekalni?',
    missed,
  ),
  pl('d6-pl-neg-haslo', 'honest', 'Czy wi-fi jest na hasło?', missed),
  pl('d6-pl-neg-podziemny', 'honest', 'Czy macie parking podziemny?', missed),
];
