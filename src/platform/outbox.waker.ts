import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** Wake-ups so that a worker does not wait for its next poll; Redis pub/sub across instances. */
export class Waker {
  private readonly local = new EventEmitter();
  private subscriber: Redis | undefined;
  private static readonly CHANNEL = 'recepcja:outbox:wake';

  constructor(private readonly redis: Redis | undefined) {
    this.local.setMaxListeners(100);
  }

  wake(topic: string) {
    this.local.emit('wake', topic);
    this.redis?.publish(Waker.CHANNEL, topic).catch(() => {});
  }

  async onWake(cb: (topic: string) => void) {
    this.local.on('wake', cb);
    if (this.redis && !this.subscriber) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (_channel: string, topic: string) => this.local.emit('wake', topic));
      this.subscriber.on('error', () => {});
      await this.subscriber.subscribe(Waker.CHANNEL).catch(() => {});
    }
  }

  async close() {
    this.local.removeAllListeners();
    if (this.subscriber) {
      this.subscriber.disconnect();
      this.subscriber = undefined;
    }
  }
}
