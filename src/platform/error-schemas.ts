import { Type } from '@sinclair/typebox';

/**
 * The error bodies of each surface (rendered by error-handler.ts), declared once; their titles
 * make them named components of the OpenAPI document.
 */
const errorFields = {
  code: Type.String({ description: 'Machine-readable; clients branch on it.' }),
  message: Type.String({ description: 'English text.' }),
  field: Type.Union([Type.String(), Type.Null()], { description: 'The offending input, if any.' }),
  request_id: Type.String(),
};

/** The v2 error envelope (DECISIONS, "Developer API v2"). */
export const V2Error = Type.Object(
  {
    error: Type.Object(
      { ...errorFields, message_pl: Type.String({ description: 'Polish text.' }) },
      { additionalProperties: true },
    ),
    livemode: Type.Boolean(),
  },
  { title: 'ApiErrorV2' },
);

/** The frozen v1 error envelope. */
export const V1Error = Type.Object(
  { error: Type.Object(errorFields, { additionalProperties: true }) },
  { title: 'ApiErrorV1' },
);

/** The dashboard's refusals: a message, or for 422 a list of `{loc,msg,type,msg_pl}`. */
export const DashboardError = Type.Object(
  {
    detail: Type.Unknown({ description: 'A message, or for 422 a list of `{loc,msg,type,msg_pl}`.' }),
    code: Type.Optional(Type.String()),
    message_pl: Type.Optional(Type.String()),
  },
  { additionalProperties: true, title: 'DashboardError' },
);
