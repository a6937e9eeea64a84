import { randomBytes } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.js';
import { ManualClock } from '../../../test/helpers/clock.js';
import { createUser, uniqueEmail } from '../../../test/helpers/fixtures.js';
import { outboxMessages } from '../../platform/outbox.schema.js';
import { calendarSandboxEvents } from '../calendar/calendar.schema.js';
import { conciergeLeads, demoBookings, supportTickets } from './concierge.schema.js';
import { corpus } from './retrieval.js';

const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! || 1}`;

describe('public concierge', () => {
  let t: TestApp;
  const clock = new ManualClock();
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await createUser(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Fetches a challenge and solves it with altcha-lib's own solver, as the widget does. */
  const solved = async (ip = randomIp()) => {
    const res = await t.app.inject({ url: '/concierge/challenge', remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const challenge = res.json();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const ask = (
    payload: Record<string, unknown>,
    opts: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/concierge/ask',
      remoteAddress: opts.ip ?? randomIp(),
      headers: opts.headers,
      payload,
    });

  describe('ALTCHA gate', () => {
    it('hands out a signed, expiring PBKDF2 challenge, not cacheable', async () => {
      const res = await t.app.inject({ url: '/concierge/challenge', remoteAddress: randomIp() });
      expect(res.headers['cache-control']).toBe('no-store');
      const ch = res.json();
      expect(ch.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(ch.parameters.cost).toBe(200);
      expect(typeof ch.signature).toBe('string');
      // The expiry is signed in `data` and judged by the service clock, never the machine's.
      expect(ch.parameters.expiresAt).toBeUndefined();
      expect(ch.parameters.data.expires_at).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
    });

    it('accepts a solved payload once, in the body or the X-Altcha header', async () => {
      const payload = await solved();
      const first = await ask({ question: 'How much does it cost?', altcha: payload });
      expect(first.statusCode).toBe(200);
      const replay = await ask({ question: 'How much does it cost?', altcha: payload });
      expect(replay.statusCode).toBe(409);
      expect(replay.json().code).toBe('altcha_already_used');
      const viaHeader = await ask(
        { question: 'Is there a free trial?' },
        { headers: { 'x-altcha': await solved() } },
      );
      expect(viaHeader.statusCode).toBe(200);
      expect(viaHeader.json().source).toMatch(/#trial$/);
    });

    it('refuses concurrent replays of one payload: exactly one wins', async () => {
      const payload = await solved();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => ask({ question: 'pricing', altcha: payload })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    });

    it('refuses missing, malformed, wrong, altered, foreign and expired payloads with clear 4xx', async () => {
      const missing = await ask({ question: 'pricing' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('altcha_required');
      expect(missing.json().message_pl).toMatch(/test antybotowy/i);

      const malformed = await ask({ question: 'pricing', altcha: 'not base64 json' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('altcha_malformed');

      const decode = (p: string) => JSON.parse(Buffer.from(p, 'base64').toString());
      const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');

      // The proof is the derived key: a different one is refused.
      const wrong = decode(await solved());
      const dk: string = wrong.solution.derivedKey;
      wrong.solution.derivedKey = `${dk.slice(0, -1)}${dk.endsWith('0') ? '1' : '0'}`;
      const r1 = await ask({ question: 'pricing', altcha: encode(wrong) });
      expect(r1.statusCode).toBe(403);
      expect(r1.json().code).toBe('altcha_invalid');

      const altered = decode(await solved());
      altered.challenge.parameters.cost = 1;
      expect((await ask({ question: 'pricing', altcha: encode(altered) })).json().code).toBe(
        'altcha_invalid',
      );

      // A challenge signed with another key and solved correctly is still refused.
      const foreign = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 10,
        deriveKey,
        hmacSignatureSecret: 'someone-else-secret-0123456789',
        data: { expires_at: Math.floor(clock.now().getTime() / 1000) + 600 },
      });
      const foreignSolution = await solveChallenge({ challenge: foreign, deriveKey });
      const r2 = await ask({
        question: 'pricing',
        altcha: encode({ challenge: foreign, solution: foreignSolution }),
      });
      expect(r2.statusCode).toBe(403);
      expect(r2.json().code).toBe('altcha_invalid');

      const late = await solved();
      clock.advance(11 * 60_000);
      try {
        const r3 = await ask({ question: 'pricing', altcha: late });
        expect(r3.statusCode).toBe(403);
        expect(r3.json().code).toBe('altcha_expired');
      } finally {
        clock.set(new Date());
      }
    });

    it('validates the body before spending the payload', async () => {
      const payload = await solved();
      const bad = await ask({ question: '', altcha: payload });
      expect(bad.statusCode).toBe(422);
      const unknownField = await ask({ question: 'x', altcha: payload, extra: 1 });
      expect(unknownField.statusCode).toBe(422);
      expect((await ask({ question: 'pricing', altcha: payload })).statusCode).toBe(200);
    });

    it('gates every concierge and preview route', async () => {
      const ip = randomIp();
      const routes = [
        { method: 'GET' as const, url: '/concierge/demo-availability' },
        {
          method: 'POST' as const,
          url: '/concierge/support-ticket',
          payload: { email: uniqueEmail(), message: 'Hello' },
        },
        {
          method: 'POST' as const,
          url: '/concierge/book-demo',
          payload: { name: 'A', email: uniqueEmail(), start: new Date().toISOString() },
        },
        {
          method: 'POST' as const,
          url: '/preview/demo-call',
          payload: { email: uniqueEmail(), business_name: 'Salon' },
        },
      ];
      for (const r of routes) {
        const res = await t.app.inject({ ...r, remoteAddress: ip });
        expect(res.statusCode, r.url).toBe(400);
        expect(res.json().code).toBe('altcha_required');
      }
    });

    it('rate-limits per client IP with Retry-After', async () => {
      const ip = randomIp();
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await ask({ question: 'pricing' }, { ip })).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
      const limited = await ask({ question: 'pricing' }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.headers['ratelimit-limit']).toBe('20');
      // Another IP is not affected.
      expect((await ask({ question: 'pricing' })).statusCode).toBe(400);
    });
  });

  describe('ask', () => {
    const entry = (id: string) => corpus.entries.find((e) => e.id === id)!;

    it('answers plan questions with the corpus text, in the asked or detected language', async () => {
      const pl = await ask({ question: 'Ile kosztuje plan Solo?', altcha: await solved() });
      expect(pl.statusCode).toBe(200);
      expect(pl.json()).toMatchObject({
        text: entry('plan-solo').answer.pl,
        quick_replies: entry('plan-solo').quick_replies.pl,
        source: `corpus:${corpus.version}#plan-solo`,
        answered: true,
        language: 'pl',
      });
      expect(pl.json().text).toContain('349');
      expect(pl.json().text).toContain('290');
      expect(pl.json().deep_link).toMatch(/\/pricing#solo$/);

      const en = await ask({ question: 'What are your prices?', altcha: await solved() });
      expect(en.json().text).toBe(entry('plans').answer.en);
      for (const n of ['349', '290', '1200', '1000', '2500', '2090', '150', '600', '2000']) {
        expect(en.json().text).toContain(n);
      }

      const forced = await ask({
        question: 'Is there a free trial?',
        language: 'pl',
        altcha: await solved(),
      });
      expect(forced.json().text).toBe(entry('trial').answer.pl);

      const residency = await ask({ question: 'Gdzie przechowujecie dane?', altcha: await solved() });
      expect(residency.json().text).toBe(entry('data-residency').answer.pl);
    });

    it('says so honestly when the corpus does not cover the question', async () => {
      for (const [question, lang] of [
        ['What is the weather in Paris tomorrow?', 'en'],
        ['Czy mogę zamówić u was pizzę?', 'pl'],
      ] as const) {
        const res = await ask({ question, altcha: await solved() });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ answered: false, source: null, language: lang });
        expect(body.deep_link).toMatch(/\/support$/);
        expect(body.text).toMatch(lang === 'pl' ? /Nie mam tej informacji/ : /I don't have that/);
        expect(body.quick_replies[0]).toMatch(lang === 'pl' ? /zgłoszenie/ : /support ticket/);
        // Every answered text is a corpus text; the fallback text is not pretending to be one.
        expect(corpus.entries.some((e) => e.answer.en === body.text || e.answer.pl === body.text)).toBe(
          false,
        );
      }
    });
  });

  describe('support tickets', () => {
    it('validates the e-mail, stores the ticket and e-mails the team', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/concierge/support-ticket',
        remoteAddress: randomIp(),
        payload: { email: 'nope', message: 'Hi', altcha: await solved() },
      });
      expect(bad.statusCode).toBe(422);
      const email = uniqueEmail('visitor');
      const res = await t.app.inject({
        method: 'POST',
        url: '/concierge/support-ticket',
        remoteAddress: randomIp(),
        payload: {
          email,
          name: 'Anna',
          subject: 'Faktura',
          message: 'Czy wystawiacie faktury VAT?',
          altcha: await solved(),
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('open');
      const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, res.json().id));
      expect(row).toMatchObject({ email, subject: 'Faktura', language: 'pl', status: 'open' });
      const mails = await t.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.topic, 'email'), sql`${outboxMessages.payload}->>'to' = ${admin.user.email}`),
        );
      expect(mails.some((m) => String((m.payload as { text: string }).text).includes(res.json().id))).toBe(
        true,
      );
      // Nothing is mailed to the visitor's address.
      const toVisitor = await t.db
        .select()
        .from(outboxMessages)
        .where(sql`${outboxMessages.payload}->>'to' = ${email}`);
      expect(toVisitor).toHaveLength(0);

      const list = await t.app.inject({ url: '/admin/support-tickets', headers: admin.auth });
      expect(list.statusCode).toBe(200);
      expect(list.json()[0]).toMatchObject({ id: res.json().id, email });
      const user = await createUser(t);
      expect((await t.app.inject({ url: '/admin/support-tickets', headers: user.auth })).statusCode).toBe(
        403,
      );
    });
  });

  describe('demos', () => {
    const warsaw = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });

    it('offers working-hour slots in Europe/Warsaw and books one as a sandbox calendar hold with a video link', async () => {
      const res = await t.app.inject({
        url: '/concierge/demo-availability',
        remoteAddress: randomIp(),
        headers: { 'x-altcha': await solved() },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        timezone: 'Europe/Warsaw',
        slot_minutes: 30,
        calendar: 'provider',
        calendar_provider: 'sandbox-calendar',
        calendar_status: 'ok',
      });
      expect(body.slots.length).toBeGreaterThan(100);
      for (const s of body.slots) {
        const parts = warsaw.formatToParts(new Date(s.start));
        const day = parts.find((p) => p.type === 'weekday')!.value;
        const minutes =
          Number(parts.find((p) => p.type === 'hour')!.value) * 60 +
          Number(parts.find((p) => p.type === 'minute')!.value);
        expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(day);
        expect(minutes).toBeGreaterThanOrEqual(9 * 60);
        expect(minutes).toBeLessThanOrEqual(16 * 60 + 30);
        expect(new Date(s.end).getTime() - new Date(s.start).getTime()).toBe(30 * 60_000);
        expect(new Date(s.start).getTime()).toBeGreaterThan(clock.now().getTime() + 2 * 3600_000 - 1);
      }

      const slot = body.slots[3].start;
      const leadEmail = uniqueEmail('lead');
      const first = await t.app.inject({
        method: 'POST',
        url: '/concierge/book-demo',
        remoteAddress: randomIp(),
        payload: {
          name: 'Jan Kowalski',
          email: leadEmail,
          start: slot,
          company: 'Gabinet',
          altcha: await solved(),
        },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        start: slot,
        calendar_status: 'held',
        calendar_provider: 'sandbox-calendar',
        invites_sent: false,
      });
      // The sandbox records the hold it would have created, with the visitor and the team invited.
      const [event] = await t.db
        .select()
        .from(calendarSandboxEvents)
        .where(eq(calendarSandboxEvents.requestId, first.json().id));
      expect(first.json().video_link).toBe(`${t.config.publicBaseUrl}/sandbox/meet/${event!.id}`);
      expect(event!.startAt.toISOString()).toBe(slot);
      expect(event!.attendees.map((a) => a.email)).toEqual(
        expect.arrayContaining([leadEmail, admin.user.email]),
      );
      expect(event!.summary).toContain('Jan Kowalski');
      // The sandbox link resolves to a page saying it is a sandbox meeting (attendees not shown).
      const meet = await t.app.inject({ url: `/sandbox/meet/${event!.id}`, remoteAddress: randomIp() });
      expect(meet.statusCode).toBe(200);
      expect(meet.json()).toMatchObject({ id: event!.id, provider: 'sandbox-calendar', start: slot });
      expect(meet.body).not.toContain(leadEmail);
      const unknown = await t.app.inject({
        url: '/sandbox/meet/0190a8f0-0000-7000-8000-000000000000',
        remoteAddress: randomIp(),
      });
      expect(unknown.statusCode).toBe(404);
      const [booking] = await t.db.select().from(demoBookings).where(eq(demoBookings.id, first.json().id));
      expect(booking).toMatchObject({
        calendarStatus: 'held',
        calendarProvider: 'sandbox-calendar',
        calendarEventId: event!.id,
        videoLink: first.json().video_link,
      });

      const again = await t.app.inject({
        method: 'POST',
        url: '/concierge/book-demo',
        remoteAddress: randomIp(),
        payload: { name: 'Ewa', email: uniqueEmail('lead'), start: slot, altcha: await solved() },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('slot_unavailable');

      const after = await t.app.inject({
        url: '/concierge/demo-availability',
        remoteAddress: randomIp(),
        headers: { 'x-altcha': await solved() },
      });
      expect(after.json().slots.map((s: { start: string }) => s.start)).not.toContain(slot);

      // Concurrent requests for one free slot: exactly one gets it.
      const contested = body.slots[5].start;
      const payloads = await Promise.all([solved(), solved(), solved()]);
      const race = await Promise.all(
        payloads.map((altcha) =>
          t.app.inject({
            method: 'POST',
            url: '/concierge/book-demo',
            remoteAddress: randomIp(),
            payload: { name: 'Race', email: uniqueEmail('race'), start: contested, altcha },
          }),
        ),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);

      // 03:00 Warsaw time is not an offered slot.
      const night = new Date(slot);
      night.setUTCHours(1, 0, 0, 0);
      const off = await t.app.inject({
        method: 'POST',
        url: '/concierge/book-demo',
        remoteAddress: randomIp(),
        payload: {
          name: 'Ewa',
          email: uniqueEmail('lead'),
          start: night.toISOString(),
          altcha: await solved(),
        },
      });
      expect(off.statusCode).toBe(422);
      expect(off.json().detail[0].type).toBe('slot_not_offered');
    });

    it('records demo-call leads, starts the demo conversation and rate-limits it', async () => {
      const ip = randomIp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/preview/demo-call',
        remoteAddress: ip,
        payload: {
          email: uniqueEmail('lead'),
          business_name: 'Salon Ewa',
          language: 'en',
          altcha: await solved(),
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().greeting).toContain('Recepcja Demo');
      expect(res.json().transcript).toEqual([{ role: 'assistant', text: res.json().greeting }]);
      const [lead] = await t.db
        .select()
        .from(conciergeLeads)
        .where(eq(conciergeLeads.id, res.json().lead_id));
      expect(lead).toMatchObject({ businessName: 'Salon Ewa', kind: 'demo_call', language: 'en' });
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/preview/demo-call',
              remoteAddress: ip,
              payload: { email: uniqueEmail(), business_name: 'X' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([400, 400, 429]);
    });
  });
});
