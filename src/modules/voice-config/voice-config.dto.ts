import { Type } from '@sinclair/typebox';
import type { VoiceConfigRow } from './voice-config.service.js';

/** The voice configuration's fields, as both the dashboard and the developer API v2 accept them. */
export const VoiceConfigFields = {
  language: Type.Union([Type.Literal('pl'), Type.Literal('en')], { description: 'Conversation language.' }),
  voice: Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: '^[A-Za-z0-9._-]+$',
    description: 'Voice name of the speech engine (letters, digits, `.`, `_`, `-`).',
  }),
  greeting: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 500 })], {
    description: 'First sentence spoken; null: the built-in greeting with the business name.',
  }),
  speaking_rate: Type.Number({ minimum: 0.5, maximum: 2 }),
  record_calls: Type.Boolean({ description: 'Keep transcripts of calls.' }),
  max_call_minutes: Type.Integer({
    minimum: 1,
    maximum: 60,
    description: 'The AI ends longer calls politely.',
  }),
};

export const VoiceConfigUpdate = Type.Partial(Type.Object(VoiceConfigFields), {
  additionalProperties: false,
  minProperties: 1,
});

export const VoiceConfigResponse = Type.Object({
  ...VoiceConfigFields,
  updated_at: Type.String({ format: 'date-time' }),
});

export const voiceDto = (r: VoiceConfigRow) => ({
  language: r.language,
  voice: r.voice,
  greeting: r.greeting,
  speaking_rate: Math.round(r.speakingRate * 100) / 100,
  record_calls: r.recordCalls,
  max_call_minutes: r.maxCallMinutes,
  updated_at: r.updatedAt.toISOString(),
});
