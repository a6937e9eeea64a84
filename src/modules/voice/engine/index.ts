export { deterministicBrain, newState } from './deterministic.js';
export { createLlmBrain, type LlmBrainOptions } from './llm.js';
export { durationSeconds, polishSummary, sentimentOf } from './record.js';
export type * from './types.js';
