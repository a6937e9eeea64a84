import type { Platform } from '../../platform/deps.js';
import { createLlmClient } from '../../providers/llm/index.js';
import { recordProviderEvent } from '../status/provider-events.js';
import { type Brain, createLlmBrain, deterministicBrain } from './engine/index.js';

/**
 * The brains a session may name: the built-in one, the LLM one when `LLM_BASE_URL` is set (its
 * failures are recorded as `llm` provider fallback events), and `extra` (tests, benchmarks).
 */
export function voiceBrains(p: Platform, extra?: Brain): Map<string, Brain> {
  const brains = new Map<string, Brain>([[deterministicBrain.name, deterministicBrain]]);
  const llm = p.config.providers;
  if (llm.llmBaseUrl) {
    const client = createLlmClient({
      llmBaseUrl: llm.llmBaseUrl,
      llmApiKey: llm.llmApiKey,
      llmModel: llm.llmModel,
      timeoutMs: llm.llmTimeoutMs,
    });
    const brain = createLlmBrain(client, {
      onFallback: async (err) => {
        await recordProviderEvent(p.db, {
          provider: 'llm',
          kind: 'fallback',
          detail: `voice call continued on the built-in brain: ${err.message}`,
        });
      },
    });
    brains.set(brain.name, brain);
  }
  if (extra) brains.set(extra.name, extra);
  return brains;
}
