import { lookup } from 'node:dns/promises';
import { and, count, desc, eq } from 'drizzle-orm';
import { newId } from '../../db/columns.js';
import { insufficientScope } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import { CursorCodec } from '../../platform/pagination.js';
import { checkUrl, isBlockedAddress, SsrfError } from '../../platform/ssrf.js';
import { isUuid } from '../calls/calls.service.js';
import { tenants } from '../tenants/tenants.schema.js';
import { newWebhookSecret } from './signing.js';
import { webhookEndpoints } from './webhooks.schema.js';
import { sealSecret } from './webhooks.secrets.js';
import {
  type Endpoint,
  type EndpointInput,
  endpointDto,
  MAX_ENDPOINTS_PER_TENANT,
  ROTATION_OVERLAP_SECONDS,
  WEBHOOK_EVENTS,
  type WebhooksDeps,
} from './webhooks.shared.js';

/** `transcriptScope: false`: the caller (an API key) lacks `calls:transcript`. */
export interface EndpointWriteOptions {
  transcriptScope?: boolean;
}

const invalidUrl = (message: string, messagePl: string) =>
  errors.invalid(['body', 'url'], message, messagePl, 'url');

/** Endpoint management: the URL and event checks, the tenant's endpoints, secret rotation. */
export function createWebhookEndpoints(deps: WebhooksDeps) {
  const { db, clock, config, cursors, dataBox } = deps;
  const httpsOnly = config.env === 'production';
  const allowPrivate = config.webhookAllowPrivateNetworks;
  // Outside production, a refused private address says how to allow it (a receiver on localhost).
  const hint =
    config.env === 'production'
      ? { en: '', pl: '' }
      : {
          en: ' To allow such addresses on this development machine, start the service with WEBHOOK_ALLOW_PRIVATE_NETWORKS=1.',
          pl: ' Aby na tej maszynie deweloperskiej dopuścić takie adresy, uruchom usługę z WEBHOOK_ALLOW_PRIVATE_NETWORKS=1.',
        };

  /** Scheme, literal addresses, and what the host resolves to now (checked again at delivery). */
  async function validateUrl(raw: string): Promise<string> {
    let url: URL;
    try {
      url = checkUrl(raw, { allowPrivate, allowedProtocols: httpsOnly ? ['https:'] : ['http:', 'https:'] });
    } catch (err) {
      if (err instanceof SsrfError && err.reason === 'scheme') {
        throw invalidUrl(
          httpsOnly ? 'The URL must be an https:// address.' : 'The URL must be an http(s):// address.',
          httpsOnly ? 'Adres musi zaczynać się od https://.' : 'Adres musi zaczynać się od http(s)://.',
        );
      }
      throw invalidUrl(
        `The URL points to a loopback, private, link-local or metadata address.${hint.en}`,
        `Adres wskazuje na sieć lokalną, prywatną, link-local lub adres metadanych.${hint.pl}`,
      );
    }
    if (!allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // A host that does not resolve now is accepted (it is checked again at every delivery).
      const addresses = await lookup(host, { all: true }).catch(() => []);
      if (addresses.some((a) => isBlockedAddress(a.address))) {
        throw invalidUrl(
          `The URL resolves to a loopback, private, link-local or metadata address.${hint.en}`,
          `Adres wskazuje (przez DNS) na sieć lokalną, prywatną, link-local lub adres metadanych.${hint.pl}`,
        );
      }
    }
    return url.toString();
  }

  function validateEvents(events: string[] | undefined): string[] {
    const list = events ?? ['*'];
    if (list.length === 0) {
      throw errors.invalid(
        ['body', 'enabled_events'],
        'List at least one event, or "*".',
        'Podaj co najmniej jedno zdarzenie lub "*".',
      );
    }
    if (list.includes('*')) return ['*'];
    const unknown = list.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
    if (unknown.length) {
      throw errors.invalid(
        ['body', 'enabled_events'],
        `Unknown event ${unknown[0]}. Known events: ${WEBHOOK_EVENTS.join(', ')}.`,
        `Nieznane zdarzenie ${unknown[0]}. Dostępne: ${WEBHOOK_EVENTS.join(', ')}.`,
      );
    }
    return [...new Set(list)];
  }

  async function getEndpointRow(ctx: ServiceContext, id: string): Promise<Endpoint> {
    if (!isUuid(id)) throw errors.notFound('Webhook endpoint', 'punkt końcowy webhooka');
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.tenantId, ctx.tenantId)))
      .limit(1);
    if (!row) throw errors.notFound('Webhook endpoint', 'punkt końcowy webhooka');
    return row;
  }

  /** 404 unless the tenant exists (support names tenants by id). */
  async function assertTenant(tenantId: string) {
    if (!isUuid(tenantId)) throw errors.notFound('Tenant', 'firma');
    const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    if (!row) throw errors.notFound('Tenant', 'firma');
  }

  async function list(
    ctx: ServiceContext,
    q: { limit: number; cursor?: string | undefined },
    livemode: boolean,
  ) {
    const pos = q.cursor ? cursors.decode(q.cursor, 'webhook-endpoints', 'desc') : undefined;
    const t = webhookEndpoints;
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.tenantId, ctx.tenantId), pos ? CursorCodec.after(pos, t.createdAt, t.id) : undefined))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(q.limit + 1);
    return cursors.page(rows, q.limit, 'desc', 'webhook-endpoints', endpointDto, livemode);
  }

  /**
   * Transcripts leave only for a caller allowed to read them: turning `include_transcript` on,
   * or pointing an endpoint that has it on elsewhere, needs `calls:transcript` (API keys).
   */
  function checkTranscriptScope(
    input: EndpointInput,
    opts: EndpointWriteOptions,
    row?: Pick<Endpoint, 'includeTranscript'>,
  ) {
    if (opts.transcriptScope !== false) return;
    if (input.include_transcript === true || (row?.includeTranscript && input.url !== undefined))
      throw insufficientScope('calls:transcript');
  }

  async function create(
    ctx: ServiceContext,
    input: EndpointInput & { url: string },
    via: 'api' | 'support' = 'api',
    opts: EndpointWriteOptions = {},
  ) {
    checkTranscriptScope(input, opts);
    const url = await validateUrl(input.url);
    const enabledEvents = validateEvents(input.enabled_events);
    const now = clock.now();
    const id = newId();
    const secret = newWebhookSecret();
    const row: Endpoint = {
      id,
      tenantId: ctx.tenantId,
      url,
      description: input.description ?? null,
      enabledEvents,
      status: input.status ?? 'enabled',
      includeTranscript: input.include_transcript ?? false,
      disabledReason: null,
      secret: sealSecret(dataBox, id, secret),
      previousSecret: null,
      previousSecretExpiresAt: null,
      createdVia: via,
      createdAt: now,
      updatedAt: now,
    };
    await db.transaction(async (tx) => {
      // The tenant's row is locked while its endpoints are counted, so that creates at the
      // same moment cannot pass the limit together.
      const [tenant] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.id, ctx.tenantId))
        .for('update');
      if (!tenant) throw errors.notFound('Tenant', 'firma');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.tenantId, ctx.tenantId));
      if (Number(n) >= MAX_ENDPOINTS_PER_TENANT) {
        throw errors.conflict('endpoint_limit_reached', {
          message: `A tenant can have at most ${MAX_ENDPOINTS_PER_TENANT} webhook endpoints.`,
          messagePl: `Firma może mieć najwyżej ${MAX_ENDPOINTS_PER_TENANT} punktów końcowych webhooków.`,
        });
      }
      // Test keys: validated and answered, never stored.
      if (ctx.mode === 'live') await tx.insert(webhookEndpoints).values(row);
    });
    return { ...endpointDto(row), secret };
  }

  async function update(
    ctx: ServiceContext,
    id: string,
    input: EndpointInput,
    opts: EndpointWriteOptions = {},
  ) {
    const row = await getEndpointRow(ctx, id);
    checkTranscriptScope(input, opts, row);
    const next: Endpoint = { ...row, updatedAt: clock.now() };
    if (input.include_transcript !== undefined) next.includeTranscript = input.include_transcript;
    if (input.url !== undefined) next.url = await validateUrl(input.url);
    if (input.description !== undefined) next.description = input.description;
    if (input.enabled_events !== undefined) next.enabledEvents = validateEvents(input.enabled_events);
    if (input.status !== undefined) {
      next.status = input.status;
      next.disabledReason = input.status === 'disabled' ? 'disabled by the tenant' : null;
    }
    if (ctx.mode === 'live') {
      await db
        .update(webhookEndpoints)
        .set({
          url: next.url,
          description: next.description,
          enabledEvents: next.enabledEvents,
          includeTranscript: next.includeTranscript,
          status: next.status,
          disabledReason: next.disabledReason,
          updatedAt: next.updatedAt,
        })
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.tenantId, ctx.tenantId)));
    }
    return endpointDto(next);
  }

  async function remove(ctx: ServiceContext, id: string) {
    const row = await getEndpointRow(ctx, id);
    if (ctx.mode === 'live') {
      await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.tenantId, ctx.tenantId)));
    }
    return { id: row.id, deleted: true };
  }

  async function rotateSecret(
    ctx: ServiceContext,
    id: string,
    expirePreviousInSeconds: number = ROTATION_OVERLAP_SECONDS,
  ) {
    const row = await getEndpointRow(ctx, id);
    const now = clock.now();
    const secret = newWebhookSecret();
    const keepOld = expirePreviousInSeconds > 0;
    const previousSecretExpiresAt = keepOld ? new Date(now.getTime() + expirePreviousInSeconds * 1000) : null;
    if (ctx.mode === 'live') {
      await db
        .update(webhookEndpoints)
        .set({
          secret: sealSecret(dataBox, row.id, secret),
          previousSecret: keepOld ? sealSecret(dataBox, row.id, row.secret) : null,
          previousSecretExpiresAt,
          updatedAt: now,
        })
        .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.tenantId, ctx.tenantId)));
    }
    return {
      ...endpointDto({ ...row, updatedAt: now }),
      secret,
      previous_secret_expires_at: previousSecretExpiresAt?.toISOString() ?? null,
    };
  }

  return { getEndpointRow, assertTenant, list, create, update, remove, rotateSecret };
}
