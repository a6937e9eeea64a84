/**
 * Twilio Programmable Voice webhooks: the receptionist on a real phone line. Twilio posts
 * form-encoded call events, signed with `X-Twilio-Signature`; each answer is TwiML that says
 * the receptionist's reply and listens for the next caller turn (speech recognised by Twilio).
 * The conversation itself is the voice service's (the same as the text channel's).
 */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { twilioWebhookGuard } from '../../providers/telephony/twilio-webhook.js';
import { calls } from '../calls/calls.schema.js';
import { toE164 } from '../tenants/phone.js';
import { tenants } from '../tenants/tenants.schema.js';
import { detectLanguage } from './nlu/language.js';
import { clean, fold } from './nlu/normalize.js';
import {
  CommonFields,
  commonErrors,
  SIGNED,
  SignatureHeader,
  sayBoth,
  sayIn,
  TEXTS,
  tags,
  xml,
} from './twilio.shared.js';
import { twilioTransferRoutes } from './twilio.transfer.routes.js';
import {
  dial,
  dialWarm,
  gather,
  hangup,
  type SpeechLanguage,
  say,
  speechLanguage,
  startRecording,
  twiml,
  type Verb,
} from './twiml.js';
import { createVoiceService } from './voice.service.js';

/** Call statuses after which the call is over (Twilio's status callback). */
const FINAL_STATUSES = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];

/** How long a warm transfer rings the member of staff before it counts as not answered. */
export const WARM_TRANSFER_RING_SECONDS = 20;

/** Silent gathers in a row after which the receptionist says goodbye and ends the call. */
export const MAX_SILENT_GATHERS = 2;

/**
 * Says a text that may mix Polish and English (the greeting, a rejection): one `<Say>` per run
 * of sentences in one language, so each is read with the right voice.
 */
export function sayMixed(text: string, fallback: 'pl' | 'en' = 'pl'): Verb[] {
  const sentences = text.match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const runs: { language: 'pl' | 'en'; text: string }[] = [];
  let previous = fallback;
  for (const sentence of sentences) {
    const orig = clean(sentence);
    if (!orig) continue;
    const language = detectLanguage(orig, fold(orig), previous);
    previous = language;
    const last = runs[runs.length - 1];
    if (last && last.language === language) last.text += ` ${orig}`;
    else runs.push({ language, text: orig });
  }
  return runs.map((r) => say(r.text, speechLanguage(r.language)));
}

// Twilio sends many more fields (Direction, ApiVersion, Caller…): all are kept, since the signature covers them.
const VoiceBody = Type.Object(
  { ...CommonFields, To: Type.String({ maxLength: 64 }) },
  { additionalProperties: true },
);
const GatherBody = Type.Object(
  {
    ...CommonFields,
    SpeechResult: Type.Optional(Type.String({ maxLength: 4000, description: 'What Twilio recognised.' })),
    Confidence: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: true },
);
const GatherQuery = Type.Object({
  silence: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 10,
      description: 'Silent gathers in a row so far (set by the service in the reprompt’s `action`).',
    }),
  ),
});
const StatusBody = Type.Object(
  {
    ...CommonFields,
    CallStatus: Type.String({ maxLength: 32 }),
    CallDuration: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,7}$', description: 'Seconds the call lasted, on `completed`.' }),
    ),
  },
  { additionalProperties: true },
);

