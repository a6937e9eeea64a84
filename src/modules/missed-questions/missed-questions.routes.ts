import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { errorResponses } from '../tenants/http.js';
import { createMissedQuestionsService, SUGGESTION_RULES } from './missed-questions.service.js';

const tags = ['missed-questions'];
const PLAN = 'Business plan or higher: otherwise 403 `plan_required`.';

const MissedQuestion = Type.Object({
  id: Type.String({ format: 'uuid' }),
  call_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  question: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
  answer: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  resolved_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** Questions callers asked that the AI could not answer (Business+). */
export default async function missedQuestionsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = createMissedQuestionsService({ db: p.db, clock: p.clock });

  app.get(
    '/missed-questions',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Missed questions',
        description: `Questions callers asked that the AI could not answer (from \`unanswered_questions\` of completed calls). Open ones first, newest first within each status; \`status\` filters (\`open\`, \`resolved\`, default \`all\`). Offset pagination: \`limit\` (1–200, default 50), \`offset\`, \`has_more\`; \`open_count\` counts every open question. ${PLAN}`,
        querystring: Type.Object({
          status: Type.Union([Type.Literal('open'), Type.Literal('resolved'), Type.Literal('all')], {
            default: 'all',
          }),
          limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
          offset: Type.Integer({ minimum: 0, default: 0 }),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(MissedQuestion),
            limit: Type.Integer(),
            offset: Type.Integer(),
            has_more: Type.Boolean(),
            open_count: Type.Integer(),
          }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => svc.list(serviceContext(request), request.query),
  );

  app.get(
    '/missed-questions/suggestions',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Drafted answers for the top unanswered questions',
        description: `${SUGGESTION_RULES} ${PLAN}`,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                question: Type.String(),
                count: Type.Integer(),
                question_ids: Type.Array(Type.String()),
                examples: Type.Array(Type.String()),
                last_asked_at: Type.String({ format: 'date-time' }),
                draft_answer: Type.Union([Type.String(), Type.Null()]),
                source: Type.Union([
                  Type.Object({ document_id: Type.String(), title: Type.String(), passage: Type.String() }),
                  Type.Null(),
                ]),
                confidence: Type.Number({ description: 'Share of the keywords found in the passage (0–1).' }),
                note: Type.String(),
                note_pl: Type.String(),
              }),
            ),
          }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request) => svc.suggestions(serviceContext(request)),
  );

  app.post(
    '/missed-questions/:id/apply-as-faq',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Answer a missed question in the FAQ',
        description: `Adds \`question\` (default: the question as asked) → \`answer\` to the tenant's FAQ (replacing an entry with the same question) and marks the question resolved, together with other open questions of identical wording (case-insensitive), in one transaction. A resolved question is a 409 \`already_resolved\`; another tenant's id a 404. ${PLAN}`,
        params: Type.Object({ id: Type.String() }),
        body: Type.Object(
          {
            answer: Type.String({ minLength: 1, maxLength: 2000 }),
            question: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            missed_question: MissedQuestion,
            faq_question: Type.String(),
            also_resolved: Type.Array(Type.String()),
            faq_entries: Type.Integer(),
          }),
          ...errorResponses(403, 404, 409),
        },
      },
    },
    async (request) => svc.applyAsFaq(serviceContext(request), request.params.id, request.body),
  );
}
