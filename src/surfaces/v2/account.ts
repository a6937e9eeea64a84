import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { loadTenantProfile } from '../../modules/appointments/tenant-profile.js';
import type { KnowledgeDocumentRow } from '../../modules/knowledge/knowledge.repo.js';
import { UsageResponse } from '../../modules/tenants/tenants.dto.js';
import { tenantsServiceFor } from '../../modules/tenants/tenants.routes.js';
import { SUBSCRIPTION_STATUSES, TIERS } from '../../modules/tenants/tenants.schema.js';
import { VoiceConfigFields, voiceDto } from '../../modules/voice-config/voice-config.dto.js';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { StringEnum } from '../../platform/schema-types.js';
import { tenantV2 } from '../dto.js';
import type { DeveloperServices } from '../services.js';
import { livemodeOf, v2Responses, WRITE_NOTE, WriteHeaders } from './schemas.js';

const FaqMap = Type.Record(
  Type.String({ minLength: 1, maxLength: 500 }),
  Type.String({ minLength: 1, maxLength: 4000 }),
  {
    maxProperties: 500,
    description: 'Question → answer.',
  },
);
const FaqOut = Type.Object({
  faq: Type.Record(Type.String(), Type.String()),
  updated_at: Type.String({ format: 'date-time' }),
  livemode: Type.Boolean(),
});

const VoiceConfigOut = Type.Object({
  ...VoiceConfigFields,
  updated_at: Type.String({ format: 'date-time' }),
  livemode: Type.Boolean(),
});

const KnowledgeDoc = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    source: Type.String({ description: '`upload` (dashboard), `api`, …' }),
    mime_type: Type.String(),
    size_bytes: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'KnowledgeDocument' },
);
const docDto = (
  r: Pick<KnowledgeDocumentRow, 'id' | 'title' | 'source' | 'mimeType' | 'sizeBytes' | 'createdAt'>,
) => ({
  id: r.id,
  title: r.title,
  source: r.source,
  mime_type: r.mimeType,
  size_bytes: r.sizeBytes,
  created_at: r.createdAt.toISOString(),
});

const Tenant = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    business_name: Type.String(),
    tier: StringEnum(TIERS),
    subscription_status: StringEnum(SUBSCRIPTION_STATUSES),
    timezone: Type.String(),
    is_live: Type.Boolean(),
    opening_hours: Type.Record(Type.String(), Type.Array(Type.Array(Type.String()))),
    slot_minutes: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    livemode: Type.Boolean(),
  },
  { title: 'Tenant' },
);

