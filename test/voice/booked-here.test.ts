import { describe, expect, it } from 'vitest';
import { noteBooked, noteCancelled } from '../../src/modules/voice/engine/booked-here.js';
import type { DialogueState } from '../../src/modules/voice/engine/types.js';

const fresh = (outcome?: DialogueState['outcome']) => ({ outcome }) as DialogueState;

describe('the call outcome after bookings and cancellations in the call', () => {
  it('a booking cancelled before the call ends is no longer booked', () => {
    const s = fresh();
    noteBooked(s, 'a1');
    expect(s.outcome).toBe('booked');
    noteCancelled(s, 'a1');
    expect(s.outcome).toBe('no_action');
  });
  it('a booking replaced by another stays booked; cancelling an older appointment keeps it', () => {
    const s = fresh();
    noteBooked(s, 'a1');
    noteBooked(s, 'a2', 'a1');
    noteCancelled(s, 'old');
    expect(s.outcome).toBe('booked');
    expect(s.bookedHere).toEqual(['a2']);
  });
  it('a cancellation without a booking in the call keeps what was reached before', () => {
    const s = fresh('answered_faq');
    noteCancelled(s, 'x');
    expect(s.outcome).toBe('answered_faq');
  });
});
