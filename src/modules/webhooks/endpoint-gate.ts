/**
 * Per-endpoint limits on the webhook posts of one process, so that one slow receiver cannot
 * take the workers' time from everyone else's.
 *
 * An endpoint is *slow* when its recent answers took `slowMs` or more on average (a time-out
 * counts as its full duration), or when one of its posts in flight has already run that long.
 * A slow endpoint has at most `slowConcurrency` posts in flight; any other endpoint at most
 * `fastConcurrency` (high enough never to hold back a healthy receiver: it only bounds the
 * first burst to an endpoint not yet known to be slow). An endpoint at its limit is *busy*:
 * claims skip its messages (`OutboxLanes`) and its messages already in hand are put back
 * for later, without counting an attempt.
 *
 * The state is in process: each worker process limits its own posts (N worker processes
 * allow up to N × `slowConcurrency` posts in flight to a slow endpoint). An endpoint's
 * state is forgotten when it has nothing in flight and is no longer slow.
 */
export interface EndpointGateOptions {
  slowMs?: number;
  slowConcurrency?: number;
  fastConcurrency?: number;
  /** Milliseconds of a monotonic clock (default `performance.now`). */
  now?: () => number;
}

interface EndpointState {
  /** Start times of the posts in flight, by ticket. */
  inFlight: Map<number, number>;
  /** Moving average of the durations of its recent posts (ms), undefined before the first. */
  avgMs: number | undefined;
}

/** Weight of the newest duration in the moving average. */
const ALPHA = 0.3;

export class EndpointGate {
  readonly slowMs: number;
  readonly slowConcurrency: number;
  readonly fastConcurrency: number;
  private readonly now: () => number;
  private readonly endpoints = new Map<string, EndpointState>();
  private ticket = 0;
  /** Posts refused so far (their messages put back for later). */
  refused = 0;

  constructor(opts: EndpointGateOptions = {}) {
    this.slowMs = opts.slowMs ?? 1_000;
    this.slowConcurrency = opts.slowConcurrency ?? 4;
    this.fastConcurrency = opts.fastConcurrency ?? 64;
    this.now = opts.now ?? (() => performance.now());
  }

  isSlow(endpointId: string): boolean {
    const s = this.endpoints.get(endpointId);
    if (!s) return false;
    if (s.avgMs !== undefined && s.avgMs >= this.slowMs) return true;
    const since = this.now() - this.slowMs;
    for (const started of s.inFlight.values()) if (started <= since) return true;
    return false;
  }

  /** How many more posts to this endpoint may start now. */
  room(endpointId: string): number {
    const inFlight = this.endpoints.get(endpointId)?.inFlight.size ?? 0;
    const limit = this.isSlow(endpointId) ? this.slowConcurrency : this.fastConcurrency;
    return Math.max(0, limit - inFlight);
  }

  /**
   * Starts a post if the endpoint has room: returns the function to call when it ends, or
   * undefined when the endpoint is busy.
   */
  enter(endpointId: string): (() => void) | undefined {
    if (this.room(endpointId) <= 0) {
      this.refused++;
      return undefined;
    }
    let s = this.endpoints.get(endpointId);
    if (!s) {
      s = { inFlight: new Map(), avgMs: undefined };
      this.endpoints.set(endpointId, s);
    }
    const state = s;
    const ticket = ++this.ticket;
    const started = this.now();
    state.inFlight.set(ticket, started);
    return () => {
      if (!state.inFlight.delete(ticket)) return;
      const ms = this.now() - started;
      state.avgMs = state.avgMs === undefined ? ms : state.avgMs + ALPHA * (ms - state.avgMs);
      if (state.inFlight.size === 0 && state.avgMs < this.slowMs) this.endpoints.delete(endpointId);
    };
  }

  /** The endpoints at their limit now: claims leave their messages for later. */
  busy(): string[] {
    return [...this.endpoints.keys()].filter((id) => this.room(id) <= 0);
  }

  /**
   * When a message put back for a busy endpoint is due again: about when one of its posts
   * should have ended (its average duration), from 1 s to 15 s.
   */
  retryInMs(endpointId: string): number {
    const avg = this.endpoints.get(endpointId)?.avgMs ?? this.slowMs;
    return Math.round(Math.min(Math.max(avg, 1_000), 15_000));
  }
}
