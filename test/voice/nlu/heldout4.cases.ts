import type { HeldOutCase } from './heldout.cases.js';

/**
 * Fourth set, written after the lexicon was widened on sets 2 and 3, and never used to change
 * the rules. Mixed styles: transcribed speech without punctuation, fillers, long sentences.
 */
export const HELD_OUT_4: HeldOutCase[] = [
  {
    text: 'yyy dzień dobry ja bym chciała się zapisać do pani doktor kowalskiej',
    lang: 'pl',
    intent: 'book_appointment',
  },
  {
    text: 'kiedy najwcześniej mogę przyjechać z autem bo coś mi stuka w zawieszeniu',
    lang: 'pl',
    intent: 'book_appointment',
  },
  { text: 'no i właśnie chciałem tę wizytę w środę odwołać', lang: 'pl', intent: 'cancel_appointment' },
  {
    text: 'dałoby radę zamienić mój termin z poniedziałku na wtorek',
    lang: 'pl',
    intent: 'reschedule_appointment',
  },
  { text: 'a jak to jest z parkowaniem pod gabinetem', lang: 'pl', intent: 'ask_question' },
  { text: 'czy do was trzeba mieć skierowanie', lang: 'pl', intent: 'ask_question' },
  { text: 'ile się czeka na wolny termin u ortopedy', lang: 'pl', intent: 'ask_question' },
  { text: 'wolałbym pogadać z kimś na miejscu', lang: 'pl', intent: 'speak_to_human' },
  {
    text: 'pomocy mąż się przewrócił i nie może wstać leci mu krew z głowy',
    lang: 'pl',
    intent: 'emergency',
  },
  {
    text: 'to proszę żeby pani kierownik do mnie zadzwoniła jak będzie',
    lang: 'pl',
    intent: 'request_callback',
  },
  { text: 'chciałbym coś przekazać panu mechanikowi', lang: 'pl', intent: 'leave_message' },
  { text: 'tak tak oczywiście', lang: 'pl', intent: 'confirm' },
  { text: 'nie nie w czwartek nie mogę', lang: 'pl', intent: 'deny' },
  { text: 'dobra to dziękuję bardzo do widzenia', lang: 'pl', intent: 'goodbye' },
  { text: 'halo dzień dobry słychać mnie', lang: 'pl', intent: 'greeting' },
  {
    text: 'um hi yeah I was hoping to book my little boy in for a check up',
    lang: 'en',
    intent: 'book_appointment',
  },
  { text: 'when is the next opening with Dr Patel', lang: 'en', intent: 'book_appointment' },
  {
    text: "hey so I'm not gonna be able to come in tomorrow so just cancel that",
    lang: 'en',
    intent: 'cancel_appointment',
  },
  {
    text: 'is there any way to bump my appointment to Thursday',
    lang: 'en',
    intent: 'reschedule_appointment',
  },
  { text: 'what days are you guys open', lang: 'en', intent: 'ask_question' },
  { text: 'do I need to bring anything with me for the first visit', lang: 'en', intent: 'ask_question' },
  { text: 'how long does a full service usually take', lang: 'en', intent: 'ask_question' },
  { text: 'can you just get me somebody from the front desk', lang: 'en', intent: 'speak_to_human' },
  { text: "my kid swallowed something and he's struggling to breathe", lang: 'en', intent: 'emergency' },
  { text: 'ask her to give me a ring when she gets a minute', lang: 'en', intent: 'request_callback' },
  {
    text: "could you pass a message to the accounts team that I've paid the invoice",
    lang: 'en',
    intent: 'leave_message',
  },
  { text: 'yeah go for it', lang: 'en', intent: 'confirm' },
  { text: "nah that's too early for me", lang: 'en', intent: 'deny' },
  { text: "ok cheers that's everything", lang: 'en', intent: 'goodbye' },
  { text: 'hi yes hello', lang: 'en', intent: 'greeting' },
];
