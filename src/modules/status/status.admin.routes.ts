import { Type } from '@sinclair/typebox';
import { desc } from 'drizzle-orm';
import { requirePrincipal } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { ensureCanaryFixture } from './canary.js';
import { lastProviderEvents } from './provider-events.js';
import {
  CiDeployEventBody,
  CiIncidentBody,
  CiResolveBody,
  IncidentCreateBody,
  IncidentDTO,
  IncidentUpdateBody,
  ProviderEventDTO,
} from './status.dto.js';
import { errorResponses, IncidentParams, type StatusApp } from './status.http.js';
import { deployEvents } from './status.schema.js';
import type { StatusService } from './status.service.js';

/** Incidents by hand (admin), and what CI reports: incidents opened and resolved, deploys, the canary. */
export function registerAdminRoutes(app: StatusApp, p: Platform, service: StatusService) {
  // ------------------------------------------------------------------ admin

  app.get(
    '/admin/incidents',
    {
      config: { auth: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'listAdminIncidents',
        summary: 'Provider downtime and fallback events, and recent incidents',
        description:
          '`provider_events`: the last 10 provider `downtime` and `fallback` events (newest first), recorded by the ' +
          'modules that call providers (`recordProviderEvent`). `incidents`: the last 10 incidents, manual and ' +
          'auto-opened, newest first, with their timelines. Administrators only.',
        response: {
          200: Type.Object({
            provider_events: Type.Array(ProviderEventDTO),
            incidents: Type.Array(IncidentDTO),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const [events, incidents] = await Promise.all([
        lastProviderEvents(p.db, 10),
        service.recentIncidents(10),
      ]);
      return {
        provider_events: events.map((e) => ({
          id: e.id,
          provider: e.provider,
          kind: e.kind,
          detail: e.detail,
          created_at: e.createdAt.toISOString(),
        })),
        incidents,
      };
    },
  );

  app.post(
    '/admin/incidents',
    {
      config: { auth: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'createIncident',
        summary: 'Post a manual incident',
        description:
          'Opens a manual incident (`auto_opened: false`) with its first timeline entry (`message`, `status` ' +
          'default `investigating`). Manual incidents are never touched by the CI auto-resolve. Confirmed ' +
          'subscribers of the affected components get an e-mail. Answers 201 with the IncidentDTO.',
        body: IncidentCreateBody,
        response: { 201: IncidentDTO, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const actor = principal.kind === 'user' ? principal.userId : null;
      return reply.status(201).send(await service.createManual(actor, request.body));
    },
  );

  app.post(
    '/admin/incidents/:incident_id/updates',
    {
      config: { auth: ['admin'] },
      schema: {
        tags: ['admin'],
        operationId: 'addIncidentUpdate',
        summary: 'Add a timeline update to an incident',
        description:
          'Appends `{status, message}` to the timeline and moves the incident to `status`; `resolved` sets ' +
          '`resolved_at`. A resolved incident accepts further `resolved` notes (e.g. a post-mortem) but cannot ' +
          'be reopened: another status is 409 `incident_resolved`. Works on manual and auto-opened incidents. ' +
          'Confirmed subscribers of the components get an e-mail. Unknown or malformed id: 404.',
        params: IncidentParams,
        body: IncidentUpdateBody,
        response: { 200: IncidentDTO, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.postUpdate(request.params.incident_id, request.body),
  );

  // ------------------------------------------------------------------ CI

  app.post(
    '/internal/status/incidents',
    {
      config: { auth: ['ci'] },
      schema: {
        tags: ['status'],
        operationId: 'ciOpenIncident',
        summary: 'CI: open an incident after a failed post-deploy check',
        description:
          'When an open auto-opened incident already covers one of `components`, a timeline update with ' +
          '`message` is appended to it (to each such incident, status unchanged; components it did not cover join ' +
          'the oldest one; a higher `impact` escalates it) and the answer is 200 with that incident. Otherwise a ' +
          'new auto-opened incident (`investigating`, `impact` default `major`) is opened: 201. Concurrent calls ' +
          'for one component are serialised by a per-component database lock, so they make one incident. ' +
          'Manual incidents are ignored. Bearer `CI_STATUS_TOKEN`.',
        body: CiIncidentBody,
        response: { 200: IncidentDTO, 201: IncidentDTO, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { created, incident } = await service.ciOpen(request.body);
      return reply.status(created ? 201 : 200).send(incident);
    },
  );

  app.post(
    '/internal/status/incidents/auto-resolve',
    {
      config: { auth: ['ci'] },
      schema: {
        tags: ['status'],
        operationId: 'ciAutoResolveIncidents',
        summary: 'CI: recovered signal for components',
        description:
          'Open AUTO-opened incidents covering any of `components`: those whose every component recovered are ' +
          'resolved with `message` (`resolved`); those also covering a component not in the list get the update ' +
          'with status `monitoring` and stay open. Manual (admin-posted) incidents are never touched. Answers ' +
          'both lists (empty when nothing was open). Bearer `CI_STATUS_TOKEN`.',
        body: CiResolveBody,
        response: {
          200: Type.Object({ resolved: Type.Array(IncidentDTO), updated: Type.Array(IncidentDTO) }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => service.ciResolve(request.body),
  );

  app.post(
    '/internal/status/deploy-event',
    {
      config: { auth: ['ci'] },
      schema: {
        tags: ['status'],
        operationId: 'ciLogDeployEvent',
        summary: 'CI: log a deploy event',
        description:
          'Stores `version`, `environment` and `status` (free text, e.g. `started`, `succeeded`, `failed`, 1–100 ' +
          'characters each) in the deploy log. It never opens or changes an incident. Answers 201 with the record.',
        body: CiDeployEventBody,
        response: {
          201: Type.Object({
            id: Type.String({ format: 'uuid' }),
            version: Type.String(),
            environment: Type.String(),
            status: Type.String(),
            created_at: Type.String({ format: 'date-time' }),
          }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request, reply) => {
      const [row] = await p.db
        .insert(deployEvents)
        .values({ ...request.body, createdAt: p.clock.now() })
        .returning();
      return reply.status(201).send({
        id: row!.id,
        version: row!.version,
        environment: row!.environment,
        status: row!.status,
        created_at: row!.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/internal/status/deploy-events',
    {
      config: { auth: ['ci', 'admin'] },
      schema: {
        tags: ['status'],
        operationId: 'listDeployEvents',
        summary: 'CI or admin: the last 20 deploy events',
        description: 'The deploy log written by `POST /internal/status/deploy-event`, newest first.',
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.String({ format: 'uuid' }),
              version: Type.String(),
              environment: Type.String(),
              status: Type.String(),
              created_at: Type.String({ format: 'date-time' }),
            }),
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await p.db.select().from(deployEvents).orderBy(desc(deployEvents.createdAt)).limit(20);
      return rows.map((r) => ({ ...r, created_at: r.createdAt.toISOString() }));
    },
  );

  app.post(
    '/internal/canary/ensure-chat-fixture',
    {
      config: { auth: ['ci'] },
      schema: {
        tags: ['status'],
        operationId: 'ciEnsureCanaryFixture',
        summary: 'CI: prepare the canary user and tenant (idempotent)',
        description:
          'Makes sure the synthetic-monitoring fixture exists in a known state and returns it: the user ' +
          '`canary@canary.recepcja.invalid` (verified e-mail, no password, not an admin, reserved domain so no ' +
          'mail is ever delivered) owning the tenant "Canary Clinic (synthetic monitoring)" (tier `business`, ' +
          'subscription `active`, live, open around the clock in Europe/Warsaw, a fixed three-entry FAQ, ' +
          'settings `{"canary":true}`). The first call creates them (`created: true`); later calls reset the ' +
          'tenant to that state and return the same ids (`created: false`); concurrent calls make one of each. ' +
          'A fresh one-hour session token of the canary user is included so the canary can use the dashboard ' +
          'routes. Bearer `CI_STATUS_TOKEN`.',
        response: {
          200: Type.Object({
            user_id: Type.String({ format: 'uuid' }),
            tenant_id: Type.String({ format: 'uuid' }),
            email: Type.String(),
            created: Type.Boolean(),
            access_token: Type.String(),
            token_type: Type.Literal('bearer'),
            expires_in: Type.Integer(),
          }),
          ...errorResponses(401),
        },
      },
    },
    async () => {
      const fixture = await ensureCanaryFixture(p.db);
      const { token, expiresIn } = await p.tokens.issueAccessToken(fixture.userId, 3600);
      return {
        user_id: fixture.userId,
        tenant_id: fixture.tenantId,
        email: fixture.email,
        created: fixture.created,
        access_token: token,
        token_type: 'bearer' as const,
        expires_in: expiresIn,
      };
    },
  );
}
