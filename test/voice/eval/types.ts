/** A scripted caller of the held-out evaluation and what must come out of the call. */
export interface EvalCaller {
  id: string;
  lang: 'pl' | 'en';
  /** The kind of the issue it exercises (for the per-kind tally). */
  kind: string;
  lines: string[];
  expect: {
    /** The call's outcome (one of). */
    outcome: string | string[];
    /** An appointment at this local time (Europe/Warsaw, `YYYY-MM-DD HH:mm`). None expected otherwise. */
    appointment?: { at: string; service?: string; minutes?: number; name?: string; phone?: string };
    /**
     * A message left: its text (folded) holds these; `callback` digits in it (`caller`: the
     * calling number's national digits), `notCallback` not.
     */
    message?: { includes?: string[]; callback?: string; notCallback?: string };
    /** A missed question recorded for the call (default: none). */
    missed?: boolean;
    /** Transferred to this department's number. */
    transfer?: 'main' | 'accounting' | 'surgery';
    /** Facts (keys of FACTS) some reply must carry; any other fact in a reply is an invention. */
    facts?: string[];
    /** Facts a reply may carry without being required. */
    allow?: string[];
    /** Folded fragments some reply must carry. */
    says?: string[];
  };
}
