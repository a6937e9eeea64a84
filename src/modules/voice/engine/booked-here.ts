/**
 * The appointments booked (or moved) in this call that still stand, for the call's outcome: a
 * call whose only booking was cancelled before it ended reports what a cancellation reports
 * (`no_action`, or what was reached before the booking), never `booked`. The last action decides.
 */
import type { DialogueState } from './types.js';

/** An appointment booked or moved in this call (`replaced`: the one it took the place of). */
export function noteBooked(state: DialogueState, id: string, replaced?: string): void {
  const standing = (state.bookedHere ?? []).filter((x) => x !== replaced && x !== id);
  state.bookedHere = [...standing, id];
  state.outcome = 'booked';
}

/** An appointment cancelled in this call: with nothing booked here left, the call is no longer `booked`. */
export function noteCancelled(state: DialogueState, id: string): void {
  const was = state.bookedHere ?? [];
  const standing = was.filter((x) => x !== id);
  state.bookedHere = standing;
  if (was.length > 0 && standing.length === 0 && state.outcome === 'booked') state.outcome = undefined;
  state.outcome ??= 'no_action';
}
