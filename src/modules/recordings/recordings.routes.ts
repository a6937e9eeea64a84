/**
 * Recordings over HTTP: Twilio's recording-status callback, the owner's link to a call's
 * recording (dashboard), and the signed download of recordings kept in the data folder.
 * The developer API's `GET /v2/calls/{id}/recording` lives in `surfaces/v2/calls.ts`.
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { RECORDING_SID } from '../../providers/telephony/twilio-recordings.js';
import { twilioWebhookGuard } from '../../providers/telephony/twilio-webhook.js';
import { CallIdParams } from '../calls/calls.dto.js';
import { ErrorBody, errorResponses } from '../tenants/http.js';
import { RECORDING_LINK_NOTES, RecordingLinkSchema } from './recordings.dto.js';
import { recordingsServiceFor } from './recordings.service.js';

const StatusBody = Type.Object(
  {
    AccountSid: Type.Optional(Type.String({ pattern: '^AC[0-9a-fA-F]{32}$' })),
    CallSid: Type.String({ pattern: '^CA[0-9a-fA-F]{32}$', description: "Twilio's id of the call." }),
    RecordingSid: Type.String({
      pattern: RECORDING_SID.source,
      description: "Twilio's id of the recording (`RE` and 32 hex digits).",
    }),
    RecordingStatus: Type.String({
      maxLength: 32,
      description: '`completed` (the media can be downloaded), `absent` (nothing was recorded) or `failed`.',
    }),
    RecordingUrl: Type.Optional(Type.String({ maxLength: 500 })),
    RecordingDuration: Type.Optional(Type.String({ pattern: '^[0-9]{1,7}$' })),
  },
  { additionalProperties: true },
);

const SignatureHeader = Type.Object({
  'x-twilio-signature': Type.Optional(
    Type.String({ maxLength: 200, description: "Twilio's request signature (base64 HMAC-SHA1)." }),
  ),
});
const err = (description: string) => ({ ...ErrorBody, description });

export default async function recordingsRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = recordingsServiceFor(p);

  const verified = twilioWebhookGuard(p);

  app.post(
    '/telephony/twilio/recording-status',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags: ['telephony'],
        summary: 'Twilio: recording status callback',
        description: [
          'The `recordingStatusCallback` of the `<Start><Recording>` the incoming-call webhook answers when the tenant records calls (`call_recording`): form-encoded `CallSid`, `RecordingSid`, `RecordingStatus`, `RecordingDuration`, `RecordingUrl`. Answers 204.',
          'Twilio signs the request: `X-Twilio-Signature` must be the base64 HMAC-SHA1, keyed with TWILIO_AUTH_TOKEN, of `PUBLIC_BASE_URL` + the request path and query, followed by every form field name and value sorted by name; a missing or wrong signature is a 403 and changes nothing. 404 when TWILIO_AUTH_TOKEN is not set.',
          '`completed`: the recording is noted for the call of that `CallSid` and downloaded in the background from Twilio (`{TWILIO_API_BASE}/2010-04-01/Accounts/{AccountSid}/Recordings/{RecordingSid}.mp3`, HTTP Basic with the account SID and auth token; the callback’s `RecordingUrl` is not followed) into the recordings storage (the data folder, or the S3-compatible bucket of `RECORDINGS_S3_*`); Twilio’s copy is then deleted, so the tenant’s retention decides how long the recording lives. `absent` and `failed` are noted as no recording. An unknown `CallSid`, another status, or a repeated callback answers 204 and changes nothing.',
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        body: StatusBody,
        response: {
          204: { description: 'Received', type: 'null' },
          403: err('Missing or wrong `X-Twilio-Signature`'),
          404: err('Twilio is not configured (TWILIO_AUTH_TOKEN unset)'),
          422: err('Not a Twilio recording callback (e.g. no `RecordingSid`)'),
        },
      },
    },
    async (request, reply) => {
      await svc.onStatus(request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/calls/:id/recording',
    {
      config: { auth: ['user'] },
      schema: {
        tags: ['calls'],
        summary: 'Recording of a call',
        description: `A short-lived link to listen to or download the recording of a call of the user's tenant. ${RECORDING_LINK_NOTES}`,
        params: CallIdParams,
        response: { 200: RecordingLinkSchema, ...errorResponses(404) },
      },
    },
    async (request) => svc.link(serviceContext(request), request.params.id),
  );

  app.get(
    '/recordings/:id/media',
    {
      config: { auth: ['none'] },
      schema: {
        tags: ['calls'],
        summary: 'Download a recording (signed link)',
        description:
          'The target of the signed links `GET /calls/{id}/recording` and `GET /v2/calls/{id}/recording` hand out when recordings are kept in the data folder: `expires` (Unix seconds) and `signature` (HMAC-SHA256 of the recording id and `expires`, keyed with a key derived from JWT_SECRET) must match and `expires` must not have passed, else 403 (`invalid_signature`, `link_expired`). Answers the audio (`audio/mpeg`) as an attachment, never cached. 404 `recording_not_found` once the recording was deleted with the retention.',
        params: Type.Object({ id: Type.String({ description: 'Recording id (from the link).' }) }),
        querystring: Type.Object({
          expires: Type.Integer({
            minimum: 0,
            description: 'Unix time (seconds) after which the link is refused.',
          }),
          signature: Type.String({ minLength: 1, maxLength: 100, description: 'The link’s signature.' }),
        }),
        response: {
          200: {
            description: 'The recording (MP3)',
            content: { 'audio/mpeg': { schema: { type: 'string', format: 'binary' } } },
          },
          403: err('The signature does not match, or the link has expired'),
          404: err('The recording no longer exists'),
          422: err('`expires` or `signature` missing'),
        },
      },
    },
    async (request, reply) => {
      const media = await svc.download(request.params.id, request.query.expires, request.query.signature);
      return reply
        .header('content-type', media.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="call-${media.callId}.mp3"`)
        .send(media.body);
    },
  );
}
