import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CrmAdapter, CrmCallLog, CrmContact } from './index.js';

/** Time allowed for one HubSpot request; the call goes on without the CRM after it. */
export const HUBSPOT_TIMEOUT_MS = 5_000;
/** HubSpot-defined association type of a call to a contact (CRM v4 association types). */
export const HUBSPOT_CALL_TO_CONTACT = 194;

export class HubSpotError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'HubSpotError';
  }
}

/** The ways a phone number is commonly typed into HubSpot: E.164, international and national format. */
export function phoneVariants(e164: string): string[] {
  const p = parsePhoneNumberFromString(e164);
  const out = new Set([e164]);
  if (p) {
    out.add(p.formatInternational());
    out.add(p.nationalNumber);
    out.add(p.formatNational());
  }
  return [...out];
}

interface HubSpotObject {
  id: string;
  properties?: Record<string, string | null | undefined>;
}

/**
 * HubSpot CRM v3 over HTTP with a private-app token (Bearer). Contacts are found with
 * `POST /crm/v3/objects/contacts/search` (`phone` or `mobilephone` equal to one of the number's
 * usual spellings, up to five filter groups OR-ed); calls are logged with
 * `POST /crm/v3/objects/calls` (`hs_timestamp`, `hs_call_title`, `hs_call_body`,
 * `hs_call_duration` in milliseconds, `hs_call_direction` INBOUND, `hs_call_status` COMPLETED,
 * `hs_call_from_number`) associated to the contact (type {@link HUBSPOT_CALL_TO_CONTACT}).
 */
export class HubSpotCrm implements CrmAdapter {
  readonly name = 'hubspot';
  constructor(private readonly opts: { token: string; apiBase: string; timeoutMs?: number }) {}

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.apiBase.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.opts.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? HUBSPOT_TIMEOUT_MS),
      });
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      throw new HubSpotError(`HubSpot unreachable (${reason})`, null);
    }
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const msg = (json as { message?: string } | undefined)?.message ?? (text.slice(0, 200) || 'no body');
      throw new HubSpotError(`HubSpot answered ${res.status}: ${msg}`, res.status);
    }
    return json;
  }

  /** Checks the token with the cheapest read (`GET /crm/v3/objects/contacts?limit=1`). */
  async verify(): Promise<void> {
    await this.request('GET', '/crm/v3/objects/contacts?limit=1');
  }

  async findContactByPhone(phone: string): Promise<CrmContact | null> {
    const variants = phoneVariants(phone);
    const groups = [
      ...variants.map((v) => ({ filters: [{ propertyName: 'phone', operator: 'EQ', value: v }] })),
      { filters: [{ propertyName: 'mobilephone', operator: 'EQ', value: phone }] },
    ].slice(0, 5);
    const r = (await this.request('POST', '/crm/v3/objects/contacts/search', {
      filterGroups: groups,
      properties: ['firstname', 'lastname', 'email', 'phone', 'mobilephone'],
      sorts: [{ propertyName: 'lastmodifieddate', direction: 'DESCENDING' }],
      limit: 1,
    })) as { results?: HubSpotObject[] } | undefined;
    const hit = r?.results?.[0];
    if (!hit?.id) return null;
    const p = hit.properties ?? {};
    const name = [p.firstname, p.lastname]
      .filter((s) => s?.trim())
      .join(' ')
      .trim();
    return {
      id: String(hit.id),
      name: name || p.email || phone,
      phone,
      email: p.email || null,
    };
  }

  async logCall(contactId: string, call: CrmCallLog): Promise<{ id: string }> {
    const r = (await this.request('POST', '/crm/v3/objects/calls', {
      properties: {
        hs_timestamp: call.startedAt.toISOString(),
        hs_call_title: `Recepcja: ${call.outcome}`,
        hs_call_body: call.summary,
        hs_call_duration: String(Math.max(0, Math.round(call.durationSeconds * 1000))),
        hs_call_direction: 'INBOUND',
        hs_call_status: 'COMPLETED',
        hs_call_from_number: call.phone,
      },
      associations: [
        {
          to: { id: contactId },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: HUBSPOT_CALL_TO_CONTACT }],
        },
      ],
    })) as HubSpotObject | undefined;
    if (!r?.id) throw new HubSpotError('HubSpot answered no call id', 200);
    return { id: String(r.id) };
  }
}
