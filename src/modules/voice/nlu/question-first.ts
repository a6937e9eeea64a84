/**
 * A question said beside a booking or a cancellation word that is not a request (pure): a question
 * put before the booking, a cancellation supposed and its rules asked. Read by `understand.ts`
 * beside its own intent rules; over folded text.
 */
/**
 * The caller puts a question before the booking ("chcę się zapisać, ale najpierw chciałem zapytać,
 * ile to kosztuje", "zanim się umówię: jest parking?", "before I book, how much is it?"): the
 * question is answered first. Read only beside a topic of a question (`faqTopic`).
 */
const RE_ASKS_FIRST =
  /\b(?:(?:najpierw|wczesniej|przedtem|na poczatek|najpierw jednak) (?:(?:to |bym |tylko |jeszcze )?(?:chcial\w*|chce|musze|wolal\w*|pozwole sobie) )?(?:(?:sie )?(?:zapytac|zapytam|spytac|spytam|dowiedziec|dopytac|dopytam)|pytanie)|zanim (?:sie )?(?:zapisze|umowie|zarezerwuje|zdecyduje|zapiszemy|umowimy)|(?:but |and )?first (?:i (?:just )?(?:wanted|want|would like|'?d like|need) to (?:ask|know|check)|a question|let me ask|could you tell me|can you tell me)|before (?:i|we) (?:book|make|schedule|commit|decide))\b/;
export const asksFirst = (body: string): boolean => RE_ASKS_FIRST.test(body);

/**
 * A cancellation supposed, not said: "gdybym nie dał rady przyjść, ile wcześniej mam odwołać?",
 * "if I book and then can't make it, how much notice…?", "what if I have to cancel?": a question of
 * the rules (how early, a fee, what happens then), not a cancellation of a visit.
 */
const RE_SUPPOSED =
  /(?:^|[,.;]\s*|\b(?:a|i|ale|and|but|so)\s+)(?:gdyby(?:m|smy)?|jakby(?:m|smy)?|jesli|jezeli|w razie gdyby|a co jesli|co jesli|co gdyby|a jak|if|what if|say|suppose|supposing|in case)\b/;
/** A question of the rules of cancelling: how early, a fee, what happens then. */
const RE_ASKED =
  /\b(?:ile (?:\w+ )?(?:wczesniej|przed)|ile (?:godzin|dni)|do kiedy|jak wczesnie|z jakim wyprzedzeniem|czy (?:trzeba|musze|bede musial\w*|sie) (?:\w+ )?(?:placi|zaplaci|doplaci|uprzedzi|dac znac|odwola|zglosi)\w*|(?:czy )?(?:jest|pobieracie|bedzie) (?:jakas )?oplat\w*|co (?:wtedy|sie (?:wtedy )?dzieje|mam (?:wtedy )?zrobic)|how much notice|how (?:early|soon|far ahead|far in advance|long before|many hours|many days)|is there (?:a |any )?(?:fee|charge|penalty)|(?:do|will|would) i (?:have to|need to|be charged|lose|pay)|what happens|what do i (?:do|need to do)|what(?:'?s| is) the (?:policy|rule))\b/;
/**
 * A cancellation asked for outright, opening the turn or a sentence ("I'd like to cancel my
 * appointment. If I cancel today, is there a fee?"): a cancellation, whatever is asked beside it
 * ("if I need to cancel…" is no request: the "if" comes first).
 */
const RE_CANCEL_SAID =
  /(?:^|[.!?;]\s*)(?:(?:dzien dobry|witam|halo|hello|hi|hey)[\s,]+)?(?:(?:ja|so|well|ok)\s+)?(?:chce|chcial(?:bym|abym)|musze|prosze o|poprosze o|i'?d like to|i would like to|i want to|i need to|i have to|i must|please)\s+(?:\w+\s+)?(?:odwolac|odwolanie|cancel)\b/;
export const cancelSupposed = (body: string): boolean =>
  RE_SUPPOSED.test(body) && RE_ASKED.test(body) && !RE_CANCEL_SAID.test(body);
