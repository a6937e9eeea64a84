/** The stored state of one conversation of the text channel, and its time limits. */
import { AppError } from '../../platform/errors.js';
import type { DialogueState, TenantSnapshot } from './engine/index.js';
import type { WarmTransfer } from './voice.transfer.js';

export interface StoredSession {
  brain: string;
  tenant: TenantSnapshot;
  dialogue: DialogueState;
  /** Answered over the plan's simultaneous calls: the lines-busy greeting, then a message. */
  overflow?: boolean;
  /** A warm transfer of this call (`voice.transfer.ts`). */
  transfer?: WarmTransfer;
}

/** A conversation nobody has spoken in for this long is over: see `endIdleSessions`. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** How often the worker looks for such conversations. */
export const IDLE_SWEEP_INTERVAL_MS = 5 * 60_000;

export const sessionNotFound = () =>
  new AppError(404, 'not_found', { message: 'Session not found.', messagePl: 'Nie znaleziono rozmowy.' });
