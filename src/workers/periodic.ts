import type { Clock } from '../platform/clock.js';
import type { ScheduledWork } from '../platform/deps.js';

export interface JobLog {
  info(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Runs scheduled work once at start, then every `intervalMs`. One run at a time (concurrent
 * calls share the run in progress); a failed run is logged and the next one tries again. The
 * timer does not keep the process alive; `stop` waits for the run in progress.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  runs = 0;

  constructor(
    private readonly work: ScheduledWork,
    private readonly opts: { clock: Clock; log: JobLog },
  ) {}

  runOnce(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.work
      .run(this.opts.clock.now())
      .then((n) => {
        this.runs += 1;
        if (n > 0) this.opts.log.info({ count: n }, this.work.name);
        return n;
      })
      .catch((err) => {
        this.opts.log.error({ err }, `${this.work.name}: run failed`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  start() {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.work.intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
