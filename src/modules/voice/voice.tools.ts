import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { AppointmentRow } from '../appointments/appointments.schema.js';
import { type AppointmentsService, normalizePhone } from '../appointments/appointments.service.js';
import type { KnowledgeService } from '../knowledge/knowledge.service.js';
import { enqueueSms, SMS_TOPIC } from '../sms/delivery.js';
import { isOptedOut } from '../sms/sms.repo.js';
import type { TenantsService } from '../tenants/tenants.service.js';
import type { TenantSnapshot, Tools } from './engine/index.js';
import { bestAnswer, buildCorpus, type Corpus, foldWords } from './engine/match.js';
import { detectLanguage, type Language } from './nlu/index.js';
import { mcpToolClientFor } from './tools/mcp-client.js';
import { mcpTools } from './tools/mcp-tools.js';
import { voiceSessions } from './voice.schema.js';

/** How long a verification code sent by SMS is valid. */
export const CODE_TTL_MS = 10 * 60_000;

/** The SMS `kind` of a caller verification code. */
export const VERIFICATION_CODE_SMS = 'verification_code';

/** A slot a caller has chosen is held (not offered to other callers) while their session is active within this time. */
export const HOLD_MS = 5 * 60_000;

/** Tenants whose prepared knowledge is kept in memory (least recently built dropped first). */
const CORPUS_CACHE = 200;
const corpora = new Map<string, { stamp: string; corpus: Corpus }>();

function faqStamp(tenant: TenantSnapshot): string {
  let n = 0;
  for (const [q, a] of Object.entries(tenant.faq)) n = (n * 31 + q.length * 7 + a.length) % 1_000_000_007;
  for (const [k, v] of Object.entries(tenant.synonyms ?? {}))
    n = (n * 31 + k.length * 7 + v.join(',').length) % 1_000_000_007;
  return `${Object.keys(tenant.faq).length}:${n}`;
}

/**
 * The answer to a question from the business's knowledge, in the caller's language where the
 * owner wrote one (an FAQ entry in both languages), else the other language's text introduced
 * as such; null when nothing clears the thresholds of `bestAnswer` (the caller hears "I don't
 * know" and the question is kept as missed).
 */
export function answerFrom(
  corpus: Corpus,
  question: string,
  language: Language,
  synonyms?: Record<string, string[]>,
): string | null {
  const found = bestAnswer(question, corpus, synonyms);
  if (found.length === 0) return null;
  const top = found[0]!;
  // Owners write Polish with its letters: a text without any is English unless its words say otherwise.
  const langOf = (t: string): Language =>
    /[ąćęłńóśźż]/i.test(t) ? 'pl' : detectLanguage(t, foldWords(t).join(' '), 'en');
  // An equally good match in the caller's language (the other half of a bilingual FAQ entry).
  const own = found.find((m) => m.confidence >= top.confidence - 0.15 && langOf(m.answer) === language);
  const pick = own ?? top;
  // Two knowledge sentences that answer equally well ("what do I need for my first visit?": what
  // it includes, what to bring): both are read, whole, rather than one picked by chance.
  const tie =
    pick.source === 'knowledge'
      ? found.find(
          (m) =>
            m !== pick &&
            m.source === 'knowledge' &&
            // The same sentence found twice (in two overlapping passages) is read once.
            m.answer.trim() !== pick.answer.trim() &&
            m.confidence >= pick.confidence - 0.01 &&
            langOf(m.answer) === langOf(pick.answer),
        )
      : undefined;
  const text = tie ? `${pick.answer} ${tie.answer}` : pick.answer;
  if (langOf(pick.answer) === language) return text;
  return language === 'en'
    ? `I have this information only in Polish: "${text}"`
    : `Mam tę informację tylko po angielsku: „${text}”`;
}

/** What the tools use of the voice service (built once by `createVoiceService`). */
export interface VoiceToolsDeps {
  tenantsSvc: TenantsService;
  appointments: AppointmentsService;
  knowledge: KnowledgeService;
  ctxOf: (tenantId: string) => ServiceContext;
}

