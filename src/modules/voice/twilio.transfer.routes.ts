/**
 * Twilio's callbacks of a warm transfer (`voice.transfer.ts`): the whisper the member of staff
 * hears before the caller is bridged, their key (1 accepts), and the end of the dial (taken or
 * not: then the caller is offered to leave a message).
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { toE164 } from '../tenants/phone.js';
import {
  CALL_SID,
  CommonFields,
  commonErrors,
  SIGNED,
  SignatureHeader,
  sayBoth,
  TEXTS,
  tags,
  xml,
} from './twilio.shared.js';
import { gatherDigit, hangup, type SpeechLanguage, say, speechLanguage, twiml, type Verb } from './twiml.js';
import type { StoredSession, VoiceService } from './voice.service.js';
import { dialResultOf } from './voice.transfer.js';

/** Seconds the whisper waits for the member of staff's key after it is said. */
export const WHISPER_KEY_SECONDS = 8;

const CallQuery = Type.Object({
  call: Type.String({
    format: 'uuid',
    description: 'The call record being transferred (set by the service in the URL it gives Twilio).',
  }),
});
const ParentCallSid = Type.Optional(
  Type.String({
    maxLength: 64,
    description:
      "The caller's `CallSid` (Twilio's parent call of the member of staff's leg); it must be the call named by `call`.",
  }),
);
const WhisperBody = Type.Object({ ...CommonFields, ParentCallSid }, { additionalProperties: true });
const WhisperAnswerBody = Type.Object(
  {
    ...CommonFields,
    ParentCallSid,
    Digits: Type.Optional(Type.String({ maxLength: 32, description: 'The key pressed.' })),
  },
  { additionalProperties: true },
);
const TransferResultBody = Type.Object(
  {
    ...CommonFields,
    To: Type.String({ maxLength: 64 }),
    DialCallStatus: Type.Optional(
      Type.String({
        maxLength: 32,
        description: '`completed`, `answered`, `busy`, `no-answer`, `failed` or `canceled`.',
      }),
    ),
    DialCallSid: Type.Optional(CALL_SID),
    DialCallDuration: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: true },
);

const CALLEE_CHECK =
  "The member of staff's leg must belong to the call named by `call`: `ParentCallSid` must be that call's `CallSid` and `To` (when sent) the number the transfer rings; anything else (another tenant's call, an ended call, no transfer waiting) is answered `<Hangup/>` (200) and changes nothing.";

interface Helpers {
  svc: VoiceService;
  verified: (request: FastifyRequest) => Promise<void>;
  sessionOf(body: { CallSid: string; To?: string | undefined }): ReturnType<VoiceService['byProviderCallId']>;
  listen(language: SpeechLanguage, said: Verb[], silence?: number): Verb;
  base: string;
}

