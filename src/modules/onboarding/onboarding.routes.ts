import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { paymentsFor } from '../billing/payments.js';
import { TRIAL_DAYS } from '../plans/plans.js';
import { errorResponses, optionalBodyString } from '../tenants/http.js';
import { telephonyProviderFor } from '../tenants/telephony.js';
import {
  FaqMap,
  ForwardingCheckResponse,
  OpeningHours,
  TierEnum,
  TimezoneField,
} from '../tenants/tenants.dto.js';
import { PhoneNumberRequestBody, PhoneNumberRequestResponse } from '../tenants/tenants.numbers.dto.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import { CLAIM_SECONDS, createOnboardingService } from './onboarding.service.js';
import { SCRAPE_MAX_BYTES, SCRAPE_TIMEOUT_MS, scrapeFaq } from './scrape.js';

const tags = ['onboarding'];

/** Rings before an unanswered call is forwarded: 3, 5 or 7 (15, 25 or 30 s). */
const Rings = Type.Unsafe<3 | 5 | 7>({ type: 'integer', enum: [3, 5, 7], description: '3, 5 or 7 rings.' });
export const DRAFT_MAX_BYTES = 64 * 1024;

function userId(request: FastifyRequest): string {
  const p = requirePrincipal(request);
  if (p.kind !== 'user') throw new AppError(403, 'forbidden');
  return p.userId;
}

const DeploymentFlags = Type.Object({
  tenant_created: Type.Boolean(),
  tenant_id: Type.Union([Type.String(), Type.Null()]),
  phone_number_provisioned: Type.Boolean(),
  forwarding_verified: Type.Boolean(),
  is_live: Type.Boolean(),
});

