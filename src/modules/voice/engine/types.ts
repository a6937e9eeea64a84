/** The receptionist's brain: dialogue state, the tools it may use, and the interface a brain implements. */
import type { LlmMessage } from '../../../providers/llm/index.js';
import type { CallOutcome, TranscriptTurn } from '../../calls/calls.schema.js';
import type { HoursException, OpeningHours } from '../../tenants/tenants.schema.js';
import type { Expectation, Language, NluResult } from '../nlu/index.js';

/** What the engine knows of the business for the length of a call (a snapshot taken when it opens). */
export interface TenantSnapshot {
  id: string;
  businessName: string;
  timezone: string;
  openingHours: OpeningHours;
  /**
   * Dated exceptions (holidays, short days) that replace `openingHours` on their local date;
   * absent in sessions opened before they were part of the snapshot (then none).
   */
  hoursExceptions?: HoursException[];
  faq: Record<string, string>;
  transferNumbers: string[];
  departments: { id: string; name: string; transferNumber: string | null; keywords: string[] }[];
  /**
   * The tenant's caller verification config (`/tenants/{id}/verification-config`); absent in
   * sessions opened before it was part of the snapshot (then the defaults: disabled).
   */
  verification?: VerificationConfig;
  /**
   * The tenant's voice config (`/v2/voice-config`) as the call started: the conversation's
   * first language, the owner's own greeting, the call's time limit. Absent in sessions
   * opened before it was part of the snapshot (then Polish, the built-in greeting, no limit).
   */
  voice?: { language: Language; greeting: string | null; maxCallMinutes: number };
  /**
   * The services offered (`service_types` of the tenant's settings) as the call started: names
   * and aliases recognised in speech, durations for bookings, prices listed to callers. Absent
   * in sessions opened before it was part of the snapshot (then none).
   */
  services?: ServiceOffer[];
  /** The owner's synonyms for matching questions (`synonyms` of the settings); absent: none. */
  synonyms?: Record<string, string[]>;
  /**
   * A stamp of the knowledge documents' passages as the call started: answers during the call
   * read the prepared knowledge of that stamp (kept in memory per tenant) without asking the
   * database again. Absent in sessions opened before it was part of the snapshot (then the
   * stamp is read at each question).
   */
  knowledgeStamp?: string;
}

export interface ServiceOffer {
  name: string;
  /** The name said to an English-speaking caller (`name_en`); absent or null: `name`. */
  nameEn?: string | null;
  /** The other names recognised in speech, the English name among them. */
  aliases: string[];
  durationMinutes: number;
  pricePln: number | null;
  department: string | null;
}

export interface VerificationConfig {
  enabled: boolean;
  method: 'sms_code' | 'date_of_birth' | 'pin';
  required_for_booking: boolean;
  required_for_cancellation: boolean;
  required_for_rescheduling: boolean;
  max_attempts: number;
}

export type Stage =
  | 'open'
  | 'booking_when'
  | 'booking_pick'
  | 'booking_name'
  | 'offer_message'
  | 'message'
  | 'anything_else'
  /** Waiting for the verification code sent by SMS. */
  | 'verify_code'
  /** Several appointments were read back: which one. */
  | 'manage_pick'
  /** "Czy na pewno odwołać / przełożyć …?" */
  | 'manage_confirm'
  | 'ended';

/** One of the caller's upcoming appointments, as the brain sees it. */
export interface AppointmentRef {
  id: string;
  /** ISO instant */
  start: string;
  service: string | null;
  /** E.164 phone on the appointment */
  phone: string | null;
}

/** A cancellation or a move of the caller's own appointment, in progress. */
export interface ManageDraft {
  action: 'cancel' | 'reschedule';
  /** A local date the caller named for the appointment to cancel ("odwołać wizytę na wtorek"). */
  date?: string;
  /** Appointments read back for the caller to choose from. */
  choices?: AppointmentRef[];
  /** The appointment chosen. */
  target?: AppointmentRef;
  /** The new start of a move (ISO instant), once chosen. */
  newStart?: string;
}

/** Caller verification of this call (one pass verifies the caller for the rest of the call). */
export interface VerificationState {
  /** What the code was asked for. */
  purpose: 'cancel' | 'reschedule' | 'book';
  /** HMAC of the code (never the code itself) and when it stops being valid. */
  codeHash?: string;
  expiresAt?: string;
  sentTo?: string;
  sends: number;
  attempts: number;
  verified: boolean;
  failed: boolean;
  /** What the caller said that needed verification: resumed once it passes. */
  resume?: string;
}

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
  /** The caller asked for the earliest time ("first thing", "jak najwcześniej"): a yes takes the first offered. */
  earliest?: boolean;
  /** How often the choice among the times offered was asked again (a yes or a name said to it). */
  askedAgain?: number;
  /**
   * The caller said an hour that was not understood ("…, o tej dziesiątej, …"): a bare yes to the
   * choice of times does not take the earliest before the hour is asked for.
   */
  hourUnread?: boolean;
  chosen?: string;
  name?: string;
  phone?: string;
  appointmentId?: string;
  /** The appointment booked earlier in this call that this booking replaces (a change of mind). */
  replaces?: string;
  /**
   * The replaced appointment keeps its service: it is moved to the new time (its own time free to
   * it), not booked again beside itself.
   */
  moves?: boolean;
}

