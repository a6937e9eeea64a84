/** Types of the deterministic language-understanding core (pure, no I/O). */

export type Language = 'pl' | 'en';

export type Intent =
  | 'book_appointment'
  | 'reschedule_appointment'
  | 'cancel_appointment'
  | 'ask_question'
  | 'leave_message'
  | 'request_callback'
  | 'speak_to_human'
  | 'emergency'
  | 'confirm'
  | 'deny'
  | 'provide_info'
  | 'greeting'
  | 'goodbye'
  /** "Słucham?", "could you repeat that?" */
  | 'repeat'
  | 'unknown';

export type SlotName =
  | 'datetime'
  | 'date'
  | 'time'
  | 'partOfDay'
  | 'dateRange'
  | 'service'
  | 'name'
  | 'phone'
  | 'message'
  | 'urgent'
  | 'department'
  | 'question'
  /** A verification code (digits said as digits or words). */
  | 'code';

/** What the assistant just asked for: a slot, or a yes/no confirmation. */
export type Expectation = SlotName | 'confirmation';

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** A part of the day with its hour range in the tenant's zone: [fromHour, toHour). */
export interface PartOfDaySlot {
  value: PartOfDay;
  fromHour: number;
  toHour: number;
}

export type DateRangeKind =
  | 'this_week'
  | 'end_of_week'
  | 'next_week'
  | 'early_next_week'
  | 'weekend'
  | 'next_weekend'
  | 'next_month'
  | 'month';

/** An inclusive range of local dates (YYYY-MM-DD) in the tenant's zone. */
export interface DateRangeSlot {
  from: string;
  to: string;
  /** What the caller said it as. */
  kind: DateRangeKind;
}

export type DepartmentKey = 'reception' | 'doctor' | 'service' | 'accounting' | 'manager' | 'sales';

export interface DepartmentSlot {
  key: DepartmentKey;
  /** The word as the caller said it (original spelling). */
  text: string;
}

export type FaqTopic =
  | 'hours'
  | 'price'
  | 'address'
  | 'parking'
  | 'payment'
  | 'insurance'
  | 'services'
  | 'contact'
  | 'other';

export interface Slots {
  /** ISO 8601 instant with the tenant zone's offset, e.g. 2026-11-24T10:30:00+01:00; only when a date and a time were both given. */
  datetime?: string;
  /** Local date in the tenant zone, YYYY-MM-DD. */
  date?: string;
  /** Local time, HH:MM (24 h). */
  time?: string;
  partOfDay?: PartOfDaySlot;
  dateRange?: DateRangeSlot;
  /** "po 16", "after 3pm": the earliest acceptable local time, HH:MM. */
  notBefore?: string;
  /** "przed 12", "before noon", "do dziesiątej": the latest acceptable local time, HH:MM. */
  notAfter?: string;
  /** The caller asked for the earliest available slot ("jak najszybciej", "first available"). */
  soonest?: boolean;
  /** Free text of the service ("wybielanie", "cleaning"), original spelling, lower case. */
  service?: string;
  /** Person's name, original spelling (diacritics kept), words capitalised. */
  name?: string;
  /** E.164 phone number. */
  phone?: string;
  /** The caller said to use the number they are calling from. */
  phoneIsCaller?: boolean;
  /** Content of a message to leave. */
  message?: string;
  /** The caller wants to be called back (also set inside a leave_message). */
  callback?: boolean;
  urgent?: boolean;
  department?: DepartmentSlot;
  /** Question text normalised for retrieval (fillers and greetings removed, lower case, no final punctuation). */
  question?: string;
  faqTopic?: FaqTopic;
  /**
   * A booking, cancelling or rescheduling intent said as a question for information: 'wh' (do
   * kiedy, co, ile, what, how, until when…) or 'yesno' (czy, can I… without "chcę", "I'd like").
   * `question` holds it; the engine answers it when the business knows the answer.
   */
  infoQuestion?: 'wh' | 'yesno';
  /**
   * Only when `expecting: 'code'`: the digits said ("jeden dwa trzy…", "one two three…",
   * "123 456"), 4 to 8 of them, as a string of digits.
   */
  code?: string;
}

export interface NluContext {
  now: Date;
  /** IANA zone of the tenant; default Europe/Warsaw. */
  timezone?: string;
  /** The language of the conversation so far; kept when the utterance is unclear. */
  language?: Language;
  expecting?: Expectation;
}

export interface NluResult {
  language: Language;
  intent: Intent;
  /** 0..1; rule strength, not a calibrated probability. */
  confidence: number;
  slots: Slots;
}