export default async function onboardingRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tenants = tenantsServiceFor(p);
  const telephony = telephonyProviderFor(p.db);
  const svc = createOnboardingService({
    db: p.db,
    clock: p.clock,
    tenants,
    telephony,
    payments: paymentsFor(p.config, () => p.clock.now()),
  });

  app.post(
    '/onboarding/complete',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Create the business',
        description: `OnboardingCreate → OnboardingResponse. Creates the tenant on the chosen plan in \`trialing\` (${TRIAL_DAYS}-day trial, no card; \`trial\` has Solo quotas, a paid plan its own quotas and features), makes the caller its owner, provisions a Polish number through the telephony provider and, with \`start_checkout\` on a paid plan with a list price (not \`trial\`, not Enterprise), opens a payment checkout session (\`checkout_url\`, otherwise null). A concurrent second submit by the same user is refused with 409 \`onboarding_in_progress\` (one claim per user in the database, ${CLAIM_SECONDS} s); a user who already has a business gets 409 \`already_onboarded\`. The saved draft is removed on success.`,
        body: Type.Object(
          {
            business_name: Type.String({ minLength: 1, maxLength: 200 }),
            plan: Type.Optional(TierEnum),
            billing_cycle: Type.Optional(Type.Union([Type.Literal('monthly'), Type.Literal('annual')])),
            timezone: Type.Optional(TimezoneField),
            owner_phone: Type.Optional(Type.String({ minLength: 3, maxLength: 32 })),
            opening_hours: Type.Optional(OpeningHours),
            faq: Type.Optional(FaqMap),
            start_checkout: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            tenant_id: Type.String({ format: 'uuid' }),
            phone_number: Type.String({ description: 'E.164' }),
            checkout_url: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses(409),
        },
      },
    },
    async (request) => {
      const b = request.body;
      return svc.complete(userId(request), {
        business_name: b.business_name,
        plan: b.plan ?? 'trial',
        billing_cycle: b.billing_cycle ?? 'monthly',
        timezone: b.timezone,
        owner_phone: b.owner_phone,
        opening_hours: b.opening_hours,
        faq: b.faq,
        start_checkout: b.start_checkout ?? false,
      });
    },
  );

  app.post(
    '/onboarding/scrape-faq',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: "Propose FAQ entries from the business's web site",
        description: `OnboardingScrapeRequest \`url\` (http/https; a bare domain gets https). The page is fetched with a ${SCRAPE_TIMEOUT_MS / 1000} s limit, at most ${SCRAPE_MAX_BYTES / 1024} KiB (longer pages are cut, \`truncated\`), up to 3 redirects, and only from public addresses (loopback, private, link-local and metadata addresses are refused with 422 unless \`WEBHOOK_ALLOW_PRIVATE_NETWORKS=1\`). Pairs come from schema.org FAQPage JSON-LD, \`<details>/<summary>\`, \`<dl>\`, and headings ending in "?" with the text after them; at most 40, nothing is saved. 502 \`site_unreachable\` when the site fails or times out. No tenant required.`,
        body: Type.Object(
          { url: Type.String({ minLength: 3, maxLength: 2048 }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            url: Type.String(),
            title: Type.Union([Type.String(), Type.Null()]),
            description: Type.Union([Type.String(), Type.Null()]),
            truncated: Type.Boolean(),
            faq: Type.Array(
              Type.Object({ question: Type.String(), answer: Type.String(), source: Type.String() }),
            ),
            faq_map: Type.Record(Type.String(), Type.String()),
          }),
          ...errorResponses(502),
        },
      },
    },
    async (request) => scrapeFaq(request.body.url, p.config.webhookAllowPrivateNetworks),
  );

  app.post(
    '/onboarding/request-number',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Request an additional number',
        description:
          "PhoneNumberRequest for the caller's business: a `pending` request for admin review (201). 404 before onboarding. Business+ tenants can instead provision at once with `POST /tenants/{tenant_id}/phone-numbers/provision`.",
        body: PhoneNumberRequestBody,
        response: { 201: PhoneNumberRequestResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const t = await svc.tenantOf(userId(request));
      const ctx = {
        tenantId: t.id,
        actor: { kind: 'user' as const, id: userId(request) },
        mode: 'live' as const,
        requestId: request.id,
      };
      return reply.status(201).send(await tenants.requestPhoneNumber(ctx, request.body));
    },
  );

  app.get(
    '/onboarding/status',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Onboarding status',
        description:
          '`next_step` is the first of `verify_email`, `create_business`, `phone_number`, `forwarding`, `go_live` not yet done, else `done`.',
        response: {
          200: Type.Intersect([
            DeploymentFlags,
            Type.Object({
              completed: Type.Boolean(),
              email_verified: Type.Boolean(),
              has_draft: Type.Boolean(),
              draft_step: Type.Union([Type.String(), Type.Null()]),
              next_step: Type.String(),
            }),
          ]),
          ...errorResponses(),
        },
      },
    },
    async (request) => svc.status(userId(request)),
  );

  const Carrier = Type.Object({
    carrier: Type.String(),
    name: Type.String(),
    network: Type.String(),
    activate: Type.Array(Type.String()),
    deactivate: Type.String(),
    check: Type.Union([Type.String(), Type.Null()]),
    notes: Type.String(),
    notes_pl: Type.String(),
  });

  app.get(
    '/onboarding/forwarding-instructions',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Call-forwarding codes',
        description:
          "Codes for Polish carriers to forward the business phone to the tenant's number. `rings` 3, 5 or 7 (15, 25 or 30 s; the GSM no-reply timer accepts at most 30 s); omitted: the saved `forwarding_rings` setting (default 5). The stored `answering_mode` (`when_unanswered`: no answer, busy, unreachable; `always`: unconditional) picks the codes; `backup_greeting` is the saved one or a default. 409 `phone_number_missing` without an active number; 404 before onboarding.",
        querystring: Type.Object({ rings: Type.Optional(Rings) }),
        response: {
          200: Type.Object({
            tenant_id: Type.String(),
            forward_to: Type.String(),
            forward_to_national: Type.String(),
            rings: Rings,
            no_answer_seconds: Type.Integer(),
            answering_mode: Type.String(),
            backup_greeting: Type.String(),
            carriers: Type.Array(Carrier),
          }),
          ...errorResponses(404, 409),
        },
      },
    },
    async (request) => {
      return svc.instructions(userId(request), request.query.rings);
    },
  );

  app.post(
    '/onboarding/verify-forwarding',
    {
      config: {
        auth: ['user'],
        docs: {
          requestBody: {
            required: false,
            description: 'VerifyForwardingRequest; may be omitted.',
            content: {
              'application/json': {
                schema: {
                  title: 'VerifyForwardingRequest',
                  type: 'object',
                  properties: {
                    phone_number: {
                      type: 'string',
                      maxLength: 32,
                      description:
                        "The owner's original business number; default the tenant's `owner_phone`.",
                    },
                  },
                },
              },
            },
          },
        },
      },
      schema: {
        tags,
        summary: 'Test the forwarding with a call',
        description:
          "VerifyForwardingRequest (the body may be omitted): optional `phone_number` (the owner's original business number; default the tenant's `owner_phone`). Starts the timed forwarding check (as `POST /tenants/{tenant_id}/forwarding/check`): the telephony provider calls that number and the check succeeds when the forwarded call reaches the tenant's number within 60 s. Read the result with `GET /tenants/{tenant_id}/forwarding/check`.",
        response: { 200: ForwardingCheckResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const uid = userId(request);
      const t = await svc.tenantOf(uid);
      const ctx = {
        tenantId: t.id,
        actor: { kind: 'user' as const, id: uid },
        mode: 'live' as const,
        requestId: request.id,
      };
      return tenants.startForwardingCheck(ctx, optionalBodyString(request.body, 'phone_number', 32));
    },
  );

  app.get(
    '/onboarding/draft',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Saved onboarding draft',
        description: 'The saved draft (`data` null when none) and the deployment flags of the account.',
        response: {
          200: Type.Object({
            data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
            step: Type.Union([Type.String(), Type.Null()]),
            updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            deployment: DeploymentFlags,
          }),
          ...errorResponses(),
        },
      },
    },
    async (request) => svc.getDraft(userId(request)),
  );

  app.put(
    '/onboarding/draft',
    {
      config: { auth: ['user'] },
      bodyLimit: DRAFT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Save the onboarding draft',
        description: `SaveDraftRequest: \`data\` (any JSON object) and optional \`step\`. The JSON body may be at most ${DRAFT_MAX_BYTES / 1024} KiB (413 \`payload_too_large\` past it). Replaces the previous draft.`,
        body: Type.Object(
          {
            data: Type.Record(Type.String(), Type.Unknown()),
            step: Type.Optional(Type.String({ maxLength: 64 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            ok: Type.Literal(true),
            updated_at: Type.String({ format: 'date-time' }),
            size_bytes: Type.Integer(),
          }),
          ...errorResponses(413),
        },
      },
    },
    async (request) => {
      const size = Number(
        request.headers['content-length'] ?? Buffer.byteLength(JSON.stringify(request.body)),
      );
      return svc.putDraft(userId(request), request.body, size);
    },
  );
}