export default async function twilioVoiceRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const svc = createVoiceService(p);
  const base = `${p.config.publicBaseUrl}/telephony/twilio`;
  const gatherUrl = (silence = 0) => `${base}/gather${silence ? `?silence=${silence}` : ''}`;

  const verified = twilioWebhookGuard(p);

  /**
   * The session of Twilio's `CallSid`; when Twilio names the number called (`To`), it must be
   * the number of that session's call record (of the session's tenant), else no session.
   */
  async function sessionOf(body: { CallSid: string; To?: string | undefined }) {
    const session = await svc.byProviderCallId(body.CallSid);
    if (!session || body.To === undefined) return session;
    const [call] = await p.db
      .select({ calledNumber: calls.calledNumber })
      .from(calls)
      .where(and(eq(calls.tenantId, session.tenantId), eq(calls.id, session.callId)))
      .limit(1);
    return call && call.calledNumber === toE164(body.To) ? session : undefined;
  }

  /** Whether the tenant of a call records calls (tenant setting `call_recording`, off by default). */
  async function recordsCalls(callId: string) {
    const [row] = await p.db
      .select({ settings: tenants.settings })
      .from(calls)
      .innerJoin(tenants, eq(tenants.id, calls.tenantId))
      .where(eq(calls.id, callId))
      .limit(1);
    return (row?.settings as { call_recording?: unknown } | null)?.call_recording === true;
  }

  const listen = (language: SpeechLanguage, said: Verb[], silence = 0) =>
    gather({ action: gatherUrl(silence), language, say: said });

  app.post(
    '/telephony/twilio/voice',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags,
        summary: 'Twilio: incoming call',
        description: [
          "The phone number's *A call comes in* webhook (HTTP POST) at Twilio: form-encoded `CallSid`, `From`, `To` and Twilio's other fields. Answers TwiML (`text/xml`).",
          SIGNED,
          'The tenant is the one whose **active** number `To` is. The quota check runs first (plan minutes, trial, live switch, subscription, per-caller daily cap): a refused call hears a polite Polish and English rejection and `<Hangup/>`; no call record and no session. A number no tenant answers (or not a phone number) hears that the number is not in service and `<Hangup/>` (200, not an error, so the caller never hears Twilio’s application-error message). A withheld or unparsable `From` is a call without caller number.',
          'Otherwise a call record is opened (`in_progress`), a session is bound to the `CallSid`, and the greeting is said inside `<Gather input="speech" action="{PUBLIC_BASE_URL}/telephony/twilio/gather" method="POST" language="pl-PL|en-US" speechTimeout="auto" actionOnEmptyResult="true">` (each sentence in its language: `<Say language="pl-PL">`, `<Say language="en-US">`). Twilio’s speech recognition listens in one language per `<Gather>`: the first turn in the tenant’s voice-config `language` (Polish by default), later turns in the caller’s language as the receptionist understood it. The greeting is the voice config’s `greeting` when the owner set one.',
          'When the tenant records calls (tenant setting `call_recording`), the answer starts with `<Start><Recording channels="dual" recordingStatusCallback="{PUBLIC_BASE_URL}/telephony/twilio/recording-status" recordingStatusCallbackEvent="completed absent"/></Start>` and the greeting with the notice that the call is recorded, first in the language the call starts in, then in the other (Polish and English), before anything else is said.',
          'Idempotent per `CallSid`: a repeated webhook for the same call (Twilio retries) answers the same greeting from the existing session and opens no second call record.',
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        body: VoiceBody,
        response: {
          200: xml('TwiML: the greeting in a speech `<Gather>`, or a rejection and `<Hangup/>`'),
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const send = (...verbs: Verb[]) => reply.type('text/xml').send(twiml(...verbs));
      const to = toE164(body.To);
      if (!to) return send(...sayBoth(TEXTS.notInService), hangup());
      const from = body.From ? toE164(body.From) : null;
      let started: Awaited<ReturnType<typeof svc.start>>;
      try {
        started = await svc.start({ to, from, provider_call_id: body.CallSid });
      } catch (e) {
        if (e instanceof AppError && e.status === 404) return send(...sayBoth(TEXTS.notInService), hangup());
        throw e;
      }
      if (!started.session_id) return send(...sayMixed(started.reply), hangup());
      if (started.ended) return send(...sayBoth(TEXTS.unknownCall), hangup());
      const greeting = started.greeting?.map((r) => say(r.text, speechLanguage(r.language)));
      const language = started.language ?? 'pl';
      const said = greeting ?? sayMixed(started.reply);
      if (started.call_id && (await recordsCalls(started.call_id))) {
        // The notice first, in the language the call starts in, then in the other one.
        const notice = [
          sayIn(TEXTS.recorded, language),
          sayIn(TEXTS.recorded, language === 'en' ? 'pl' : 'en'),
        ];
        return send(
          startRecording({ statusCallback: `${base}/recording-status` }),
          listen(speechLanguage(language), [...notice, ...said]),
        );
      }
      return send(listen(speechLanguage(language), said));
    },
  );

  app.post(
    '/telephony/twilio/gather',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags,
        summary: 'Twilio: the caller said something (speech gathered)',
        description: [
          'The `action` of each `<Gather>` the service answers: form-encoded `CallSid`, `SpeechResult` (what Twilio recognised) and `Confidence`. Answers TwiML (`text/xml`).',
          SIGNED,
          'The recognised speech is one turn of the receptionist (the same engine as `POST /internal/voice/sessions/{id}/turns`), and the answer is said in the caller’s language (`<Say language="pl-PL|en-US">`):',
          '- the call goes on: the reply inside the next speech `<Gather>` (listening in the caller’s language);\n- a transfer the tenant announces first (tenant setting `warm_transfer`, not an emergency): the reply, then `<Dial action="{PUBLIC_BASE_URL}/telephony/twilio/transfer-result?call={call id}" timeout="20" answerOnBridge="true"><Number url="{PUBLIC_BASE_URL}/telephony/twilio/whisper?call={call id}">` the department’s number `</Number></Dial>`: the member of staff hears who is calling and why and accepts with 1 (see `POST /telephony/twilio/whisper`); the call record stays in progress until the transfer is accepted (outcome `transferred`) or the caller leaves a message;\n- the call ended with a transfer (outcome `transferred`, e.g. an urgent request or asking for a person): the reply, then `<Dial>` to the department’s transfer number (Twilio connects the caller; the call record is already completed);\n- the call ended otherwise (booked and goodbye, a message taken, …): the reply and `<Hangup/>`. The call record was completed by that turn, with all its side effects.',
          `No speech (\`SpeechResult\` missing or empty, Twilio's time-out): the caller hears that nothing was heard and the last question again, in a \`<Gather>\` whose action carries \`?silence=1\`; after ${MAX_SILENT_GATHERS} silent gathers in a row the receptionist says goodbye, \`<Hangup/>\`, and the call record is completed (the outcome reached so far, else \`hung_up\`).`,
          'An unknown `CallSid`, a `To` that is not the number of that call, or a call whose conversation has already ended: a polite message and `<Hangup/>` (200), never an error the caller would hear as Twilio’s application-error message.',
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        querystring: GatherQuery,
        body: GatherBody,
        response: {
          200: xml('TwiML: the reply in the next `<Gather>`, or with `<Dial>` or `<Hangup/>`'),
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const send = (...verbs: Verb[]) => reply.type('text/xml').send(twiml(...verbs));
      const session = await sessionOf(body);
      if (!session || session.ended) return send(...sayBoth(TEXTS.unknownCall), hangup());
      const dialogue = (session.state as { dialogue: { language: 'pl' | 'en'; lastReply: string } }).dialogue;
      const language = dialogue.language;
      const speech = (body.SpeechResult ?? '').trim();
      if (!speech) {
        const silence = (request.query.silence ?? 0) + 1;
        if (silence >= MAX_SILENT_GATHERS) {
          try {
            await svc.hangup(session.id);
          } catch (e) {
            if (!(e instanceof AppError && e.status === 409)) throw e;
          }
          return send(sayIn(TEXTS.silentGoodbye, language), hangup());
        }
        const again = language === 'en' ? TEXTS.didNotHear.en : TEXTS.didNotHear.pl;
        return send(
          listen(
            speechLanguage(language),
            [say(`${again} ${dialogue.lastReply}`.trim(), speechLanguage(language))],
            silence,
          ),
        );
      }
      let turn: Awaited<ReturnType<typeof svc.turn>>;
      try {
        turn = await svc.turn(session.id, { text: speech, warm_transfer: true });
      } catch (e) {
        if (e instanceof AppError && e.code === 'session_ended')
          return send(...sayBoth(TEXTS.unknownCall), hangup());
        // Another turn of this call was being handled at the same moment: ask again, nothing changed.
        if (e instanceof AppError && (e.code === 'conflict' || e.code === 'transfer_pending'))
          return send(listen(speechLanguage(language), [sayIn(TEXTS.busy, language)]));
        throw e;
      }
      const lang = speechLanguage(turn.language);
      if (turn.transfer && turn.transfer_to) {
        // A warm transfer: the callee hears the whisper first; the dial's end comes to transfer-result.
        const call = encodeURIComponent(turn.call_id);
        return send(
          say(turn.reply, lang),
          dialWarm(turn.transfer_to, {
            action: `${base}/transfer-result?call=${call}`,
            whisperUrl: `${base}/whisper?call=${call}`,
            timeout: WARM_TRANSFER_RING_SECONDS,
          }),
        );
      }
      if (turn.ended && turn.transfer_to)
        return send(say(turn.reply, lang), dial(turn.transfer_to, { answerOnBridge: true }));
      if (turn.ended) return send(say(turn.reply, lang), hangup());
      return send(listen(lang, [say(turn.reply, lang)]));
    },
  );

  app.post(
    '/telephony/twilio/status',
    {
      config: { auth: ['none'] },
      preValidation: verified,
      schema: {
        tags,
        summary: 'Twilio: call status callback',
        description: [
          "The phone number's *Call status changes* callback at Twilio: form-encoded `CallSid`, `CallStatus` and, when completed, `CallDuration` (seconds). Answers 204.",
          SIGNED,
          `A final status (${FINAL_STATUSES.map((s) => `\`${s}\``).join(', ')}) for a call whose conversation is still open means the caller hung up: the conversation ends and the call record is completed with the outcome reached so far (\`booked\`, \`answered_faq\`) or \`hung_up\`, the duration Twilio reports in \`CallDuration\` (else the time since the call started), and every side effect (\`call.completed\` webhook, minutes counted).`,
          'Idempotent: other statuses, a repeated or late callback for a call whose conversation has already ended, an unknown `CallSid` (e.g. a refused call) and a `To` that is not the number of that call answer 204 and change nothing.',
        ].join('\n\n'),
        consumes: ['application/x-www-form-urlencoded'],
        headers: SignatureHeader,
        body: StatusBody,
        response: { 204: { description: 'Received', type: 'null' }, ...commonErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (FINAL_STATUSES.includes(body.CallStatus)) {
        const duration = body.CallDuration !== undefined ? Number(body.CallDuration) : undefined;
        // A turn racing with the hang-up wins the session's version: look again (at most 3 times).
        for (let attempt = 0; attempt < 3; attempt++) {
          const session = await sessionOf(body);
          if (!session || session.ended) break;
          try {
            await svc.hangup(session.id, duration !== undefined ? { duration_seconds: duration } : {});
            break;
          } catch (e) {
            if (!(e instanceof AppError && e.status === 409)) throw e;
          }
        }
      }
      return reply.code(204).send();
    },
  );

  await twilioTransferRoutes(app, { svc, verified, sessionOf, listen, base });
}
