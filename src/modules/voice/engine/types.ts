/** The receptionist's brain: dialogue state, the tools it may use, and the interface a brain implements. */
import type { CallOutcome, TranscriptTurn } from '../../calls/calls.schema.js';
import type { OpeningHours } from '../../tenants/tenants.schema.js';
import type { Expectation, Language } from '../nlu/index.js';

/** What the engine knows of the business for the length of a call (a snapshot taken when it opens). */
export interface TenantSnapshot {
  id: string;
  businessName: string;
  timezone: string;
  openingHours: OpeningHours;
  faq: Record<string, string>;
  transferNumbers: string[];
  departments: { id: string; name: string; transferNumber: string | null; keywords: string[] }[];
}

export type Stage =
  | 'open'
  | 'booking_when'
  | 'booking_pick'
  | 'booking_name'
  | 'offer_message'
  | 'message'
  | 'anything_else'
  | 'ended';

export interface BookingDraft {
  date?: string;
  service?: string;
  /** Local HH:MM limits from "rano", "po 16", … */
  notBefore?: string;
  notAfter?: string;
  /** Preferred local time, HH:MM. */
  time?: string;
  /** ISO instants offered last, in the order they were said. */
  offered: string[];
  chosen?: string;
  name?: string;
  phone?: string;
  appointmentId?: string;
}

export interface DialogueState {
  language: Language;
  stage: Stage;
  expecting?: Expectation;
  booking?: BookingDraft;
  message?: { text: string; urgent: boolean; callback: boolean };
  /** Questions the business's content did not answer (missed questions at completion). */
  unanswered: string[];
  /** Answered questions, for the summary. */
  answered: string[];
  clarifications: number;
  /** The best outcome reached so far (booked, answered_faq); the final one when the call ends. */
  outcome?: CallOutcome;
  transferTo?: string;
  transferDepartment?: string;
  callerNumber: string | null;
  /** The caller's name when the business's CRM knows the number (greeted by name). */
  callerName?: string;
  startedAt: string;
  lastReply: string;
  cues: { positive: number; negative: number };
  transcript: TranscriptTurn[];
}

export type BookResult =
  | { ok: true; id: string; start: string }
  | { ok: false; reason: 'slot_unavailable' | 'outside_opening_hours' | 'invalid' };

/** What a brain may do in the world; the LLM brain gets the same set as function tools. */
export interface Tools {
  now(): Date;
  /** Open slot starts (ISO instants) of one local date, earliest first. */
  availability(date: string, service?: string): Promise<string[]>;
  book(input: { start: string; name: string; phone: string | null; service?: string }): Promise<BookResult>;
  /** An answer built only from the business's FAQ and knowledge base, or null. */
  answer(question: string, language: Language, topic?: string): Promise<string | null>;
}

/** How the call ended (set on the turn that ends it). */
export interface CallEnd {
  outcome: CallOutcome;
  transferTo?: string;
}

export interface TurnResult {
  reply: string;
  state: DialogueState;
  end?: CallEnd;
}

export interface Brain {
  readonly name: string;
  greet(tenant: TenantSnapshot, state: DialogueState): string;
  nextTurn(
    tenant: TenantSnapshot,
    state: DialogueState,
    callerText: string,
    tools: Tools,
  ): Promise<TurnResult>;
}
