export { deterministicBrain, newState } from './deterministic.js';
export { durationSeconds, polishSummary, sentimentOf } from './record.js';
export type * from './types.js';
