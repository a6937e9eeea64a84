import { Type } from '@sinclair/typebox';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { errorResponses, TenantParams, type TypedApp, tenantCtx } from '../tenants/http.js';
import {
  FAQ_ANSWER_MAX,
  FAQ_MAX_ENTRIES,
  FAQ_QUESTION_MAX,
  readFaqEntries,
  writeFaqEntries,
} from './faq-entries.js';

const tags = ['knowledge'];

const Text = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);

const FaqEntryIn = Type.Object(
  {
    question_pl: Type.Optional(Text(FAQ_QUESTION_MAX)),
    answer_pl: Type.Optional(Text(FAQ_ANSWER_MAX)),
    question_en: Type.Optional(Text(FAQ_QUESTION_MAX)),
    answer_en: Type.Optional(Text(FAQ_ANSWER_MAX)),
  },
  { additionalProperties: false },
);

const FaqEntryOut = Type.Object({
  question_pl: Type.Union([Type.String(), Type.Null()]),
  answer_pl: Type.Union([Type.String(), Type.Null()]),
  question_en: Type.Union([Type.String(), Type.Null()]),
  answer_en: Type.Union([Type.String(), Type.Null()]),
});

const FaqEntriesResponse = Type.Object({
  entries: Type.Array(FaqEntryOut),
  updated_at: Type.String({ format: 'date-time', description: 'Last change of the tenant record.' }),
});

const SHAPE = `Each entry has a question and its answer in Polish (\`question_pl\`, \`answer_pl\`) and in English (\`question_en\`, \`answer_en\`); a language may be missing (null). The receptionist uses the FAQ map question → answer (\`GET /v2/faq\`, \`faq\` of the tenant): every language of an entry is one map entry, so callers are matched and answered in the language they ask in; the pairing and the order of the entries are kept beside the map. A question added to the map elsewhere (v2, a missed question answered, \`PATCH /tenants/{tenant_id}\`) is an entry of its own in the language it is written in (guessed).`;

/** The dashboard's FAQ editor: entries in both languages over the contract's FAQ map. */
export function faqRoutes(app: TypedApp, p: Platform) {
  app.get(
    '/tenants/:tenant_id/faq',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Read the FAQ in both languages',
        description: `${SHAPE} Entries in the owner's order, then questions added elsewhere. Any user of the tenant; another tenant's id is a 404.`,
        params: TenantParams,
        response: { 200: FaqEntriesResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const r = await readFaqEntries(p.db, ctx.tenantId);
      if (!r) throw errors.notFound('Tenant', 'firma');
      return { entries: r.entries, updated_at: r.updatedAt.toISOString() };
    },
  );

  app.put(
    '/tenants/:tenant_id/faq',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Replace the FAQ in both languages',
        description: `${SHAPE} Replaces the whole FAQ (an empty list clears it), in the order given. Blanks around texts are trimmed. 422 (every problem at once, \`loc\` = \`["body","entries",i,field]\`): an entry with nothing in it, a question without its answer or an answer without its question, a question longer than ${FAQ_QUESTION_MAX} characters or an answer longer than ${FAQ_ANSWER_MAX}, a question that is already in the FAQ (in any entry or language), more than ${FAQ_MAX_ENTRIES} questions in all. Any user of the tenant (as \`PATCH /tenants/{tenant_id}\`); another tenant's id is a 404. Answers the FAQ as stored.`,
        params: TenantParams,
        body: Type.Object(
          { entries: Type.Array(FaqEntryIn, { maxItems: FAQ_MAX_ENTRIES }) },
          { additionalProperties: false },
        ),
        response: { 200: FaqEntriesResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const ctx = tenantCtx(request, request.params.tenant_id);
      const r = await writeFaqEntries(p.db, ctx.tenantId, request.body.entries);
      if (!r) throw errors.notFound('Tenant', 'firma');
      return { entries: r.entries, updated_at: r.updatedAt.toISOString() };
    },
  );
}