export interface DialogueState {
  language: Language;
  stage: Stage;
  expecting?: Expectation;
  booking?: BookingDraft;
  /**
   * The message taken. `pending`: the message as said, while the caller is asked once who they
   * are or where to call back (`text` is meanwhile the message as it would be stored without it).
   */
  message?: { text: string; urgent: boolean; callback: boolean; pending?: string };
  manage?: ManageDraft;
  /** Cancellations and moves done in this call (for the summary). */
  managed?: { action: 'cancelled' | 'rescheduled'; from: string; to?: string; service: string | null }[];
  verification?: VerificationState;
  /**
   * The business's service the caller said they need before any booking was started ("are you
   * open on Sunday? I need a check-up."): a booking made later in the call is for it.
   */
  serviceSaid?: string;
  /**
   * What the caller's earlier turns said of a visit, as each turn understood it (`wish-resumed.ts`):
   * the last turn that asked for a visit or named a service (`wish`, with its day when it named
   * one), and the day the turn before named (`dayBefore`, "do you do evenings, like seven on Friday?").
   */
  earlier?: { wish?: { date?: string }; dayBefore?: string };
  /** Questions the business's content did not answer (missed questions at completion). */
  unanswered: string[];
  /** Answered questions, for the summary. */
  answered: string[];
  clarifications: number;
  /** The best outcome reached so far (booked, answered_faq); the final one when the call ends. */
  outcome?: CallOutcome;
  /** Appointments booked or moved in this call that still stand (a cancelled one leaves, see booked-here.ts). */
  bookedHere?: string[];
  transferTo?: string;
  transferDepartment?: string;
  /** What the caller said when asking to be put through (a warm transfer's whisper says it). */
  transferReason?: string;
  /** The transfer is urgent; an emergency is always put straight through (no whisper). */
  transferUrgent?: boolean;
  transferEmergency?: boolean;
  callerNumber: string | null;
  /** The caller's name when the business's CRM knows the number (greeted by name). */
  callerName?: string;
  startedAt: string;
  lastReply: string;
  cues: { positive: number; negative: number };
  transcript: TranscriptTurn[];
  /** The LLM brain's chat history (no system prompt; bounded), and whether the call fell back to the built-in brain. */
  llm?: { messages: LlmMessage[]; fallback?: boolean };
}

export type BookResult =
  | { ok: true; id: string; start: string }
  | { ok: false; reason: 'slot_unavailable' | 'outside_opening_hours' | 'invalid' };

/** What a brain may do in the world; the LLM brain gets the same set as function tools. */
export interface Tools {
  now(): Date;
  /**
   * Open slot starts (ISO instants) of one local date, earliest first; `ignore`: the id of an
   * appointment being moved, whose own time counts as free.
   */
  availability(date: string, service?: string, ignore?: string): Promise<string[]>;
  book(input: { start: string; name: string; phone: string | null; service?: string }): Promise<BookResult>;
  /** An answer built only from the business's FAQ and knowledge base, or null. */
  answer(question: string, language: Language, topic?: string): Promise<string | null>;
  /*
   * Appointments the caller already has, and caller verification. Optional: a brain given tools
   * without them takes a message for a cancellation or a move instead.
   */
  /** The tenant's upcoming (not cancelled, future) appointments on this phone, earliest first. */
  findAppointments?(phone: string): Promise<AppointmentRef[]>;
  /** The same cancel as `DELETE /v2/appointments/{id}` (reminders dropped, `appointment.cancelled`). */
  cancelAppointment?(id: string): Promise<ManageResult>;
  /** The same update as `PATCH /v2/appointments/{id}` with a new `start_time` (the exclusion constraint decides). */
  moveAppointment?(id: string, start: string): Promise<ManageResult>;
  /** Sends a 6-digit code by SMS to `to` (quota and opt-out checked first); answers only its hash. */
  sendCode?(to: string, language: Language): Promise<SendCodeResult>;
  /** Whether `code` is the one whose hash is `hash`. */
  checkCode?(code: string, hash: string): boolean;
}

export type ManageResult =
  | { ok: true; start: string }
  | { ok: false; reason: 'slot_unavailable' | 'invalid' | 'not_found' };

export type SendCodeResult =
  | { ok: true; hash: string; expiresAt: string }
  | { ok: false; reason: 'opted_out' | 'sms_quota' | 'invalid_number' };

/** How the call ended (set on the turn that ends it). */
export interface CallEnd {
  outcome: CallOutcome;
  transferTo?: string;
}

export interface TurnResult {
  reply: string;
  state: DialogueState;
  end?: CallEnd;
  /**
   * What the brain understood of the caller's line (the built-in brain: the NLU's intent,
   * confidence, language and slots); absent when the brain does not say (the LLM brain).
   */
  understood?: NluResult;
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
