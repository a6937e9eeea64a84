/**
 * Post-call analysis by the LLM brain: the tenant's fields (`analysis_fields`) asked of the LLM
 * endpoint through a structured output (a JSON schema built from the fields, `strict`), with the
 * call's transcript as the user content. It runs after the call, through the outbox
 * (`call.analyze`, enqueued in the call's completion when the session ran on the LLM brain).
 *
 * Precedence: a value the built-in brain took from the conversation's slots (the booking, the
 * message, the transfer, the outcome, the duration: what the call did) is a fact and is kept;
 * every other field takes the LLM's value; where the LLM answers null (or a value that does not
 * fit the field, counted and dropped), the built-in value stays (an `enum` value the caller
 * said, or null).
 */
import type { DbOrTx } from '../../db/client.js';
import type { Outbox } from '../../platform/outbox.js';
import type { LlmMessage } from '../../providers/llm/index.js';
import type { TranscriptTurn } from '../calls/calls.schema.js';
import type { AnalysisField } from '../tenants/tenants.shared.js';
import type { AnalysisValue } from './analysis.js';

/** The outbox topic of the LLM brain's post-call analysis. */
export const CALL_ANALYZE_TOPIC = 'call.analyze';
/** Tries of one analysis (retried on timeouts, 5xx, 429 and answers that are not JSON). */
export const CALL_ANALYZE_MAX_ATTEMPTS = 4;
/** The structured output's name (`^[a-zA-Z0-9_-]{1,64}$`). */
export const ANALYSIS_FORMAT_NAME = 'call_analysis';
/** The longest string value kept. */
const MAX_STRING = 1000;

/** What `call.analyze` carries: the fields as they were when the call ended, and the facts. */
export interface CallAnalyzePayload {
  call_id: string;
  fields: AnalysisField[];
  /** Fields whose built-in value came from slots: kept over the LLM's. */
  facts: string[];
}

/** Enqueues the analysis in the call's completion (`tx`); extra keys of `input` are not stored. */
export async function enqueueCallAnalysis(
  outbox: Outbox,
  tx: DbOrTx,
  tenantId: string,
  input: CallAnalyzePayload,
): Promise<void> {
  const payload: CallAnalyzePayload = { call_id: input.call_id, fields: input.fields, facts: input.facts };
  await outbox.enqueue(tx, {
    topic: CALL_ANALYZE_TOPIC,
    tenantId,
    payload: payload as unknown as Record<string, unknown>,
    maxAttempts: CALL_ANALYZE_MAX_ATTEMPTS,
  });
}

const TYPES = { string: 'string', number: 'number', boolean: 'boolean', enum: 'string' } as const;

/**
 * The JSON schema of the answer: one property per field, each nullable, all required, no
 * other property (what `strict` structured outputs need); an `enum` lists its values and null.
 */
export function analysisSchema(fields: readonly AnalysisField[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const f of fields) {
    const p: Record<string, unknown> = { type: [TYPES[f.type], 'null'] };
    if (f.description) p.description = f.description;
    if (f.type === 'enum') p.enum = [...(f.values ?? []), null];
    properties[f.name] = p;
  }
  return {
    type: 'object',
    properties,
    required: fields.map((f) => f.name),
    additionalProperties: false,
  };
}

const SYSTEM = [
  'You extract facts from the transcript of a phone call between a caller and the AI receptionist of a business.',
  'Answer with a JSON object holding every field of the schema. Each field has a description of what to extract.',
  'Use only what the conversation says. When it does not say a field’s value, the value is null: never guess or infer beyond what was said.',
  'An enum field takes one of its listed values exactly, or null. A number field takes a number, a boolean field true or false.',
  'Strings are short, in the language of the conversation.',
].join(' ');

/** The request's messages: the instructions, then the transcript (one line per turn). */
export function analysisMessages(transcript: readonly TranscriptTurn[]): LlmMessage[] {
  const lines = transcript.map((t) => `${t.role === 'caller' ? 'Caller' : 'Receptionist'}: ${t.text}`);
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: `Transcript of the call:\n\n${lines.join('\n')}` },
  ];
}

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A value that fits the field; `undefined` when it does not (wrong type, not an allowed value). */
function valueFor(f: AnalysisField, v: unknown): AnalysisValue | undefined {
  if (v === null || v === undefined) return null;
  switch (f.type) {
    case 'string':
      return typeof v === 'string' ? v.trim().slice(0, MAX_STRING) || null : undefined;
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
    case 'boolean':
      return typeof v === 'boolean' ? v : undefined;
    case 'enum':
      // The listed value itself (a difference of case or accents only is the same value).
      return typeof v === 'string' ? f.values?.find((x) => fold(x) === fold(v)) : undefined;
  }
}

/**
 * The LLM's answer checked against the fields: each value of the wrong type or outside its
 * `enum` becomes null and is counted (`invalid`). Null when the answer is not an object.
 */
export function checkAnswer(
  fields: readonly AnalysisField[],
  answer: unknown,
): { values: Record<string, AnalysisValue>; invalid: number } | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const values: Record<string, AnalysisValue> = {};
  let invalid = 0;
  for (const f of fields) {
    const v = valueFor(f, (answer as Record<string, unknown>)[f.name]);
    if (v === undefined) invalid++;
    values[f.name] = v ?? null;
  }
  return { values, invalid };
}

/** The stored values after the LLM's: facts kept, else the LLM's value, else the built-in one. */
export function mergeAnalysis(
  fields: readonly AnalysisField[],
  builtIn: Record<string, AnalysisValue> | null,
  facts: readonly string[],
  llm: Record<string, AnalysisValue>,
): Record<string, AnalysisValue> {
  const out: Record<string, AnalysisValue> = {};
  for (const f of fields) {
    const before = builtIn?.[f.name] ?? null;
    out[f.name] = facts.includes(f.name) && before !== null ? before : (llm[f.name] ?? before);
  }
  return out;
}
