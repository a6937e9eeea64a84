import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  AnalysisStatusSchema,
  AnalysisValues,
  callFiltersOf,
  TranscriptFields,
  TransferSchema,
  transcriptV2,
} from '../../modules/calls/calls.dto.js';
import {
  analysisStatusOf,
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  CALL_STATUSES,
} from '../../modules/calls/calls.schema.js';
import { RECORDING_LINK_NOTES, RecordingLinkSchema } from '../../modules/recordings/recordings.dto.js';
import { assertScope } from '../../platform/auth.js';
import { serviceContext } from '../../platform/context.js';
import { CursorQuery, cursorEnvelope } from '../../platform/pagination.js';
import { CallV2, callV2 } from '../dto.js';
import type { DeveloperServices } from '../services.js';
import { IdParams, livemodeOf, v2Responses } from './schemas.js';

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export async function v2CallRoutes(fastify: FastifyInstance, { services }: { services: DeveloperServices }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/calls',
    {
      config: { auth: ['apiKey'], scope: 'calls:read' },
      schema: {
        tags: ['v2'],
        summary: 'List calls',
        description:
          'Call records of the key’s tenant, newest first by default (`sort=created_at` for oldest first). Cursor pagination: pass `pagination.next_cursor` as `cursor` with the same `sort`; cursors are opaque, signed, and stay valid while new calls arrive. `created_after` is inclusive, `created_before` exclusive. Transcripts are not part of lists: read one call with `expand=transcript` (scope `calls:transcript`).',
        querystring: Type.Object({
          ...CursorQuery.properties,
          status: Type.Optional(lit(CALL_STATUSES)),
          outcome: Type.Optional(lit(CALL_OUTCOMES)),
          direction: Type.Optional(lit(CALL_DIRECTIONS)),
          created_after: Type.Optional(Type.String({ format: 'date-time' })),
          created_before: Type.Optional(Type.String({ format: 'date-time' })),
          had_error: Type.Optional(Type.Boolean()),
          sort: Type.Union([Type.Literal('created_at'), Type.Literal('-created_at')], {
            default: '-created_at',
          }),
        }),
        response: v2Responses({ 200: cursorEnvelope(CallV2) }, [400, 422]),
      },
    },
    async (request) => {
      const q = request.query;
      const page = await services.calls.listItems(serviceContext(request), {
        limit: q.limit,
        cursor: q.cursor,
        sort: q.sort === 'created_at' ? 'asc' : 'desc',
        filters: callFiltersOf(q),
      });
      return page;
    },
  );

  app.get(
    '/calls/:id',
    {
      config: { auth: ['apiKey'], scope: 'calls:read' },
      schema: {
        tags: ['v2'],
        summary: 'Read a call',
        description: `One call record of the key’s tenant; any other id (another tenant’s included) is a 404.

**Transcript.** \`expand=transcript\` adds \`transcript\` (the turns: \`role\` \`caller\` or \`assistant\`, \`text\`, \`at\`, \`offset_ms\` from \`started_at\`), \`transcript_status\` and \`transcript_purged_at\`. It needs the key to hold the scope \`calls:transcript\` besides \`calls:read\` (403 \`insufficient_scope\` otherwise): what callers said is not readable with a key that only reads call summaries. \`calls:transcript\` is never a default scope. Transcripts are kept for the tenant’s retention (90 days by default); after it, \`transcript\` is null and \`transcript_status\` is \`purged\`, never an empty list. Without \`expand\` the three fields are absent.

**Post-call analysis.** \`analysis\` holds the tenant’s own fields (Business+, defined in its settings as \`analysis_fields\`) with the values found in the conversation (null when unknown); null when the tenant defines none. \`analysis_status\` says whether the values are final: \`pending\` while a receptionist on the LLM brain has the model fill the fields after the call (the \`call.analyzed\` webhook follows with the final values), then \`done\` or \`failed\` (the built-in values kept); \`none\` without fields. Needs only \`calls:read\`; not part of lists.

**Transfer.** \`transfer\` says whether the receptionist put the caller through to a member of staff, where, whether it was announced first (warm transfer) and what became of it (\`accepted\`, \`declined\`, \`no_answer\`, …); null when there was no transfer. Not part of lists.`,
        params: IdParams,
        querystring: Type.Object({
          expand: Type.Optional(
            Type.Union([Type.Literal('transcript')], {
              description: 'Related data to include: `transcript` (needs the scope `calls:transcript`).',
            }),
          ),
        }),
        response: v2Responses(
          {
            200: Type.Object(
              {
                ...CallV2.properties,
                livemode: Type.Boolean(),
                analysis: Type.Optional(AnalysisValues),
                analysis_status: Type.Optional(AnalysisStatusSchema),
                transfer: Type.Optional(TransferSchema),
                transcript: Type.Optional(TranscriptFields.transcript),
                transcript_status: Type.Optional(TranscriptFields.transcript_status),
                transcript_purged_at: Type.Optional(TranscriptFields.transcript_purged_at),
              },
              {
                examples: [
                  {
                    id: '0193a0c2-5e1f-7a4b-9c3d-2f1e0d9c8b7a',
                    created_at: '2026-11-21T09:30:00.000Z',
                    caller_number: '+48601234567',
                    direction: 'inbound',
                    status: 'completed',
                    outcome: 'booked',
                    duration_seconds: 94,
                    sentiment: 'positive',
                    summary: 'Umówiono wizytę na wtorek 10:00.',
                    had_error: false,
                    called_number: '+48221234567',
                    started_at: '2026-11-21T09:30:00.000Z',
                    ended_at: '2026-11-21T09:31:34.000Z',
                    callback_requested: false,
                    updated_at: '2026-11-21T09:31:34.000Z',
                    livemode: true,
                    transcript: [
                      {
                        role: 'assistant',
                        text: 'Dzień dobry, w czym mogę pomóc?',
                        at: '2026-11-21T09:30:01.200Z',
                        offset_ms: 1200,
                      },
                      {
                        role: 'caller',
                        text: 'Chciałbym umówić wizytę na wtorek.',
                        at: '2026-11-21T09:30:05.900Z',
                        offset_ms: 5900,
                      },
                    ],
                    transcript_status: 'available',
                    transcript_purged_at: null,
                  },
                  {
                    id: '0193a0c4-1b2c-7d3e-8f40-5a6b7c8d9e0f',
                    created_at: '2026-11-21T11:02:00.000Z',
                    caller_number: '+48602345678',
                    direction: 'inbound',
                    status: 'completed',
                    outcome: 'callback',
                    duration_seconds: 71,
                    sentiment: 'neutral',
                    summary: 'Pilna sprawa do recepcji; przełączenie odrzucone, zostawiono wiadomość.',
                    had_error: false,
                    called_number: '+48221234567',
                    started_at: '2026-11-21T11:02:00.000Z',
                    ended_at: '2026-11-21T11:03:11.000Z',
                    callback_requested: true,
                    updated_at: '2026-11-21T11:03:40.000Z',
                    livemode: true,
                    analysis: { insurance_provider: 'Medicover', new_patient: true },
                    analysis_status: 'done',
                    transfer: {
                      to: '+48221234599',
                      department: 'Recepcja',
                      warm: true,
                      status: 'declined',
                      at: '2026-11-21T11:02:41.000Z',
                    },
                  },
                ],
              },
            ),
          },
          [404, 422],
        ),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const withTranscript = request.query.expand === 'transcript';
      if (withTranscript) assertScope(request.principal, 'calls:transcript');
      const row = await services.calls.get(ctx, request.params.id);
      const base = {
        ...callV2(row),
        livemode: livemodeOf(ctx),
        analysis: row.analysis ?? null,
        analysis_status: analysisStatusOf(row),
        transfer: row.transfer ?? null,
      };
      // Added after the base mapping, on this route only (lists never carry transcripts).
      return withTranscript ? Object.assign(base, transcriptV2(row)) : base;
    },
  );

  app.get(
    '/calls/:id/recording',
    {
      config: { auth: ['apiKey'], scope: 'calls:recording' },
      schema: {
        tags: ['v2'],
        summary: 'Recording of a call',
        description: `A short-lived signed URL of the recording of a call of the key’s tenant. Needs the scope \`calls:recording\` (403 \`insufficient_scope\` otherwise; never a default scope: what callers said is not readable with a key that only reads call summaries). ${RECORDING_LINK_NOTES}`,
        params: IdParams,
        response: v2Responses(
          {
            200: Type.Object(
              { ...RecordingLinkSchema.properties, livemode: Type.Boolean() },
              { examples: RecordingLinkSchema.examples?.map((e: object) => ({ ...e, livemode: true })) },
            ),
          },
          [404],
        ),
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { ...(await services.recordings.link(ctx, request.params.id)), livemode: livemodeOf(ctx) };
    },
  );
}
