/**
 * The held-out evaluation of the receptionist (issue #21, item 6), part of `npm run bench:voice`:
 * scripted callers (`test/voice/eval/heldout.ts`, `--set final` for the set kept for the end,
 * `--set fresh` for the third fresh set, `test/voice/eval/fresh.ts`, `--set fourth` for the
 * fourth fresh set, `test/voice/eval/fourth.ts`, `--set fifth` for the fifth fresh set,
 * `test/voice/eval/fifth.ts`, `--set sixth` for the sixth fresh set, `test/voice/eval/sixth.ts`,
 * `--set seventh` for the seventh fresh set, `test/voice/eval/seventh.ts`, `--set eighth` for
 * the eighth fresh set, `test/voice/eval/eighth.ts`, `--set ninth` for the ninth fresh set,
 * `test/voice/eval/ninth.ts`, `--set tenth` for the tenth fresh set, `test/voice/eval/tenth.ts`,
 * `--set eleventh` for the eleventh fresh set, `test/voice/eval/eleventh.ts`,
 * `--set twelfth` for the twelfth fresh set, `test/voice/eval/twelfth.ts`,
 * `--set thirteenth` for the thirteenth fresh set, `test/voice/eval/thirteenth.ts`,
 * `--set fourteenth` for the fourteenth fresh set, `test/voice/eval/fourteenth.ts`,
 * `--set fifteenth` for the fifteenth fresh set, `test/voice/eval/fifteenth.ts`,
 * `--set sixteenth` for the sixteenth fresh set, `test/voice/eval/sixteenth.ts`,
 * `--set seventeenth` for the seventeenth fresh set, `test/voice/eval/seventeenth.ts`,
 * `--set eighteenth` for the eighteenth fresh set, `test/voice/eval/eighteenth.ts`,
 * `--set nineteenth` for the nineteenth fresh set, `test/voice/eval/nineteenth.ts`,
 * or `--set dev` for
 * the development callers the rules were tuned on, `test/voice/eval/dev.ts`) phone a dental
 * clinic set up through the API; each call is judged by its outcomes through the API
 * (`test/voice/eval/run.ts`). Reports the success rate (overall, per language and kind) and the
 * latency of whole turns (p50/p99).
 * `--concurrency N` runs N callers at a time (each on its own clinic, all starting together and
 * talking without pauses; their outcomes are read through the API once all N have hung up);
 * `--warmup N` first runs N development callers (and always the set's first caller), not
 * counted, so that the latency is that of a service that has already taken calls (the first
 * use of a rule, a pattern or a word compiles or loads it); `--verbose` prints each failed
 * caller's problems and transcript.
 * Runs on an in-memory PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
import { loadavg } from 'node:os';
import { createTestApp } from '../test/helpers/app.js';
import { ManualClock } from '../test/helpers/clock.js';
import { EVAL_NOW } from '../test/voice/eval/clinic.js';
import { DEV } from '../test/voice/eval/dev.js';
import { EIGHTEENTH } from '../test/voice/eval/eighteenth.js';
import { EIGHTH } from '../test/voice/eval/eighth.js';
import { ELEVENTH } from '../test/voice/eval/eleventh.js';
import { FIFTEENTH } from '../test/voice/eval/fifteenth.js';
import { FIFTH } from '../test/voice/eval/fifth.js';
import { FINAL } from '../test/voice/eval/final.js';
import { FOURTEENTH } from '../test/voice/eval/fourteenth.js';
import { FOURTH } from '../test/voice/eval/fourth.js';
import { FRESH } from '../test/voice/eval/fresh.js';
import { HELDOUT } from '../test/voice/eval/heldout.js';
import { NINETEENTH } from '../test/voice/eval/nineteenth.js';
import { NINTH } from '../test/voice/eval/ninth.js';
import { type CallerResult, runCaller, setUpClinic } from '../test/voice/eval/run.js';
import { SEVENTEENTH } from '../test/voice/eval/seventeenth.js';
import { SEVENTH } from '../test/voice/eval/seventh.js';
import { SIXTEENTH } from '../test/voice/eval/sixteenth.js';
import { SIXTH } from '../test/voice/eval/sixth.js';
import { TENTH } from '../test/voice/eval/tenth.js';
import { THIRTEENTH } from '../test/voice/eval/thirteenth.js';
import { TWELFTH } from '../test/voice/eval/twelfth.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const set = opt('--set') ?? 'heldout';
const concurrency = Number(opt('--concurrency') ?? 1);
const verbose = args.includes('--verbose');
const only = opt('--only');
const warmup = Number(opt('--warmup') ?? 0);
const callers = (
  {
    final: FINAL,
    fresh: FRESH,
    fourth: FOURTH,
    fifth: FIFTH,
    sixth: SIXTH,
    seventh: SEVENTH,
    eighth: EIGHTH,
    ninth: NINTH,
    tenth: TENTH,
    eleventh: ELEVENTH,
    twelfth: TWELFTH,
    thirteenth: THIRTEENTH,
    fourteenth: FOURTEENTH,
    fifteenth: FIFTEENTH,
    sixteenth: SIXTEENTH,
    seventeenth: SEVENTEENTH,
    eighteenth: EIGHTEENTH,
    nineteenth: NINETEENTH,
    dev: DEV,
  }[set] ?? HELDOUT
).filter((c) => !only || c.id.startsWith(only));

// The tests' check of every answer against the OpenAPI document is instrumentation, not the
// service: off here so the turn latency is the service's (set CONTRACT_CHECK=1 to keep it).
process.env.CONTRACT_CHECK ??= '0';
const clock = new ManualClock(EVAL_NOW);
const t = await createTestApp({ clock, redis: false });
const results: CallerResult[] = [];
let degraded: string | null = null;
try {
  // Warm-up: callers whose results are not counted (first-use compilation, caches): the set's
  // first, then `--warmup N` (default 0) of the development callers.
  for (const caller of [callers[0]!, ...DEV.slice(0, warmup)]) {
    const c = await setUpClinic(t);
    await runCaller(t, clock, c, caller);
  }
  for (let i = 0; i < callers.length; i += concurrency) {
    const batch = callers.slice(i, i + concurrency);
    const clinics = await Promise.all(batch.map(() => setUpClinic(t)));
    degraded ??= clinics[0]!.servicesDegraded;
    clock.set(EVAL_NOW);
    // The batch's callers are judged once all of them have finished talking (see `beforeJudging`).
    let talking = batch.length;
    let allDone!: () => void;
    const allTalked = new Promise<void>((resolve) => {
      allDone = resolve;
    });
    const beforeJudging = () => {
      if (--talking === 0) allDone();
      return allTalked;
    };
    results.push(
      ...(await Promise.all(
        batch.map((caller, k) =>
          runCaller(t, clock, clinics[k]!, caller, { resetClock: concurrency === 1, beforeJudging }),
        ),
      )),
    );
  }
} finally {
  await t.close();
}

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
};
const rate = (rs: CallerResult[]) =>
  `${rs.filter((r) => r.ok).length}/${rs.length} (${((rs.filter((r) => r.ok).length / Math.max(1, rs.length)) * 100).toFixed(0)}%)`;
const turns = results.flatMap((r) => r.turnMs);
const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory';
console.log(
  `held-out evaluation (${set}, ${results.length} callers, ${db}, ${concurrency} at a time): success ${rate(results)}`,
);
console.log(
  `  Polish ${rate(results.filter((r) => r.lang === 'pl'))}, English ${rate(results.filter((r) => r.lang === 'en'))}`,
);
const kinds = [...new Set(results.map((r) => r.kind))];
console.log(`  by kind: ${kinds.map((k) => `${k} ${rate(results.filter((r) => r.kind === k))}`).join('; ')}`);
const invented = results.filter((r) => r.problems.some((p) => p.startsWith('invented')));
console.log(
  `  callers given an invented answer: ${invented.length}${invented.length ? ` (${invented.map((r) => r.id).join(', ')})` : ''}`,
);
if (degraded)
  console.log(`  note: service_types with aliases/department refused (${degraded}); set without them`);
console.log(
  `  turn: p50 ${q(turns, 0.5).toFixed(1)} ms, p99 ${q(turns, 0.99).toFixed(1)} ms, max ${q(turns, 1).toFixed(1)} ms over ${turns.length} turns (load average ${loadavg()[0]!.toFixed(1)})`,
);
if (concurrency === 1) {
  const cpu = results.flatMap((r) => r.cpuMs);
  console.log(
    `  CPU of this process per turn: p50 ${q(cpu, 0.5).toFixed(1)} ms, p99 ${q(cpu, 0.99).toFixed(1)} ms (app, NLU, engine${process.env.TEST_DATABASE_URL ? '; the PostgreSQL server not counted' : ', PGlite'})`,
  );
}
const failed = results.filter((r) => !r.ok);
if (failed.length) console.log(`  failed: ${failed.map((r) => r.id).join(', ')}`);
if (verbose)
  for (const r of failed) {
    console.log(`\n${r.id} [${r.kind}, ${r.lang}]: ${r.problems.join(' | ')}`);
    for (const x of r.transcript) console.log(`   > ${x.caller}\n   < ${x.reply}`);
  }
