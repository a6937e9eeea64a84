/**
 * The `call.analyze` outbox handler: the LLM brain's post-call analysis of one call (see
 * `analysis.llm.ts`). Done: the call's `analysis` holds the merged values and `analysis_status`
 * is `done`. Given up (no try left, or a failure retrying cannot mend: a refusal, a 4xx, no LLM
 * endpoint configured): `failed`, the built-in values kept. Either way `call.analyzed` is raised
 * in the same transaction, once (the update is fenced by `analysis_status = 'pending'`).
 */
import { and, eq } from 'drizzle-orm';
import type { Platform } from '../../platform/deps.js';
import { EVENT_TOPIC, raiseEvent } from '../../platform/events.js';
import { type OutboxMessage, PermanentFailure } from '../../platform/outbox.js';
import { chatStructured, createLlmClient, LlmProviderError } from '../../providers/llm/index.js';
import { calls } from '../calls/calls.schema.js';
import type { AnalysisValue } from './analysis.js';
import {
  ANALYSIS_FORMAT_NAME,
  analysisMessages,
  analysisSchema,
  type CallAnalyzePayload,
  checkAnswer,
  mergeAnalysis,
} from './analysis.llm.js';

/** The analysis is not on the phone: it may take longer than a turn. */
const ANALYSIS_TIMEOUT_MS = 30_000;

/** Whether trying again may help: timeouts, unreachable, 5xx, 408/409/429, and answers that are not JSON. */
function retryable(err: LlmProviderError): boolean {
  if (err.kind !== 'http') return true;
  const s = err.status ?? 0;
  return s >= 500 || s === 408 || s === 409 || s === 429;
}

export function callAnalyzeHandler(p: Platform) {
  const cfg = p.config.providers;
  const client = cfg.llmBaseUrl
    ? createLlmClient({
        llmBaseUrl: cfg.llmBaseUrl,
        llmApiKey: cfg.llmApiKey,
        llmModel: cfg.llmModel,
        timeoutMs: Math.max(cfg.llmTimeoutMs, ANALYSIS_TIMEOUT_MS),
      })
    : null;

  /** Writes the outcome and raises `call.analyzed`, once; false when it was written already. */
  async function settle(
    tenantId: string,
    callId: string,
    status: 'done' | 'failed',
    values: Record<string, AnalysisValue> | null,
    invalid: number,
  ): Promise<boolean> {
    const now = p.clock.now();
    const written = await p.db.transaction(async (tx) => {
      const [row] = await tx
        .update(calls)
        .set({ analysisStatus: status, ...(values ? { analysis: values } : {}), updatedAt: now })
        .where(and(eq(calls.tenantId, tenantId), eq(calls.id, callId), eq(calls.analysisStatus, 'pending')))
        .returning({ analysis: calls.analysis });
      if (!row) return false;
      await raiseEvent(
        p.outbox,
        tx,
        tenantId,
        'call.analyzed',
        { call_id: callId, analysis_status: status, analysis: row.analysis ?? {}, invalid_values: invalid },
        now,
      );
      return true;
    });
    if (written) p.outbox.wake(EVENT_TOPIC);
    return written;
  }

  return async (msg: OutboxMessage): Promise<void> => {
    const payload = msg.payload as unknown as CallAnalyzePayload;
    const tenantId = msg.tenantId;
    if (!tenantId) throw new PermanentFailure('call.analyze without a tenant');
    const [call] = await p.db
      .select({ analysis: calls.analysis, status: calls.analysisStatus, transcript: calls.transcript })
      .from(calls)
      .where(and(eq(calls.tenantId, tenantId), eq(calls.id, payload.call_id)))
      .limit(1);
    // Gone (the tenant deleted), or settled by an earlier run whose message was not marked done.
    if (call?.status !== 'pending') return;
    const transcript = call.transcript ?? [];
    // Nobody said anything: nothing to ask; the built-in values are the analysis.
    if (!transcript.some((t) => t.role === 'caller')) {
      await settle(tenantId, payload.call_id, 'done', null, 0);
      return;
    }
    let checked: NonNullable<ReturnType<typeof checkAnswer>>;
    try {
      if (!client) throw new PermanentFailure('no LLM endpoint is configured (LLM_BASE_URL)');
      const answer = await chatStructured(client, {
        messages: analysisMessages(transcript),
        format: { name: ANALYSIS_FORMAT_NAME, schema: analysisSchema(payload.fields) },
      });
      if (answer.refusal !== null) throw new PermanentFailure(`the model refused: ${answer.refusal}`);
      const fitted = checkAnswer(payload.fields, answer.value);
      if (!fitted) throw new LlmProviderError('malformed', 'the structured answer is not a JSON object');
      checked = fitted;
    } catch (err) {
      const permanent =
        err instanceof PermanentFailure || (err instanceof LlmProviderError && !retryable(err));
      if (permanent || msg.attempts >= msg.maxAttempts) {
        await settle(tenantId, payload.call_id, 'failed', null, 0);
        if (err instanceof PermanentFailure) throw err;
        throw new PermanentFailure(err instanceof Error ? err.message : String(err));
      }
      throw err;
    }
    const values = mergeAnalysis(payload.fields, call.analysis, payload.facts, checked.values);
    await settle(tenantId, payload.call_id, 'done', values, checked.invalid);
  };
}
