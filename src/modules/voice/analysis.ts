/**
 * Post-call analysis by the built-in brain: the tenant's fields (`analysis_fields`, Business+)
 * filled from what the conversation established (its slots: booking, message, transfer,
 * outcome) and, for an `enum` field, a value the caller said. What cannot be told is null:
 * the brain never guesses.
 */
import type { CallOutcome } from '../calls/calls.schema.js';
import { hasFeature } from '../plans/plans.js';
import { type AnalysisField, settingsOf, type TenantRow } from '../tenants/tenants.shared.js';
import type { DialogueState } from './engine/index.js';

export type AnalysisValue = string | number | boolean | null;

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');

/** Which slot a field asks for, from its name and description (Polish or English). */
const TOPICS: { topic: string; words: RegExp }[] = [
  { topic: 'name', words: /\b(name|imie|nazwisk|pacjent name|caller name)/ },
  { topic: 'phone', words: /\b(phone|telefon|numer|number)/ },
  { topic: 'service', words: /\b(service|uslug|zabieg|treatment|visit type|rodzaj wizyty)/ },
  { topic: 'date', words: /\b(date|termin|data|appointment time|kiedy)/ },
  { topic: 'message', words: /\b(message|wiadomosc)/ },
  { topic: 'urgent', words: /\b(urgent|pilne|pilna|pilny|emergency)/ },
  { topic: 'callback', words: /\b(callback|call back|oddzwon)/ },
  { topic: 'booked', words: /\b(booked|umowion|zarezerwowan|appointment booked|rezerwacj)/ },
  { topic: 'department', words: /\b(department|dzial|transfer)/ },
  { topic: 'duration', words: /\b(duration|czas trwania|dlugosc)/ },
];

function topicOf(field: AnalysisField): string | undefined {
  const text = fold(`${field.name.replace(/[_-]+/g, ' ')} ${field.description ?? ''}`);
  return TOPICS.find((t) => t.words.test(text))?.topic;
}

function slotValue(
  topic: string | undefined,
  d: DialogueState,
  outcome: CallOutcome,
  durationSeconds: number,
): AnalysisValue | undefined {
  switch (topic) {
    case 'name':
      return d.booking?.name ?? d.callerName ?? null;
    case 'phone':
      return d.booking?.phone ?? d.callerNumber ?? null;
    case 'service':
      return d.booking?.service ?? null;
    case 'date':
      return outcome === 'booked' ? (d.booking?.chosen ?? null) : null;
    case 'message':
      return d.message?.text || null;
    case 'urgent':
      return d.message ? d.message.urgent : outcome === 'transferred' ? true : null;
    case 'callback':
      return d.message ? d.message.callback : false;
    case 'booked':
      return outcome === 'booked';
    case 'department':
      return d.transferDepartment ?? null;
    case 'duration':
      return durationSeconds;
    default:
      return undefined;
  }
}

/** A value of the field's type, or null. */
function coerce(field: AnalysisField, v: AnalysisValue | undefined): AnalysisValue {
  if (v === undefined || v === null) return null;
  switch (field.type) {
    case 'string':
      return typeof v === 'string' ? v : String(v);
    case 'number':
      return typeof v === 'number' ? v : null;
    case 'boolean':
      return typeof v === 'boolean' ? v : null;
    case 'enum': {
      const s = fold(String(v));
      return field.values?.find((x) => fold(x) === s) ?? null;
    }
  }
}

/** The first of an `enum` field's values that the caller said (whole words, case and accents ignored). */
function enumSaid(field: AnalysisField, d: DialogueState): string | null {
  const said = fold(
    d.transcript
      .filter((t) => t.role === 'caller')
      .map((t) => t.text)
      .join(' \n '),
  );
  for (const value of field.values ?? []) {
    const v = fold(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (v && new RegExp(`(^|[^\\p{L}\\p{N}])${v}($|[^\\p{L}\\p{N}])`, 'u').test(said)) return value;
  }
  return null;
}

/** The built-in values, and the names of those that come from the conversation's slots (facts of the call). */
export interface BuiltInAnalysis {
  values: Record<string, AnalysisValue>;
  /** Fields filled from slots (booking, message, transfer, outcome, duration), not from words said. */
  facts: string[];
}

/** The values of the tenant's fields for a finished conversation, by field name, and which are facts. */
export function analyseCallSources(
  fields: readonly AnalysisField[],
  d: DialogueState,
  outcome: CallOutcome,
  durationSeconds: number,
): BuiltInAnalysis {
  const values: Record<string, AnalysisValue> = {};
  const facts: string[] = [];
  for (const f of fields) {
    const fromSlots = coerce(f, slotValue(topicOf(f), d, outcome, durationSeconds));
    if (fromSlots !== null) facts.push(f.name);
    values[f.name] = fromSlots ?? (f.type === 'enum' ? enumSaid(f, d) : null);
  }
  return { values, facts };
}

/** The values of the tenant's fields for a finished conversation, by field name. */
export function analyseCall(
  fields: readonly AnalysisField[],
  d: DialogueState,
  outcome: CallOutcome,
  durationSeconds: number,
): Record<string, AnalysisValue> {
  return analyseCallSources(fields, d, outcome, durationSeconds).values;
}

/**
 * The tenant's post-call analysis fields filled for this conversation by the built-in brain
 * (null: none defined, or below Business), with the fields themselves (what the LLM brain's
 * analysis, `call.analyze`, is asked for).
 */
export function analysisFor(
  t: TenantRow,
  d: DialogueState,
  outcome: CallOutcome,
  duration: number,
  now: Date,
): (BuiltInAnalysis & { fields: AnalysisField[] }) | null {
  const fields = settingsOf(t).analysis_fields ?? [];
  if (fields.length === 0 || !hasFeature(t, 'call_analysis', now)) return null;
  return { ...analyseCallSources(fields, d, outcome, duration), fields };
}