export async function v2AccountRoutes(
  fastify: FastifyInstance,
  { services, platform }: { services: DeveloperServices; platform: Platform },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/faq',
    {
      config: { auth: ['apiKey'], scope: 'faq:read' },
      schema: {
        tags: ['v2'],
        summary: 'Read the FAQ',
        description: 'The questions and answers the receptionist uses, as a map question → answer.',
        response: v2Responses({ 200: FaqOut }),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const row = await services.knowledge.getFaq(ctx);
      return { faq: row.faq, updated_at: row.updatedAt.toISOString(), livemode: livemodeOf(ctx) };
    },
  );

  app.put(
    '/faq',
    {
      config: { auth: ['apiKey'], scope: 'faq:write' },
      schema: {
        tags: ['v2'],
        summary: 'Replace the FAQ',
        description: `Replaces the whole FAQ with \`faq\` (at most 500 entries; questions up to 500 characters, answers up to 4000; surrounding blanks are trimmed). An empty map clears it. ${WRITE_NOTE}`,
        headers: WriteHeaders,
        body: Type.Object({ faq: FaqMap }, { additionalProperties: false }),
        response: v2Responses({ 200: FaqOut }, [400, 409, 422]),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const row = await services.knowledge.putFaq(ctx, request.body.faq);
      return { faq: row.faq, updated_at: row.updatedAt.toISOString(), livemode: livemodeOf(ctx) };
    },
  );

  app.get(
    '/voice-config',
    {
      config: { auth: ['apiKey'], scope: 'voice_config:read' },
      schema: {
        tags: ['v2'],
        summary: 'Read the voice configuration',
        description:
          'How the receptionist sounds. A tenant that never changed it gets the defaults: `language` `pl`, `voice` `default`, `greeting` null, `speaking_rate` 1.0, `record_calls` true, `max_call_minutes` 15.',
        response: v2Responses({ 200: VoiceConfigOut }),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...voiceDto(await services.voiceConfig.get(ctx)), livemode: livemodeOf(ctx) };
    },
  );

  app.patch(
    '/voice-config',
    {
      config: { auth: ['apiKey'], scope: 'voice_config:write' },
      schema: {
        tags: ['v2'],
        summary: 'Change the voice configuration',
        description: `Partial update of the fields given; \`greeting: null\` restores the built-in greeting. Answers the whole configuration. ${WRITE_NOTE}`,
        headers: WriteHeaders,
        body: Type.Partial(Type.Object(VoiceConfigFields), { additionalProperties: false, minProperties: 1 }),
        response: v2Responses({ 200: VoiceConfigOut }, [400, 409, 422]),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...voiceDto(await services.voiceConfig.patch(ctx, request.body)), livemode: livemodeOf(ctx) };
    },
  );

  app.get(
    '/knowledge',
    {
      config: { auth: ['apiKey'], scope: 'knowledge:read' },
      schema: {
        tags: ['v2'],
        summary: 'List knowledge documents',
        description:
          'Documents of the tenant’s knowledge base (uploaded in the dashboard or added here), newest first, cursor-paginated. Contents are not listed.',
        querystring: CursorQuery,
        response: v2Responses({ 200: cursorEnvelope(KnowledgeDoc) }, [400, 422]),
      },
    },
    async (request) => {
      const page = await services.knowledge.list(serviceContext(request), request.query);
      return { ...page, data: page.data.map(docDto) };
    },
  );

  app.post(
    '/knowledge',
    {
      config: { auth: ['apiKey'], scope: 'knowledge:write' },
      schema: {
        tags: ['v2'],
        summary: 'Add a text document',
        description: `Adds a plain-text document (\`title\` up to 200 characters, \`content\` up to 100,000) to the knowledge base, with \`source\` \`api\`; it is split into passages and searchable at once, like an uploaded document. Content without any letter or digit is a 422. Files (PDF, DOCX) are uploaded in the dashboard. ${WRITE_NOTE}`,
        headers: WriteHeaders,
        body: Type.Object(
          {
            title: Type.String({ minLength: 1, maxLength: 200 }),
            content: Type.String({ minLength: 1, maxLength: 100_000 }),
          },
          { additionalProperties: false },
        ),
        response: v2Responses(
          { 201: Type.Object({ ...KnowledgeDoc.properties, livemode: Type.Boolean() }) },
          [400, 409, 422],
        ),
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const doc = await services.knowledge.addText(ctx, request.body);
      return reply.status(201).send({ ...docDto(doc), livemode: livemodeOf(ctx) });
    },
  );

  app.get(
    '/tenant',
    {
      config: { auth: ['apiKey'], scope: 'tenant:read' },
      schema: {
        tags: ['v2'],
        summary: 'The key’s tenant',
        description: 'The business the key belongs to: name, plan, time zone, opening hours and slot length.',
        response: v2Responses({ 200: Tenant }),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...tenantV2(await loadTenantProfile(platform.db, ctx.tenantId)), livemode: livemodeOf(ctx) };
    },
  );

  const tenantsService = tenantsServiceFor(platform);
  app.get(
    '/billing/usage',
    {
      config: { auth: ['apiKey'], scope: 'billing:read' },
      schema: {
        tags: ['v2'],
        summary: 'Usage of the current billing period',
        description:
          'The same breakdown as the dashboard: the calendar month in the tenant’s time zone, minutes used (each call rounded up to whole minutes) and SMS sent against the plan’s limits (null for custom Enterprise limits), calls by outcome and direction, a daily series, and the simultaneous calls: `concurrent_calls_limit` (the plan’s: Starter 2, Business 10, Enterprise 50), `concurrent_calls_active` (in progress now) and `overflow_calls` (calls of the period that found every line busy and were offered to leave a message).',
        response: v2Responses({
          200: Type.Intersect([UsageResponse, Type.Object({ livemode: Type.Boolean() })]),
        }),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...(await tenantsService.usage(ctx.tenantId)), livemode: livemodeOf(ctx) };
    },
  );
}
