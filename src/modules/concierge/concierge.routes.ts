import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { type LimitRule, setRateLimitHeaders } from '../../platform/rate-limit.js';
import type { CalendarProvider } from '../../providers/calendar/index.js';
import { users } from '../accounts/accounts.schema.js';
import { calendarProviderFor } from '../calendar/sandbox-calendar.js';
import { recordProviderEvent } from '../status/provider-events.js';
import { createVoiceService } from '../voice/voice.service.js';
import { createAltcha } from './altcha.js';
import { registerAskRoutes, registerTicketAdminRoutes } from './concierge.ask.routes.js';
import { registerDemoRoutes, registerSandboxMeetRoutes } from './concierge.demo.routes.js';
import { registerDemoCallRoutes } from './concierge.demo-call.routes.js';
import type { Slot } from './demo-calendar.js';

// The limits and bounds live with the shared schemas; their names stay importable from here.
export { CONCIERGE_LIMITS, DEMO_CALL } from './concierge.http.js';

export interface ConciergeOptions {
  /**
   * The team calendar provider. Omitted: the one `CALENDAR_PROVIDER` configures (Google Calendar,
   * or the sandbox by default). `null`: none, demo requests are record-only leads.
   */
  calendar?: CalendarProvider | null;
}

export function conciergeRoutes(options: ConciergeOptions = {}) {
  return async function routes(fastify: FastifyInstance, p: Platform) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const altcha = createAltcha({ jwtSecret: p.config.jwtSecret, db: p.db, clock: p.clock });
    const voice = createVoiceService(p);
    const calendar = options.calendar === undefined ? calendarProviderFor(p.config, p.db) : options.calendar;

    /** The team's busy times over a range; null when the provider failed (logged as a `fallback` event). */
    async function teamBusy(from: Date, to: Date, purpose: string): Promise<Slot[] | null> {
      if (!calendar) return [];
      try {
        return await calendar.freeBusy({ from, to });
      } catch (err) {
        await recordProviderEvent(p.db, {
          provider: calendar.name,
          kind: 'fallback',
          detail: `free/busy failed (${purpose}), working hours used without it: ${err instanceof Error ? err.message : String(err)}`,
        });
        return null;
      }
    }

    const limit = (rule: LimitRule) => async (request: FastifyRequest, reply: FastifyReply) => {
      const r = await p.rateLimiter.consume(rule, request.ip);
      setRateLimitHeaders(reply, rule, r);
      if (!r.allowed) throw errors.tooMany(r.resetSeconds);
    };
    const gate = async (request: FastifyRequest) => {
      const fromBody = (request.body as { altcha?: unknown } | undefined)?.altcha;
      const header = request.headers['x-altcha'];
      const raw =
        typeof fromBody === 'string' && fromBody ? fromBody : typeof header === 'string' ? header : undefined;
      await altcha.verifyAndSpend(raw);
    };
    const link = (path: string) => `${p.config.appUrl}${path}`;

    async function teamAddresses(): Promise<string[]> {
      const admins = await p.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)));
      return [...new Set([...p.config.adminEmails, ...admins.map((a) => a.email!).filter(Boolean)])];
    }

    const ctx = { p, altcha, voice, calendar, teamBusy, limit, gate, link, teamAddresses };
    // One family per file, registered in this order (the order of the OpenAPI document).
    registerAskRoutes(app, ctx);
    registerDemoRoutes(app, ctx);
    registerDemoCallRoutes(app, ctx);
    registerSandboxMeetRoutes(app, ctx);
    registerTicketAdminRoutes(app, ctx);
  };
}
