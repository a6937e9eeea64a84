import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Platform } from '../../platform/deps.js';
import type { LimitRule } from '../../platform/rate-limit.js';
import type { CalendarProvider } from '../../providers/calendar/index.js';
import type { createVoiceService } from '../voice/voice.service.js';
import { ALTCHA_TTL_SECONDS, type createAltcha } from './altcha.js';
import type { Slot } from './demo-calendar.js';
import type { Lang } from './retrieval.js';

/** Per client IP, fixed windows. */
export const CONCIERGE_LIMITS = {
  challenge: { name: 'concierge-challenge', points: 30, windowSeconds: 60 },
  ask: { name: 'concierge-ask', points: 20, windowSeconds: 60 },
  availability: { name: 'concierge-availability', points: 30, windowSeconds: 60 },
  ticket: { name: 'concierge-ticket', points: 5, windowSeconds: 3600 },
  demo: { name: 'concierge-book-demo', points: 5, windowSeconds: 3600 },
  demoCall: { name: 'concierge-demo-call', points: 3, windowSeconds: 3600 },
  demoCallTurn: { name: 'concierge-demo-call-turn', points: 30, windowSeconds: 60 },
  sandboxMeet: { name: 'concierge-sandbox-meet', points: 30, windowSeconds: 60 },
} satisfies Record<string, LimitRule>;

/** Bounds of one anonymous demo conversation. */
export const DEMO_CALL = {
  maxTurns: 20,
  lifetimeMinutes: 15,
  maxTextLength: 500,
  /** Demo bookings are removed this long after they were made (checked when a demo call starts). */
  bookingsKeptMinutes: 60,
};

export const ErrorBody = Type.Object(
  { detail: Type.Unknown(), code: Type.Optional(Type.String()), message_pl: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;

export const Language = Type.Unsafe<Lang>({ type: 'string', enum: ['pl', 'en'] });
export const AltchaField = Type.Optional(
  Type.String({
    maxLength: 8192,
    description: 'The solved ALTCHA payload (base64), or send it in the `X-Altcha` header.',
  }),
);
export const AltchaHeaders = Type.Object({
  'x-altcha': Type.Optional(
    Type.String({
      maxLength: 8192,
      description: 'The solved ALTCHA payload, instead of the `altcha` body field.',
    }),
  ),
});
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Phone = Type.String({
  pattern: '^\\+?[0-9 ()-]{6,20}$',
  description: 'Phone number, digits and + ( ) - only.',
});

export const GATE_TEXT =
  'Gated by the ALTCHA proof of work: send a payload solved from `GET /concierge/challenge` in the `altcha` ' +
  'field of the JSON body or in the `X-Altcha` header. A payload works once (409 `altcha_already_used`) and ' +
  `until its challenge expires (${ALTCHA_TTL_SECONDS / 60} minutes, 403 \`altcha_expired\`); missing is 400 ` +
  '`altcha_required`, undecodable 400 `altcha_malformed`, a wrong or foreign solution 403 `altcha_invalid`. The ' +
  'body is validated before the payload is spent, so a 422 does not use it up.';
export const limitText = (r: LimitRule) =>
  ` Rate limit: ${r.points} requests per ${r.windowSeconds === 60 ? 'minute' : 'hour'} per client IP (429 with \`Retry-After\`).`;

/** The app as the routes plugin holds it after `withTypeProvider<TypeBoxTypeProvider>()`. */
export type ConciergeApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What conciergeRoutes makes once and hands to each family of routes. */
export interface ConciergeContext {
  p: Platform;
  altcha: ReturnType<typeof createAltcha>;
  voice: ReturnType<typeof createVoiceService>;
  calendar: CalendarProvider | null;
  /** The team's busy times over a range; null when the provider failed. */
  teamBusy(from: Date, to: Date, purpose: string): Promise<Slot[] | null>;
  /** An onRequest hook counting the rule per client IP (429 past it). */
  limit(rule: LimitRule): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The ALTCHA gate (preHandler): verifies and spends the payload of the body or header. */
  gate(request: FastifyRequest): Promise<void>;
  link(path: string): string;
  teamAddresses(): Promise<string[]>;
}
