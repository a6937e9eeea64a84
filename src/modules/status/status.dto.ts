import { type Static, Type } from '@sinclair/typebox';
import { COMPONENTS, IMPACTS, INCIDENT_STATUSES } from './status.schema.js';

export const ComponentId = Type.Unsafe<(typeof COMPONENTS)[number]>({
  type: 'string',
  enum: [...COMPONENTS],
  description: 'One of `api`, `voice`, `sms`, `dashboard`, `webhooks`.',
});
export const IncidentStatus = Type.Unsafe<(typeof INCIDENT_STATUSES)[number]>({
  type: 'string',
  enum: [...INCIDENT_STATUSES],
});
export const Impact = Type.Unsafe<(typeof IMPACTS)[number]>({ type: 'string', enum: [...IMPACTS] });
export const ComponentStatus = Type.Unsafe<
  'operational' | 'degraded_performance' | 'partial_outage' | 'major_outage'
>({
  type: 'string',
  enum: ['operational', 'degraded_performance', 'partial_outage', 'major_outage'],
});

export const Components = Type.Array(ComponentId, {
  minItems: 1,
  maxItems: COMPONENTS.length,
  uniqueItems: true,
});

export const IncidentUpdateDTO = Type.Object({
  status: IncidentStatus,
  message: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const IncidentDTO = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  status: IncidentStatus,
  impact: Impact,
  components: Type.Array(ComponentId),
  auto_opened: Type.Boolean({
    description: 'True for incidents opened by CI; only these are auto-resolved.',
  }),
  created_at: Type.String({ format: 'date-time' }),
  resolved_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updates: Type.Array(IncidentUpdateDTO, { description: 'Timeline, oldest first.' }),
});
export type IncidentDTO = Static<typeof IncidentDTO>;

export const StatusPageResponse = Type.Object({
  status: ComponentStatus,
  components: Type.Array(
    Type.Object({
      id: ComponentId,
      name: Type.String(),
      name_pl: Type.String(),
      status: ComponentStatus,
    }),
  ),
  open_incidents: Type.Array(IncidentDTO),
  recent_incidents: Type.Array(IncidentDTO, {
    description: 'Resolved incidents opened in the last 90 days, newest first (at most 100).',
  }),
  updated_at: Type.String({ format: 'date-time' }),
});

const Message = Type.String({ minLength: 1, maxLength: 5000 });
const Title = Type.String({ minLength: 1, maxLength: 200 });

export const IncidentCreateBody = Type.Object(
  {
    title: Title,
    message: Message,
    components: Components,
    impact: Impact,
    status: Type.Optional(IncidentStatus),
  },
  { additionalProperties: false },
);
export const IncidentUpdateBody = Type.Object(
  { status: IncidentStatus, message: Message },
  { additionalProperties: false },
);
export const CiIncidentBody = Type.Object(
  {
    components: Components,
    title: Title,
    message: Message,
    impact: Type.Optional(Impact),
  },
  { additionalProperties: false },
);
export const CiResolveBody = Type.Object(
  { components: Components, message: Message },
  { additionalProperties: false },
);
const Short = Type.String({ minLength: 1, maxLength: 100 });
export const CiDeployEventBody = Type.Object(
  { version: Short, environment: Short, status: Short },
  { additionalProperties: false },
);
export const SubscribeBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    components: Type.Optional(
      Type.Array(ComponentId, {
        maxItems: COMPONENTS.length,
        uniqueItems: true,
        description: 'Components to hear about; omitted or empty means every component.',
      }),
    ),
    language: Type.Optional(Type.Unsafe<'pl' | 'en'>({ type: 'string', enum: ['pl', 'en'] })),
  },
  { additionalProperties: false },
);

export const Notice = Type.Object({
  status: Type.String(),
  message: Type.String(),
  message_pl: Type.String(),
});

export const ProviderEventDTO = Type.Object({
  id: Type.String({ format: 'uuid' }),
  provider: Type.String(),
  kind: Type.Unsafe<'downtime' | 'fallback' | 'recovered'>({
    type: 'string',
    enum: ['downtime', 'fallback', 'recovered'],
  }),
  detail: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

export const ErrorBody = Type.Object(
  {
    detail: Type.Unknown(),
    code: Type.Optional(Type.String()),
    message_pl: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