export async function twilioTransferRoutes(fastify: FastifyInstance, h: Helpers) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { svc, verified, base } = h;

  /** The session of `call` with a transfer waiting, when the callee's leg is that transfer's. */
  async function waiting(
    call: string,
    body: { ParentCallSid?: string | undefined; To?: string | undefined },
  ) {
    const row = await svc.transfers.sessionOfCall(call);
    if (!row || row.ended || !body.ParentCallSid || row.providerCallId !== body.ParentCallSid)
      return undefined;
    const t = (row.state as unknown as StoredSession).transfer;
    if (t?.status !== 'pending') return undefined;
    if (body.To !== undefined && toE164(body.To) !== t.to) return undefined;
    return { row, transfer: t };
  }

  app.post(
    '/telephony/twilio/whisper',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags,
        summary: 'Twilio: the whisper a member of staff hears before a warm transfer',
        description: [
          'The `url` of the `<Number>` a warm transfer dials (tenant setting `warm_transfer`): Twilio fetches it when the member of staff picks up, before the caller is bridged. Form-encoded fields of the member of staff’s leg (`CallSid`, `ParentCallSid`, `To`). Answers TwiML (`text/xml`).',
          SIGNED,
          `The answer: \`<Gather input="dtmf" numDigits="1" timeout="${WHISPER_KEY_SECONDS}" action="{PUBLIC_BASE_URL}/telephony/twilio/whisper-answer?call={call}">\` saying, in the tenant’s language (voice config \`language\`, Polish by default), who is calling (the name the CRM knows, else the number, else a withheld number), for which department, whether it is urgent, what the caller said, and "press 1 to take the call, 2 to decline"; then \`<Hangup/>\` when no key is pressed (the transfer is then not answered: the caller is offered to leave a message).`,
          CALLEE_CHECK,
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        querystring: CallQuery,
        body: WhisperBody,
        response: { 200: xml('TwiML: the whisper in a one-key `<Gather>`, or `<Hangup/>`'), ...commonErrors },
      },
    },
    async (request, reply) => {
      const send = (...verbs: Verb[]) => reply.type('text/xml').send(twiml(...verbs));
      const w = await waiting(request.query.call, request.body);
      if (!w) return send(hangup());
      const call = encodeURIComponent(request.query.call);
      return send(
        gatherDigit({
          action: `${base}/whisper-answer?call=${call}`,
          timeout: WHISPER_KEY_SECONDS,
          say: [say(w.transfer.whisper, speechLanguage(w.transfer.whisperLanguage))],
        }),
        hangup(),
      );
    },
  );

  app.post(
    '/telephony/twilio/whisper-answer',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags,
        summary: 'Twilio: the member of staff accepted or declined a warm transfer',
        description: [
          'The `action` of the whisper’s `<Gather>`: form-encoded `Digits` (the key pressed), `CallSid`, `ParentCallSid`, `To` of the member of staff’s leg. Answers TwiML (`text/xml`).',
          SIGNED,
          '`1`: the transfer is accepted: an empty `<Response/>` (the whisper ends and Twilio bridges the caller); the call record is completed with outcome `transferred` and `transfer.status` `accepted` (`call.completed` carries `transfer`). Any other key: `<Hangup/>` and `transfer.status` `declined`; the caller is told when the dial ends (`POST /telephony/twilio/transfer-result`).',
          CALLEE_CHECK,
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        querystring: CallQuery,
        body: WhisperAnswerBody,
        response: { 200: xml('TwiML: empty (bridge) or `<Hangup/>`'), ...commonErrors },
      },
    },
    async (request, reply) => {
      const send = (...verbs: Verb[]) => reply.type('text/xml').send(twiml(...verbs));
      const w = await waiting(request.query.call, request.body);
      if (!w) return send(hangup());
      const accept = (request.body.Digits ?? '').trim() === '1';
      try {
        await svc.transfers.answer(w.row, accept);
      } catch (e) {
        // Answered twice at once, or the caller hung up meanwhile: nothing to bridge.
        if (e instanceof AppError && e.status === 409) return send(hangup());
        throw e;
      }
      return accept ? send() : send(hangup());
    },
  );

  app.post(
    '/telephony/twilio/transfer-result',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags,
        summary: 'Twilio: a warm transfer’s dial ended',
        description: [
          'The `action` of a warm transfer’s `<Dial>`: form-encoded fields of the caller’s call (`CallSid`, `To`) and `DialCallStatus`. Answers TwiML (`text/xml`).',
          SIGNED,
          'Accepted transfers are already completed (outcome `transferred`): `<Hangup/>` when the bridged conversation ends. Otherwise the transfer’s status is recorded on the call (`declined` when the member of staff pressed another key; else from `DialCallStatus`: `busy`, `failed`, `canceled` (the caller hung up), and `no-answer` or answered without pressing 1 are `no_answer`), and the caller hears, in their language, that nobody can take the call now and is asked for a message inside a speech `<Gather>` (as `POST /telephony/twilio/gather`): what they say next is the message (outcome `callback`, `message.left`), or they hang up (the status callback completes the call).',
          'An unknown `CallSid`, a `To` that is not the number of that call, or a `call` that is not that call: a polite message and `<Hangup/>` (200).',
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        querystring: CallQuery,
        body: TransferResultBody,
        response: {
          200: xml('TwiML: the offer to leave a message in a speech `<Gather>`, or `<Hangup/>`'),
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const send = (...verbs: Verb[]) => reply.type('text/xml').send(twiml(...verbs));
      const body = request.body;
      const session = await h.sessionOf(body);
      if (!session || session.callId !== request.query.call)
        return send(...sayBoth(TEXTS.unknownCall), hangup());
      if (session.ended) return send(hangup());
      const result = dialResultOf(body.DialCallStatus);
      let r: Awaited<ReturnType<VoiceService['transfers']['notTaken']>>;
      try {
        r = await svc.transfers.notTaken(session, result);
      } catch (e) {
        if (e instanceof AppError && e.status === 409) return send(...sayBoth(TEXTS.unknownCall), hangup());
        throw e;
      }
      if (result === 'canceled') return send(hangup());
      const lang = speechLanguage(r.language);
      return send(h.listen(lang, [say(r.reply, lang)]));
    },
  );
}
