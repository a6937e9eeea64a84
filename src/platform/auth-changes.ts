import type { Redis } from 'ioredis';

/**
 * Announcements that what an API key authenticates as changed (a revocation), so that every
 * instance's principal cache (`PrincipalCache`) forgets what it holds: at once in this
 * process, and in the other instances through Redis pub/sub when REDIS_URL is configured.
 * A lost message (Redis down, a change made with plain SQL on a PostgreSQL server) leaves
 * the cache's time limit as the bound.
 */
export class AuthChanges {
  static readonly CHANNEL = 'recepcja:auth:changed';
  private readonly listeners = new Set<() => void>();
  private subscriber: Redis | undefined;

  constructor(private readonly redis: Redis | undefined) {}

  /** Call after the change committed. */
  announce() {
    this.emit();
    this.redis?.publish(AuthChanges.CHANNEL, '1').catch(() => {});
  }

  /** `onChange` runs on every announcement, this instance's and (with Redis) the others'. */
  async subscribe(onChange: () => void): Promise<() => Promise<void>> {
    this.listeners.add(onChange);
    if (this.redis && !this.subscriber) {
      const sub = this.redis.duplicate();
      this.subscriber = sub;
      sub.on('message', () => this.emit());
      // Announcements made while the connection was down are lost: forget everything on reconnect.
      sub.on('ready', () => this.emit());
      sub.on('error', () => {});
      await sub.subscribe(AuthChanges.CHANNEL).catch(() => {});
    }
    return async () => {
      this.listeners.delete(onChange);
      if (this.listeners.size === 0 && this.subscriber) {
        this.subscriber.disconnect();
        this.subscriber = undefined;
      }
    };
  }

  private emit() {
    for (const l of this.listeners) l();
  }
}
