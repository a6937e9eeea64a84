import { Type } from '@sinclair/typebox';
import { desc } from 'drizzle-orm';
import { ALTCHA_TTL_SECONDS } from './altcha.js';
import {
  AltchaField,
  AltchaHeaders,
  CONCIERGE_LIMITS,
  type ConciergeApp,
  type ConciergeContext,
  Email,
  errorResponses,
  GATE_TEXT,
  Language,
  limitText,
} from './concierge.http.js';
import { supportTickets } from './concierge.schema.js';
import { corpus, detectLanguage, retrieve } from './retrieval.js';

// Questions and tickets: the bot challenge, answers from the public corpus, support tickets.

/** The bot challenge, answers from the corpus, and filing a support ticket. */
export function registerAskRoutes(app: ConciergeApp, ctx: ConciergeContext) {
  const { p, altcha, limit, gate, link, teamAddresses } = ctx;

  app.get(
    '/concierge/challenge',
    {
      config: { auth: ['none'] },
      onRequest: limit(CONCIERGE_LIMITS.challenge),
      schema: {
        tags: ['concierge'],
        operationId: 'getConciergeChallenge',
        summary: 'Get a bot challenge (ALTCHA proof of work)',
        description:
          'An ALTCHA v2 challenge (the format the ALTCHA widget and `altcha-lib` solve): PBKDF2/SHA-256, 200 ' +
          `iterations per attempt, a signed key prefix, expiring after ${ALTCHA_TTL_SECONDS / 60} minutes ` +
          '(`parameters.data.expires_at`, judged by the service clock). ' +
          'Solve it and send `base64(JSON.stringify({challenge, solution}))` to a gated route. No CAPTCHA ' +
          `service is called.${limitText(CONCIERGE_LIMITS.challenge)}`,
        response: {
          200: Type.Object({
            parameters: Type.Object(
              {
                algorithm: Type.String(),
                nonce: Type.String(),
                salt: Type.String(),
                cost: Type.Integer(),
                keyLength: Type.Integer(),
                keyPrefix: Type.String(),
                keySignature: Type.Optional(Type.String()),
                data: Type.Object(
                  {
                    expires_at: Type.Integer({
                      description: 'When the challenge expires (Unix seconds), signed with the challenge.',
                    }),
                  },
                  { additionalProperties: true },
                ),
              },
              { additionalProperties: true },
            ),
            signature: Type.Optional(Type.String()),
          }),
          ...errorResponses(429),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return altcha.challenge();
    },
  );

  app.post(
    '/concierge/ask',
    {
      config: { auth: ['none'] },
      onRequest: limit(CONCIERGE_LIMITS.ask),
      preHandler: gate,
      schema: {
        headers: AltchaHeaders,
        tags: ['concierge'],
        operationId: 'askConcierge',
        summary: 'Ask the concierge (answers only from the public corpus)',
        description:
          `Answers from the public corpus shipped with the service (version ${corpus.version}: plans and prices, ` +
          'features, trial, data residency, API, setup, FAQ about the service), never generated. Retrieval: ' +
          'keyword and character-trigram scoring with Polish inflection tolerance; below the threshold the ' +
          'answer says it does not know, offers a support ticket (`deep_link` to support) and has `source: null` ' +
          'and `answered: false`. `source` names the corpus entry (`corpus:<version>#<id>`). `language` `pl` or ' +
          `\`en\`; omitted, it is detected from the question. ${GATE_TEXT}${limitText(CONCIERGE_LIMITS.ask)}`,
        body: Type.Object(
          {
            question: Type.String({ minLength: 1, maxLength: 1000 }),
            language: Type.Optional(Language),
            altcha: AltchaField,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            text: Type.String(),
            quick_replies: Type.Array(Type.String()),
            deep_link: Type.Union([Type.String(), Type.Null()]),
            source: Type.Union([Type.String(), Type.Null()]),
            answered: Type.Boolean(),
            language: Language,
          }),
          ...errorResponses(400, 403, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const language = request.body.language ?? detectLanguage(request.body.question);
      const match = retrieve(request.body.question);
      if (!match) {
        return {
          text:
            language === 'pl'
              ? 'Nie mam tej informacji w publicznych materiałach o Recepcji, więc nie będę zgadywać. Złóż zgłoszenie, a zespół odpowie e-mailem.'
              : "I don't have that in Recepcja's public information, so I won't guess. File a support ticket and the team will answer by e-mail.",
          quick_replies:
            language === 'pl'
              ? ['Złóż zgłoszenie', 'Cennik', 'Umów demo']
              : ['Open a support ticket', 'Pricing', 'Book a demo'],
          deep_link: link('/support'),
          source: null,
          answered: false,
          language,
        };
      }
      return {
        text: match.entry.answer[language],
        quick_replies: match.entry.quick_replies[language],
        deep_link: link(match.entry.deep_link),
        source: `corpus:${corpus.version}#${match.entry.id}`,
        answered: true,
        language,
      };
    },
  );

  app.post(
    '/concierge/support-ticket',
    {
      config: { auth: ['none'] },
      onRequest: limit(CONCIERGE_LIMITS.ticket),
      preHandler: gate,
      schema: {
        headers: AltchaHeaders,
        tags: ['concierge'],
        operationId: 'createSupportTicket',
        summary: 'File a support ticket',
        description:
          'Stores the ticket for admins (`GET /admin/support-tickets`) and e-mails the team (the `ADMIN_EMAILS` ' +
          'addresses and admin accounts) through the outbox in the same transaction. The visitor gets no e-mail ' +
          '(so the form cannot be used to mail third parties); the team answers the given address. Answers 201. ' +
          `${GATE_TEXT}${limitText(CONCIERGE_LIMITS.ticket)}`,
        body: Type.Object(
          {
            email: Email,
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            subject: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            message: Type.String({ minLength: 1, maxLength: 5000 }),
            language: Type.Optional(Language),
            altcha: AltchaField,
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            id: Type.String({ format: 'uuid' }),
            status: Type.Literal('open'),
            message: Type.String(),
            message_pl: Type.String(),
          }),
          ...errorResponses(400, 403, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const language = b.language ?? detectLanguage(b.message);
      const team = await teamAddresses();
      const id = await p.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportTickets)
          .values({
            email: b.email,
            name: b.name ?? null,
            subject: b.subject ?? null,
            message: b.message,
            language,
            createdAt: p.clock.now(),
          })
          .returning({ id: supportTickets.id });
        await p.outbox.enqueue(
          tx,
          team.map((to) => ({
            topic: 'email',
            payload: {
              to,
              subject: `[Concierge] Zgłoszenie / Ticket: ${b.subject ?? b.message.slice(0, 60)}`,
              text: [
                `Nowe zgłoszenie z concierge / New concierge ticket ${row!.id}`,
                `Od / From: ${b.name ?? '-'} <${b.email}> (${language})`,
                '',
                b.message,
              ].join('\n'),
            },
          })),
        );
        return row!.id;
      });
      p.outbox.wake('email');
      return reply.status(201).send({
        id,
        status: 'open' as const,
        message: 'Thank you. The team will answer by e-mail.',
        message_pl: 'Dziękujemy. Zespół odpowie e-mailem.',
      });
    },
  );
}

/** The administrators' list of support tickets. */
export function registerTicketAdminRoutes(app: ConciergeApp, ctx: ConciergeContext) {
  const { p } = ctx;

  app.get(
    '/admin/support-tickets',
    {
      config: { auth: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listSupportTickets',
        summary: 'Concierge support tickets',
        description:
          'The last 50 tickets filed through `POST /concierge/support-ticket`, newest first. Administrators only.',
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.String({ format: 'uuid' }),
              email: Type.String(),
              name: Type.Union([Type.String(), Type.Null()]),
              subject: Type.Union([Type.String(), Type.Null()]),
              message: Type.String(),
              language: Language,
              status: Type.String(),
              created_at: Type.String({ format: 'date-time' }),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await p.db.select().from(supportTickets).orderBy(desc(supportTickets.createdAt)).limit(50);
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        subject: r.subject,
        message: r.message,
        language: r.language,
        status: r.status,
        created_at: r.createdAt.toISOString(),
      }));
    },
  );
}
