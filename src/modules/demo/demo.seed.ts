/**
 * The demo data of `npm run seed:demo`: a demo account and a live Business tenant with opening
 * hours, FAQ, a phone number, calls with transcripts, appointments, a knowledge document (split
 * into passages) and a test and a live API key, so that a new user sees a living service within
 * a minute of `npm start`. Run by the script on the database it opens, or by the running
 * service (`POST /internal/demo/seed`) when the script finds it answering.
 *
 * Idempotent: a second run creates nothing, says the account exists and how to sign in, and
 * rotates the demo keys (the old ones are revoked; keys are shown only when created). With
 * `--reset-password` it also sets and prints a new password.
 */
import { randomInt } from 'node:crypto';
import { hash as argonHash } from '@node-rs/argon2';
import { and, count, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type Clock, systemClock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { randomBase62 } from '../../platform/tokens.js';
import { createEmbeddingsProvider } from '../../providers/embeddings/index.js';
import { users } from '../accounts/accounts.schema.js';
import { ARGON_OPTIONS } from '../accounts/accounts.service.js';
import { apiKeys } from '../api-keys/api-keys.schema.js';
import { createApiKeysService } from '../api-keys/api-keys.service.js';
import { appointments } from '../appointments/appointments.schema.js';
import { calls, type TranscriptTurn } from '../calls/calls.schema.js';
import { knowledgeDocuments } from '../knowledge/knowledge.schema.js';
import { storeKnowledgeDocument } from '../knowledge/knowledge.service.js';
import { type OpeningHours, phoneNumbers, tenants } from '../tenants/tenants.schema.js';

export const DEMO_EMAIL = 'demo@recepcja.local';
export const DEMO_BUSINESS = 'Gabinet Stomatologiczny Uśmiech (demo)';
export const DEMO_NUMBER = '+48123450000';
const LIVE_KEY_NAME = 'Demo live key';
const TEST_KEY_NAME = 'Demo test key';
const ZONE = 'Europe/Warsaw';

const OPENING_HOURS: OpeningHours = {
  mon: [['08:00', '20:00']],
  tue: [['08:00', '20:00']],
  wed: [['08:00', '20:00']],
  thu: [['08:00', '20:00']],
  fri: [['08:00', '18:00']],
  sat: [['09:00', '14:00']],
  sun: [],
};

const FAQ: Record<string, string> = {
  'Gdzie jest gabinet?': 'Przy ulicy Długiej 12 w Krakowie, pierwsze piętro (jest winda).',
  'Czy jest parking?': 'Tak, bezpłatny parking dla pacjentów za budynkiem.',
  'Czy przyjmujecie na NFZ?': 'Nie, wszystkie usługi są płatne prywatnie.',
  'Jak mogę zapłacić?': 'Gotówką, kartą lub BLIK-iem; leczenie powyżej 2000 zł można rozłożyć na raty.',
  'Czy leczycie dzieci?': 'Tak, od trzeciego roku życia, w obecności rodzica lub opiekuna.',
  'Do kiedy mogę odwołać wizytę?': 'Najpóźniej 24 godziny przed terminem.',
  'Do your dentists speak English?': 'Yes, Dr Anna Nowak and Dr Piotr Zieliński speak English fluently.',
  'Do you have emergency appointments?': 'Yes, every weekday between 8:00 and 10:00.',
};

const PRICE_LIST = `Cennik usług – Gabinet Stomatologiczny Uśmiech

Konsultacja i przegląd
Przegląd stomatologiczny z konsultacją kosztuje 150 zł i trwa około 30 minut. Zdjęcie pantomograficzne kosztuje 120 zł, zdjęcie punktowe 40 zł.

Higienizacja
Higienizacja (skaling, piaskowanie, polerowanie) kosztuje 300 zł. Zalecamy ją co sześć miesięcy. Fluoryzacja dla dzieci kosztuje 80 zł.

Leczenie
Wypełnienie kompozytowe kosztuje od 250 do 400 zł. Leczenie kanałowe pod mikroskopem kosztuje od 900 do 1600 zł, zależnie od zęba.

Chirurgia i implanty
Usunięcie zęba kosztuje 250 zł, usunięcie zatrzymanej ósemki od 600 zł. Implant z koroną porcelanową kosztuje 5200 zł.

Estetyka
Wybielanie gabinetowe kosztuje 1200 zł, nakładkowe do domu 900 zł.`;

const turn = (role: TranscriptTurn['role'], text: string, at: DateTime): TranscriptTurn => ({
  role,
  text,
  at: at.toUTC().toISO()!,
});

export interface SeedResult {
  created: boolean;
  email: string;
  /** Set when the account was created now or with `resetPassword`. */
  password: string | null;
  userId: string;
  tenantId: string;
  /** The demo tenant's number: `npm run call -- --to <it>`. */
  phoneNumber: string;
  liveKey: string;
  testKey: string;
  knowledgeChunks: number;
}

/** A password of 16 base62 characters (about 95 bits). */
const newPassword = () => randomBase62(16);

/** Creates (or finds) the demo account and tenant; see the file comment. */
export async function seedDemo(
  database: { db: Db },
  config: Pick<Config, 'providers'>,
  opts: { clock?: Clock; resetPassword?: boolean; onRevoked?: () => void } = {},
): Promise<SeedResult> {
  const db = database.db;
  const clock = opts.clock ?? systemClock;
  const now = DateTime.fromJSDate(clock.now()).setZone(ZONE);

  let password: string | null = null;
  const [existing] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.email, DEMO_EMAIL), isNull(users.deletedAt)))
    .limit(1);

  let userId: string;
  let tenantId: string;
  const created = !existing?.tenantId;
  if (existing?.tenantId) {
    userId = existing.id;
    tenantId = existing.tenantId;
    if (opts.resetPassword) {
      password = newPassword();
      await db
        .update(users)
        .set({ passwordHash: await argonHash(password, ARGON_OPTIONS) })
        .where(eq(users.id, userId));
    }
  } else {
    password = newPassword();
    const passwordHash = await argonHash(password, ARGON_OPTIONS);
    ({ userId, tenantId } = await db.transaction(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({
          businessName: DEMO_BUSINESS,
          tier: 'business',
          subscriptionStatus: 'active',
          timezone: ZONE,
          isLive: true,
          wentLiveAt: clock.now(),
          openingHours: OPENING_HOURS,
          faq: FAQ,
          slotMinutes: 30,
          ownerPhone: '+48601000000',
          systemPrompt: 'Jesteś uprzejmą recepcjonistką gabinetu stomatologicznego Uśmiech w Krakowie.',
          forwardingVerifiedAt: clock.now(),
        })
        .returning({ id: tenants.id });
      const values = {
        email: DEMO_EMAIL,
        passwordHash,
        fullName: 'Anna Demo',
        emailVerified: true,
        tenantId: tenant!.id,
      };
      // A half-made earlier run (account without tenant) is completed, not duplicated.
      const [user] = existing
        ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning({ id: users.id })
        : await tx.insert(users).values(values).returning({ id: users.id });
      await tx.update(tenants).set({ ownerUserId: user!.id }).where(eq(tenants.id, tenant!.id));
      await tx
        .insert(phoneNumbers)
        .values({ tenantId: tenant!.id, number: DEMO_NUMBER, label: 'Recepcja', kind: 'assigned' })
        .onConflictDoNothing();

      const callRows = [
        {
          ago: { hours: 2 },
          caller: '+48501234567',
          outcome: 'booked' as const,
          sentiment: 'positive' as const,
          duration: 142,
          summary: 'Pacjentka umówiła przegląd na czwartek o 10:00.',
          lines: [
            ['assistant', 'Dzień dobry, Gabinet Uśmiech, w czym mogę pomóc?'],
            ['caller', 'Chciałabym umówić się na przegląd.'],
            ['assistant', 'Mam wolny termin w czwartek o 10:00. Pasuje?'],
            ['caller', 'Tak, bardzo dobrze.'],
            ['assistant', 'Zapisałam. Do zobaczenia w czwartek!'],
          ],
        },
        {
          ago: { hours: 5 },
          caller: '+48502345678',
          outcome: 'answered_faq' as const,
          sentiment: 'neutral' as const,
          duration: 64,
          summary: 'Pytanie o cenę implantu; podano 5200 zł z koroną.',
          lines: [
            ['assistant', 'Dzień dobry, Gabinet Uśmiech, w czym mogę pomóc?'],
            ['caller', 'Ile kosztuje implant?'],
            ['assistant', 'Implant z koroną porcelanową kosztuje 5200 zł.'],
          ],
        },
        {
          ago: { days: 1, hours: 1 },
          caller: '+48503456789',
          outcome: 'callback' as const,
          sentiment: 'negative' as const,
          duration: 95,
          summary: 'Silny ból zęba; pacjent prosi o pilny kontakt.',
          callback: true,
          lines: [
            ['assistant', 'Dzień dobry, Gabinet Uśmiech, w czym mogę pomóc?'],
            ['caller', 'Bardzo boli mnie ząb, czy ktoś może oddzwonić?'],
            ['assistant', 'Przekażę lekarzowi, oddzwonimy najszybciej, jak to możliwe.'],
          ],
        },
        {
          ago: { days: 2 },
          caller: '+447700900123',
          outcome: 'answered_faq' as const,
          sentiment: 'positive' as const,
          duration: 58,
          summary: 'English-speaking caller asked whether the dentists speak English.',
          lines: [
            ['assistant', 'Dzień dobry, Gabinet Uśmiech. Hello, how can I help?'],
            ['caller', 'Do your dentists speak English?'],
            ['assistant', 'Yes, Dr Anna Nowak and Dr Piotr Zieliński speak English fluently.'],
          ],
        },
        {
          ago: { days: 3, hours: 4 },
          caller: '+48504567890',
          outcome: 'transferred' as const,
          sentiment: 'neutral' as const,
          duration: 37,
          summary: 'Pytanie o wyniki leczenia; połączenie przekazane do gabinetu.',
          lines: [
            ['assistant', 'Dzień dobry, Gabinet Uśmiech, w czym mogę pomóc?'],
            ['caller', 'Chcę porozmawiać z doktor Nowak.'],
            ['assistant', 'Łączę z gabinetem.'],
          ],
        },
        {
          ago: { days: 5 },
          caller: '+48505678901',
          outcome: 'hung_up' as const,
          sentiment: 'neutral' as const,
          duration: 9,
          summary: 'Rozmówca rozłączył się po powitaniu.',
          lines: [['assistant', 'Dzień dobry, Gabinet Uśmiech, w czym mogę pomóc?']],
        },
      ];
      for (const c of callRows) {
        const start = now.minus(c.ago);
        const end = start.plus({ seconds: c.duration });
        await tx.insert(calls).values({
          tenantId: tenant!.id,
          callerNumber: c.caller,
          calledNumber: DEMO_NUMBER,
          direction: 'inbound',
          status: 'completed',
          outcome: c.outcome,
          durationSeconds: c.duration,
          sentiment: c.sentiment,
          summary: c.summary,
          callbackRequested: c.callback ?? false,
          transcript: c.lines.map(([role, text], i) =>
            turn(role as TranscriptTurn['role'], text!, start.plus({ seconds: i * 8 })),
          ),
          startedAt: start.toJSDate(),
          endedAt: end.toJSDate(),
        });
      }

      // Appointments on the next weekdays inside the opening hours (and two in the past).
      const days: DateTime[] = [];
      for (let d = now.plus({ days: 1 }).startOf('day'); days.length < 4; d = d.plus({ days: 1 }))
        if (d.weekday <= 5) days.push(d);
      const booked = [
        {
          at: days[0]!.set({ hour: 10 }),
          service: 'Przegląd',
          patient: 'Katarzyna Nowicka',
          status: 'confirmed',
        },
        {
          at: days[0]!.set({ hour: 12 }),
          service: 'Higienizacja',
          patient: 'Marek Wiśniewski',
          status: 'scheduled',
        },
        {
          at: days[1]!.set({ hour: 9 }),
          service: 'Wypełnienie',
          patient: 'Zofia Lewandowska',
          status: 'scheduled',
        },
        {
          at: days[2]!.set({ hour: 15 }),
          service: 'Leczenie kanałowe',
          patient: 'Jan Kowalczyk',
          status: 'scheduled',
        },
        {
          at: days[3]!.set({ hour: 11 }),
          service: 'Konsultacja implantu',
          patient: 'Ewa Kamińska',
          status: 'scheduled',
        },
        {
          at: now.minus({ days: 7 }).startOf('day').set({ hour: 9 }),
          service: 'Przegląd',
          patient: 'Piotr Zając',
          status: 'completed',
        },
        {
          at: now.minus({ days: 6 }).startOf('day').set({ hour: 14 }),
          service: 'Higienizacja',
          patient: 'Agnieszka Wójcik',
          status: 'no_show',
        },
      ] as const;
      for (const a of booked) {
        await tx.insert(appointments).values({
          tenantId: tenant!.id,
          startTime: a.at.toJSDate(),
          endTime: a.at.plus({ minutes: 30 }).toJSDate(),
          durationMinutes: 30,
          status: a.status,
          serviceType: a.service,
          patientName: a.patient,
          patientPhone: `+4860${randomInt(1_000_000, 9_999_999)}`,
          source: 'voice',
        });
      }
      return { userId: user!.id, tenantId: tenant!.id };
    }));
  }

  // The knowledge document (also after a run that stopped before it).
  const [docs] = await db
    .select({ n: count() })
    .from(knowledgeDocuments)
    .where(eq(knowledgeDocuments.tenantId, tenantId));
  let knowledgeChunks = 0;
  if (Number(docs?.n ?? 0) === 0) {
    const embeddings = createEmbeddingsProvider({
      llmBaseUrl: config.providers.llmBaseUrl,
      llmApiKey: config.providers.llmApiKey,
      embeddingsModel: config.providers.embeddingsModel,
    });
    const doc = await storeKnowledgeDocument(
      db,
      tenantId,
      { title: 'Cennik usług', content: PRICE_LIST, source: 'upload', mimeType: 'text/plain' },
      embeddings,
    );
    knowledgeChunks = doc.chunkCount;
  }

  // Keys: the previous demo keys are revoked and new ones made (a key is shown only once).
  // onRevoked: the running service's principal caches forget the revoked keys at once.
  const keys = createApiKeysService({ db, clock, onRevoked: opts.onRevoked });
  const ctx: ServiceContext = {
    tenantId,
    actor: { kind: 'user', id: userId },
    mode: 'live',
    requestId: 'seed-demo',
  };
  const old = await db
    .select({ id: apiKeys.id, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.tenantId, tenantId), isNull(apiKeys.revokedAt)));
  for (const k of old) if (k.name === LIVE_KEY_NAME || k.name === TEST_KEY_NAME) await keys.revoke(ctx, k.id);
  const scopes = [
    'calls:read',
    'appointments:read',
    'appointments:write',
    'analytics:read',
    'faq:read',
    'knowledge:read',
    'tenant:read',
  ] as const;
  // The live key also manages webhooks, so the README's path (npm run webhook:listen) works with it.
  const live = await keys.create(ctx, {
    name: LIVE_KEY_NAME,
    mode: 'live',
    scopes: [...scopes, 'webhooks:manage'],
  });
  const test = await keys.create(ctx, { name: TEST_KEY_NAME, mode: 'test', scopes: [...scopes] });

  return {
    created,
    email: DEMO_EMAIL,
    password,
    userId,
    tenantId,
    phoneNumber: DEMO_NUMBER,
    liveKey: live.key,
    testKey: test.key,
    knowledgeChunks,
  };
}
