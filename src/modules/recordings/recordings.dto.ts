import { Type } from '@sinclair/typebox';

/** A short-lived link to a call's recording (dashboard and `GET /v2/calls/{id}/recording`). */
export const RecordingLinkSchema = Type.Object(
  {
    call_id: Type.String({ format: 'uuid' }),
    url: Type.String({
      description:
        'Where to download the recording (MP3) without credentials until `expires_at`: a presigned URL of the S3-compatible bucket when one is configured, else a signed link to this service (`/recordings/{id}/media?expires=…&signature=…`). Do not store it: ask again for a fresh one.',
    }),
    expires_at: Type.String({ format: 'date-time', description: 'After this the URL answers 403.' }),
    content_type: Type.String({ description: 'Usually `audio/mpeg`.' }),
    duration_seconds: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Length of the recording as Twilio reported it.',
    }),
    size_bytes: Type.Union([Type.Integer(), Type.Null()]),
    recorded_at: Type.String({ format: 'date-time', description: 'When the recording was stored.' }),
  },
  {
    title: 'CallRecordingLink',
    examples: [
      {
        call_id: '0193a0c2-5e1f-7a4b-9c3d-2f1e0d9c8b7a',
        url: 'https://api.recepcja.example/recordings/0193a0c3-0a1b-7c2d-8e3f-4a5b6c7d8e9f/media?expires=1795253734&signature=3q2-7w…',
        expires_at: '2026-11-21T09:36:34.000Z',
        content_type: 'audio/mpeg',
        duration_seconds: 94,
        size_bytes: 752431,
        recorded_at: '2026-11-21T09:31:40.000Z',
      },
    ],
  },
);

export const RECORDING_LINK_NOTES =
  'The recording exists when the tenant turned on `call_recording` (tenant settings) before the call, on a Twilio line: the service downloads it from Twilio after the call and keeps it in its storage. The answer is a short-lived URL (`RECORDINGS_URL_TTL_SECONDS`, 5 minutes by default), not the audio. 404 `not_found` for a call id that is not the tenant’s (another tenant’s included); 404 `recording_not_found` (with a message saying why) when the call has no recording: recording was off, it is still being processed, or it was deleted with the call data retention (`transcript_retention_days`, 90 days by default); its `recording_status` tells which: `pending` (announced by Twilio, not yet stored), `absent` (Twilio recorded nothing), `failed` (it could not be downloaded), `purged` (deleted with the retention) or `none` (no recording was announced for the call).';
