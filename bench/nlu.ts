/**
 * Micro-benchmark of understand() over the utterance table: p50/p99/max per call.
 * Target: p99 < 1 ms (the whole turn budget is 50 ms). Run: npx tsx bench/nlu.ts [rounds]
 */
import { loadavg } from 'node:os';
import { understand } from '../src/modules/voice/nlu/index.js';
import { HELD_OUT } from '../test/voice/nlu/heldout.cases.js';
import { TABLE, TABLE_NOW } from '../test/voice/nlu/nlu.cases.js';

const rounds = Number(process.argv[2] ?? 200);
const inputs = [
  ...TABLE.map((c) => ({
    text: c.text,
    ctx: {
      now: c.now ? new Date(c.now) : TABLE_NOW,
      timezone: 'Europe/Warsaw',
      ...(c.previous ? { language: c.previous } : {}),
      ...(c.expecting ? { expecting: c.expecting } : {}),
    },
  })),
  ...HELD_OUT.map((c) => ({ text: c.text, ctx: { now: TABLE_NOW, timezone: 'Europe/Warsaw' } })),
];

// Warm-up (JIT, luxon zone cache).
for (let i = 0; i < 20; i++) for (const x of inputs) understand(x.text, x.ctx);

const samples: number[] = [];
const cpuSamples: number[] = [];
let sink = 0;
const t0 = process.hrtime.bigint();
for (let r = 0; r < rounds; r++) {
  for (const x of inputs) {
    const c = process.cpuUsage();
    const s = process.hrtime.bigint();
    const res = understand(x.text, x.ctx);
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
    const dc = process.cpuUsage(c);
    cpuSamples.push((dc.user + dc.system) / 1e3);
    sink += res.confidence;
  }
}
const total = Number(process.hrtime.bigint() - t0) / 1e6;
samples.sort((a, b) => a - b);
cpuSamples.sort((a, b) => a - b);
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const fmt = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const line = (label: string, xs: number[]) =>
  `${label}: p50 ${fmt(q(xs, 0.5))}, p90 ${fmt(q(xs, 0.9))}, p99 ${fmt(q(xs, 0.99))}, max ${fmt(xs[xs.length - 1]!)}`;
console.log(
  `understand(): ${samples.length} calls (${inputs.length} utterances × ${rounds}) in ${total.toFixed(0)} ms ` +
    `(mean ${fmt(total / samples.length)} incl. timing overhead)`,
);
console.log(line('  wall clock', samples));
// CPU time of the process (getrusage, µs resolution): leaves out time the scheduler gave to other
// processes, which dominates the wall-clock tail on a shared, overloaded machine.
console.log(line('  cpu time  ', cpuSamples));
console.log(
  `p99 target < 1 ms: wall ${q(samples, 0.99) < 1 ? 'met' : 'NOT met'}, cpu ${q(cpuSamples, 0.99) < 1 ? 'met' : 'NOT met'} ` +
    `(load average ${loadavg()[0]!.toFixed(1)}; checksum ${sink.toFixed(1)})`,
);