/**
 * The tools a brain calls during a turn: availability (without the slots other callers hold),
 * booking, answers, the caller's appointments, verification codes by SMS.
 */
export function createVoiceTools(
  p: Platform,
  { tenantsSvc, appointments, knowledge, ctxOf }: VoiceToolsDeps,
) {
  /** Slots chosen (not yet booked) in other live sessions of the tenant: held for those callers. */
  async function heldSlots(tenantId: string, sessionId: string | null): Promise<Set<string>> {
    const chosen = sql<string | null>`${voiceSessions.state} #>> '{dialogue,booking,chosen}'`;
    const rows = await p.db
      .select({ chosen })
      .from(voiceSessions)
      .where(
        and(
          eq(voiceSessions.tenantId, tenantId),
          eq(voiceSessions.ended, false),
          gt(voiceSessions.updatedAt, new Date(p.clock.now().getTime() - HOLD_MS)),
          isNotNull(chosen),
          sql`${voiceSessions.state} #>> '{dialogue,booking,appointmentId}' is null`,
          ...(sessionId ? [ne(voiceSessions.id, sessionId)] : []),
        ),
      );
    return new Set(rows.map((r) => new Date(r.chosen!).toISOString()));
  }

  /** HMAC of a verification code, bound to the session (the dialogue state keeps only this). */
  const codeHash = (sessionId: string | null, code: string) =>
    createHmac('sha256', p.config.jwtSecret)
      .update(`voice-code:${sessionId ?? ''}:${code}`)
      .digest('hex');

  const refOf = (a: AppointmentRow) => ({
    id: a.id,
    start: a.startTime.toISOString(),
    service: a.serviceType,
    phone: a.patientPhone,
  });

  /** An appointments-service refusal as the brain sees it. */
  function manageFailure(err: unknown) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'slot_unavailable') return { ok: false as const, reason: 'slot_unavailable' as const };
    if (err.status === 404 || err.status === 409) return { ok: false as const, reason: 'not_found' as const };
    if (err.status === 422) return { ok: false as const, reason: 'invalid' as const };
    throw err;
  }

  /**
   * The business's knowledge prepared for matching (FAQ of the snapshot, the knowledge
   * documents' sentences, the services' names), kept per tenant while the passages and the FAQ
   * are the same. The passages' stamp is the one the call started with (a session stored before
   * the snapshot had it: a cheap stamp query per question instead of reading every passage).
   */
  async function corpusOf(tenant: TenantSnapshot, ctx: ServiceContext): Promise<Corpus> {
    const passages = tenant.knowledgeStamp ?? (await knowledge.passagesStamp(ctx));
    const stamp = `${passages}|${faqStamp(tenant)}`;
    const cached = corpora.get(tenant.id);
    if (cached && cached.stamp === stamp) return cached.corpus;
    const texts = await knowledge.allPassages(ctx);
    const corpus = buildCorpus(
      Object.entries(tenant.faq).map(([q, a]) => ({ question: q, answer: a })),
      texts,
      (tenant.services ?? []).flatMap((x) => [x.name, ...x.aliases]),
      tenant.synonyms,
    );
    corpora.delete(tenant.id);
    corpora.set(tenant.id, { stamp, corpus });
    if (corpora.size > CORPUS_CACHE) corpora.delete(corpora.keys().next().value!);
    return corpus;
  }

  function toolsFor(tenant: TenantSnapshot, sessionId: string | null): Tools {
    const ctx = ctxOf(tenant.id);
    // The slots other callers hold, read once per turn (a search may look at several days).
    let held: Promise<Set<string>> | undefined;
    const heldOnce = () => {
      held ??= heldSlots(tenant.id, sessionId);
      return held;
    };
    return {
      now: () => p.clock.now(),
      async availability(date, service, ignore) {
        const [r, held] = await Promise.all([
          appointments.availability(ctx, {
            date,
            serviceType: service,
            ...(ignore ? { excludeAppointmentId: ignore } : {}),
          }),
          heldOnce(),
        ]);
        return r.slots.map((s) => s.start).filter((s) => !held.has(s));
      },
      async book({ start, name, phone, service }) {
        try {
          const row = await appointments.create(ctx, {
            start_time: start,
            patient_name: name,
            ...(phone ? { patient_phone: phone } : {}),
            ...(service ? { service_type: service } : {}),
            notes: 'Umówione przez recepcję telefoniczną / booked by the phone receptionist',
          });
          return { ok: true, id: row.id, start: row.startTime.toISOString() };
        } catch (err) {
          if (
            err instanceof AppError &&
            (err.code === 'slot_unavailable' || err.code === 'outside_opening_hours')
          )
            return { ok: false, reason: err.code };
          if (err instanceof AppError && err.status === 422) return { ok: false, reason: 'invalid' };
          throw err;
        }
      },
      async answer(question, language) {
        const corpus = await corpusOf(tenant, ctx);
        return answerFrom(corpus, question, language, tenant.synonyms);
      },
      async findAppointments(phone) {
        const rows = await appointments.upcomingForPhone(ctx, phone, 10);
        return rows.map(refOf);
      },
      async cancelAppointment(id) {
        try {
          const row = await appointments.cancel(ctx, id);
          return { ok: true, start: row.startTime.toISOString() };
        } catch (err) {
          return manageFailure(err);
        }
      },
      async moveAppointment(id, start) {
        try {
          const row = await appointments.update(ctx, id, { start_time: start });
          return { ok: true, start: row.startTime.toISOString() };
        } catch (err) {
          if (err instanceof AppError && err.code === 'outside_opening_hours')
            return { ok: false, reason: 'slot_unavailable' };
          return manageFailure(err);
        }
      },
      async sendCode(to, language) {
        let phone: string;
        try {
          phone = normalizePhone(to);
        } catch {
          return { ok: false, reason: 'invalid_number' };
        }
        // The same checks the SMS delivery makes (it counts the message): refused up front so
        // the caller is told now rather than waiting for a code that will not come.
        if (await isOptedOut(p.db, tenant.id, phone)) return { ok: false, reason: 'opted_out' };
        const q = await tenantsSvc.quota(tenant.id);
        if (q.sms_limit !== null && q.sms_used >= q.sms_limit) return { ok: false, reason: 'sms_quota' };
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const body =
          language === 'pl'
            ? `${tenant.businessName}: kod weryfikacyjny do rozmowy z recepcją: ${code}. Ważny 10 minut. Nie podawaj go nikomu innemu.`
            : `${tenant.businessName}: your verification code for the receptionist call is ${code}. Valid for 10 minutes. Do not share it with anyone else.`;
        await enqueueSms(p.outbox, p.db, {
          tenantId: tenant.id,
          to: phone,
          kind: VERIFICATION_CODE_SMS,
          body,
        });
        p.outbox.wake(SMS_TOPIC);
        return {
          ok: true,
          hash: codeHash(sessionId, code),
          expiresAt: new Date(p.clock.now().getTime() + CODE_TTL_MS).toISOString(),
        };
      },
      checkCode(code, hash) {
        const a = Buffer.from(codeHash(sessionId, code), 'hex');
        const b = Buffer.from(hash, 'hex');
        return a.length === b.length && timingSafeEqual(a, b);
      },
    };
  }

  /** The tools of a turn: over the MCP tool server when `VOICE_TOOLS=mcp` (see `tools/`), else in process. */
  function turnTools(tenant: TenantSnapshot, sessionId: string | null): Tools {
    const own = toolsFor(tenant, sessionId);
    const client = mcpToolClientFor(p);
    return client ? mcpTools(client, own, tenant.id, sessionId) : own;
  }

  return { toolsFor, turnTools };
}
