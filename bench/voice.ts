/**
 * `npm run bench:voice`: scripted callers (Polish and English, every outcome) through the voice
 * service on an in-memory PGlite database: per-turn latency (p50/p99 of whole turns: engine,
 * NLU, slot search, booking, call completion) and the scripted success rate (the expected
 * outcome reached). Target p99 < 50 ms. Run: npx tsx bench/voice.ts [rounds]
 */
import { randomBytes, randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { createPlatform } from '../src/app.js';
import { parseConfig, type ResolvedConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';
import { departments, phoneNumbers, tenants } from '../src/modules/tenants/tenants.schema.js';
import { type Brain, deterministicBrain, type Tools } from '../src/modules/voice/engine/index.js';
import { createVoiceService } from '../src/modules/voice/voice.service.js';

const rounds = Number(process.argv[2] ?? 10);

class BenchClock {
  constructor(private t: number) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
}

const SCRIPTS: { name: string; lines: string[]; outcome: string }[] = [
  {
    name: 'book pl',
    lines: ['Dzień dobry, chciałbym umówić wizytę jutro o 10', 'Tak', 'Jan Kowalski', 'Nie, dziękuję'],
    outcome: 'booked',
  },
  {
    name: 'book pl alt',
    lines: ['Chciałabym się zapisać w czwartek po południu', 'pierwszy', 'Anna Nowak', 'Do widzenia'],
    outcome: 'booked',
  },
  {
    name: 'book en',
    lines: [
      "Hello, I'd like to book an appointment next Tuesday afternoon",
      'The second one, please',
      'My name is John Smith',
      'No, thanks, bye',
    ],
    outcome: 'booked',
  },
  { name: 'faq pl', lines: ['Czy macie parking?', 'Nie, dziękuję'], outcome: 'answered_faq' },
  { name: 'faq en', lines: ['Do you take card payments?', 'No, thanks, bye'], outcome: 'answered_faq' },
  {
    name: 'hours pl',
    lines: ['W jakich godzinach jesteście otwarci?', 'Nie, dziękuję'],
    outcome: 'answered_faq',
  },
  {
    name: 'missed pl',
    lines: ['Czy przyjmujecie zwierzęta w poczekalni?', 'Nie', 'Do widzenia'],
    outcome: 'no_action',
  },
  {
    name: 'message pl',
    lines: ['Chciałbym zostawić wiadomość', 'Proszę o pilny kontakt w sprawie wyników badań'],
    outcome: 'callback',
  },
  {
    name: 'message en',
    lines: ['Please tell the doctor that I will be 10 minutes late'],
    outcome: 'callback',
  },
  {
    // The caller has no appointment here: looked up by their number, none found.
    name: 'cancel pl (none booked)',
    lines: ['Chciałbym odwołać wizytę', 'Do widzenia'],
    outcome: 'no_action',
  },
  { name: 'transfer pl', lines: ['Muszę pilnie porozmawiać z księgowością'], outcome: 'transferred' },
  {
    name: 'transfer en',
    lines: ['Can I speak to someone in accounting, it is urgent'],
    outcome: 'transferred',
  },
];

const HOURS = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [['08:00', '16:00']]]));
const mobile = () => `+48${['501', '601', '691', '791'][randomInt(4)]}${randomInt(100_000, 999_999)}`;

