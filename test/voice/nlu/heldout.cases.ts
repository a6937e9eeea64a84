import type { Intent, Language } from '../../../src/modules/voice/nlu/types.js';

/**
 * Held-out paraphrases: written before the rules existed and never used to tune them.
 * Only the intent (and language) is scored; the test reports accuracy and asserts >= 90%.
 */
export interface HeldOutCase {
  text: string;
  lang: Language;
  intent: Intent;
}

export const HELD_OUT: HeldOutCase[] = [
  { text: 'Dzień dobry, czy da się zapisać na środę rano?', lang: 'pl', intent: 'book_appointment' },
  { text: 'Potrzebuję terminu u ortodonty w przyszłym tygodniu', lang: 'pl', intent: 'book_appointment' },
  { text: 'Chciałabym zrezygnować z jutrzejszej wizyty', lang: 'pl', intent: 'cancel_appointment' },
  { text: 'Czy mogę przenieść moją wizytę na inny dzień?', lang: 'pl', intent: 'reschedule_appointment' },
  { text: 'Do której jesteście dziś otwarci?', lang: 'pl', intent: 'ask_question' },
  { text: 'Ile trzeba zapłacić za przegląd samochodu?', lang: 'pl', intent: 'ask_question' },
  { text: 'Gdzie mogę zostawić auto?', lang: 'pl', intent: 'ask_question' },
  { text: 'Proszę mnie przełączyć do księgowej', lang: 'pl', intent: 'speak_to_human' },
  { text: 'Mój syn ma wysoką gorączkę i drgawki', lang: 'pl', intent: 'emergency' },
  { text: 'Niech ktoś do mnie oddzwoni po piętnastej', lang: 'pl', intent: 'request_callback' },
  {
    text: 'Chcę zostawić informację dla pani Ewy, że dokumenty są gotowe',
    lang: 'pl',
    intent: 'leave_message',
  },
  { text: 'Jasne, może być', lang: 'pl', intent: 'confirm' },
  { text: 'Nie, ta godzina mi nie odpowiada', lang: 'pl', intent: 'deny' },
  { text: 'Dziękuję bardzo, do usłyszenia', lang: 'pl', intent: 'goodbye' },
  { text: 'Halo, dzień dobry', lang: 'pl', intent: 'greeting' },
  { text: 'I would like to come in for a check-up on Thursday', lang: 'en', intent: 'book_appointment' },
  { text: 'Do you have anything free next Monday morning?', lang: 'en', intent: 'book_appointment' },
  {
    text: "I won't be able to make my appointment, please cancel it",
    lang: 'en',
    intent: 'cancel_appointment',
  },
  { text: 'Could we move my visit to a later date?', lang: 'en', intent: 'reschedule_appointment' },
  { text: 'What time do you close on Saturdays?', lang: 'en', intent: 'ask_question' },
  { text: 'Is there somewhere to park nearby?', lang: 'en', intent: 'ask_question' },
  { text: 'How much is a root canal?', lang: 'en', intent: 'ask_question' },
  { text: 'Can I talk to somebody in billing?', lang: 'en', intent: 'speak_to_human' },
  { text: "My husband collapsed and he isn't responding", lang: 'en', intent: 'emergency' },
  { text: 'Please have the doctor ring me back this afternoon', lang: 'en', intent: 'request_callback' },
  { text: 'Could you let Mark know that the parts have arrived?', lang: 'en', intent: 'leave_message' },
  { text: 'Yes, that would be great', lang: 'en', intent: 'confirm' },
  { text: "No, that time doesn't suit me", lang: 'en', intent: 'deny' },
  { text: "That's everything, thanks, bye", lang: 'en', intent: 'goodbye' },
  { text: 'Good afternoon', lang: 'en', intent: 'greeting' },
];