const config = parseConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: '/tmp/recepcja-bench-unused',
  INTERNAL_API_KEY: 'bench-internal-key-0123456789',
  CI_STATUS_TOKEN: 'bench-ci-token-0123456789abcdef',
  JWT_SECRET: 'bench-jwt-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
}) as ResolvedConfig;
const database = await openPglite(undefined);
await database.migrate();
const clock = new BenchClock(Date.parse('2026-11-23T07:00:00.000Z'));
const platform = createPlatform({ config, database, clock });
/** The built-in brain, timed: its own time per turn without the time spent in its tools (database). */
const engineMs: number[] = [];
let recording = false;
const timedBrain: Brain = {
  name: deterministicBrain.name,
  greet: (tenant, state) => deterministicBrain.greet(tenant, state),
  async nextTurn(tenant, state, text, tools) {
    let inTools = 0;
    const timed =
      <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
      async (...a: A): Promise<R> => {
        const t0 = performance.now();
        try {
          return await fn(...a);
        } finally {
          inTools += performance.now() - t0;
        }
      };
    const wrapped: Tools = {
      now: tools.now,
      availability: timed(tools.availability),
      book: timed(tools.book),
      answer: timed(tools.answer),
      ...(tools.findAppointments ? { findAppointments: timed(tools.findAppointments) } : {}),
      ...(tools.cancelAppointment ? { cancelAppointment: timed(tools.cancelAppointment) } : {}),
      ...(tools.moveAppointment ? { moveAppointment: timed(tools.moveAppointment) } : {}),
      ...(tools.sendCode ? { sendCode: timed(tools.sendCode) } : {}),
      ...(tools.checkCode ? { checkCode: tools.checkCode } : {}),
    };
    const t0 = performance.now();
    const out = await deterministicBrain.nextTurn(tenant, state, text, wrapped);
    if (recording) engineMs.push(performance.now() - t0 - inTools);
    return out;
  },
};
const voice = createVoiceService(platform, timedBrain);

const turnMs: number[] = [];
const startMs: number[] = [];
let ok = 0;
let total = 0;
const failures = new Map<string, number>();

for (let r = 0; r < rounds + 1; r++) {
  const warmup = r === 0;
  recording = !warmup;
  // A fresh business per round: the scripted bookings always find the same calendar.
  const [t] = await database.db
    .insert(tenants)
    .values({
      businessName: 'Przychodnia Zdrówko',
      tier: 'business',
      subscriptionStatus: 'active',
      isLive: true,
      openingHours: HOURS,
      faq: {
        'Czy macie parking?': 'Tak, bezpłatny parking dla pacjentów jest za budynkiem.',
        'Do you accept card payments?': 'Yes, we accept cards and BLIK.',
      },
      transferNumbers: ['+48221000000'],
    })
    .returning();
  const number = `+4822${randomInt(1_000_000, 9_999_999)}`;
  await database.db.insert(phoneNumbers).values({ tenantId: t!.id, number, kind: 'assigned' });
  await database.db
    .insert(departments)
    .values({ tenantId: t!.id, name: 'Księgowość', transferNumber: '+48221000001', keywords: ['faktury'] });
  for (const script of SCRIPTS) {
    const s0 = performance.now();
    const started = await voice.start({ to: number, from: mobile() });
    if (!warmup) startMs.push(performance.now() - s0);
    let outcome: string | null = null;
    for (const line of script.lines) {
      clock.advance(5_000);
      const t0 = performance.now();
      const turn = await voice.turn(started.session_id!, { text: line });
      if (!warmup) turnMs.push(performance.now() - t0);
      if (turn.ended) {
        outcome = turn.outcome;
        break;
      }
    }
    if (warmup) continue;
    total++;
    if (outcome === script.outcome) ok++;
    else failures.set(script.name, (failures.get(script.name) ?? 0) + 1);
  }
}
await database.close();

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `voice engine (deterministic brain, PGlite in memory): ${total} scripted calls, ${turnMs.length} turns, ${rounds} rounds`,
);
console.log(`  turn:  p50 ${fmt(q(turnMs, 0.5))}, p99 ${fmt(q(turnMs, 0.99))}, max ${fmt(q(turnMs, 1))}`);
console.log(
  `  engine alone (brain + NLU, tool time excluded): p50 ${fmt(q(engineMs, 0.5))}, p99 ${fmt(q(engineMs, 0.99))}, max ${fmt(q(engineMs, 1))}`,
);
console.log(
  `  start: p50 ${fmt(q(startMs, 0.5))}, p99 ${fmt(q(startMs, 0.99))} (quota check, call record, greeting)`,
);
console.log(
  `  success: ${ok}/${total} (${((ok / total) * 100).toFixed(1)}%)${failures.size ? ` failures: ${JSON.stringify(Object.fromEntries(failures))}` : ''}`,
);
console.log(
  `  p99 target < 50 ms per turn: whole turn ${q(turnMs, 0.99) < 50 ? 'met' : 'NOT met'}, engine ${q(engineMs, 0.99) < 50 ? 'met' : 'NOT met'} (load average ${loadavg()[0]!.toFixed(1)})`,
);
