import { DateTime } from 'luxon';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { ValidationError } from '../../platform/errors.js';
import type { TelephonyProvider } from '../../providers/telephony/index.js';
import type {
  departments,
  forwardingChecks,
  HoursException,
  OpeningHours,
  phoneNumbers,
  tenants,
  Weekday,
} from './tenants.schema.js';
import { canonicalTimeZone } from './zone.js';

export type TenantRow = typeof tenants.$inferSelect;
type DepartmentRow = typeof departments.$inferSelect;
type PhoneRow = typeof phoneNumbers.$inferSelect;

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const WEEKDAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/* ---------------- defaults ---------------- */

export const SETTINGS_DEFAULTS = {
  transcript_retention_days: 90,
  caller_sms_confirmation: true,
  caller_daily_cap: 5,
  usage_alerts_enabled: true,
  usage_alert_threshold_percent: 80,
  billing_email: null as string | null,
  invoice_nip: null as string | null,
  answering_mode: 'when_unanswered' as 'always' | 'when_unanswered',
  forwarding_rings: 5 as 3 | 5 | 7,
  backup_greeting: null as string | null,
  service_types: {} as Record<
    string,
    {
      duration_minutes: number;
      price_pln: number | null;
      name_en?: string | null;
      aliases?: string[];
      department?: string | null;
    }
  >,
  synonyms: {} as Record<string, string[]>,
  /** Post-call analysis fields (Business+), at most 10; filled at the end of each call. */
  analysis_fields: [] as AnalysisField[],
  /** Record phone calls (Twilio): off by default; the greeting then says the call is recorded. */
  call_recording: false,
  /** Announce a transfer to the member of staff first (a whisper to accept or decline): off by default. */
  warm_transfer: false,
};

export const ANALYSIS_FIELD_TYPES = ['string', 'number', 'boolean', 'enum'] as const;
export const MAX_ANALYSIS_FIELDS = 10;
export interface AnalysisField {
  name: string;
  type: (typeof ANALYSIS_FIELD_TYPES)[number];
  description?: string | null;
  /** The allowed values of an `enum` field. */
  values?: string[];
}
export type TenantSettings = typeof SETTINGS_DEFAULTS;

export const VERIFICATION_DEFAULTS = {
  enabled: false,
  method: 'sms_code' as 'sms_code' | 'date_of_birth' | 'pin',
  required_for_booking: false,
  required_for_cancellation: true,
  required_for_rescheduling: true,
  max_attempts: 3,
};

export const REMINDER_DEFAULTS = {
  enabled: true,
  channel: 'sms' as 'sms' | 'email' | 'sms_and_email',
  hours_before: [24],
  confirm_on_booking: true,
  template: null as string | null,
};

export function settingsOf(t: TenantRow): TenantSettings {
  return { ...SETTINGS_DEFAULTS, ...(t.settings as Partial<TenantSettings>) };
}

/* ---------------- validation helpers ---------------- */

export function checkTimezone(tz: string, loc: (string | number)[] = ['body', 'timezone']): string {
  const canonical = canonicalTimeZone(tz);
  if (!canonical) {
    throw new ValidationError([
      {
        loc,
        msg: 'Unknown IANA time zone (e.g. Europe/Warsaw).',
        msgPl: 'Nieznana strefa czasowa IANA (np. Europe/Warsaw).',
        type: 'value_error.timezone',
      },
    ]);
  }
  return canonical;
}

export function checkOpeningHours(h: OpeningHours, loc: (string | number)[]): OpeningHours {
  const out: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const list = h[day];
    if (!list) continue;
    const sorted = [...list].sort((a, b) => a[0].localeCompare(b[0]));
    for (const [i, [from, to]] of sorted.entries()) {
      const prev = sorted[i - 1];
      if (from >= to || (prev && prev[1] > from)) {
        throw new ValidationError([
          {
            loc: [...loc, day, i],
            msg: 'Each interval must end after it starts and intervals must not overlap.',
            msgPl: 'Każdy przedział musi kończyć się po początku, a przedziały nie mogą się nakładać.',
            type: 'value_error.opening_hours',
          },
        ]);
      }
    }
    out[day] = sorted;
  }
  return out;
}

export interface HoursExceptionBody {
  date: string;
  closed?: boolean;
  hours?: { open: string; close: string }[];
  note?: string | null;
}

/**
 * Dated exceptions normalised and sorted by date: a real calendar date, not repeated; either
 * closed (no hours) or 1–6 intervals that end after they start and do not overlap; the note trimmed
 * (blank: null).
 */
export function checkHoursExceptions(list: HoursExceptionBody[], loc: (string | number)[]): HoursException[] {
  const fail = (at: (string | number)[], msg: string, msgPl: string, type: string) =>
    new ValidationError([{ loc: [...loc, ...at], msg, msgPl, type }]);
  const seen = new Set<string>();
  const out: HoursException[] = [];
  for (const [i, e] of list.entries()) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(e.date) || !DateTime.fromISO(e.date, { zone: 'UTC' }).isValid)
      throw fail(
        [i, 'date'],
        'Not a real calendar date (YYYY-MM-DD).',
        'To nie jest prawdziwa data (RRRR-MM-DD).',
        'value_error.date',
      );
    if (seen.has(e.date))
      throw fail(
        [i, 'date'],
        'This date already has an exception.',
        'Ta data ma już wyjątek.',
        'value_error.duplicate',
      );
    seen.add(e.date);
    const hours = e.hours ?? [];
    if (e.closed === true && hours.length > 0)
      throw fail(
        [i, 'hours'],
        'A closed day has no hours.',
        'Dzień zamknięty nie ma godzin otwarcia.',
        'value_error.hours_exception',
      );
    if (e.closed !== true && hours.length === 0)
      throw fail(
        [i, 'hours'],
        'Give the hours of that day, or mark it closed.',
        'Podaj godziny tego dnia albo oznacz go jako zamknięty.',
        'value_error.hours_exception',
      );
    const sorted = [...hours].sort((a, b) => a.open.localeCompare(b.open));
    for (const [k, iv] of sorted.entries()) {
      const prev = sorted[k - 1];
      if (iv.open >= iv.close || (prev && prev.close > iv.open))
        throw fail(
          [i, 'hours', hours.indexOf(iv)],
          'Each interval must end after it starts and intervals must not overlap.',
          'Każdy przedział musi kończyć się po początku, a przedziały nie mogą się nakładać.',
          'value_error.opening_hours',
        );
    }
    const note = e.note?.trim() || null;
    out.push({
      date: e.date,
      closed: e.closed === true,
      hours: sorted.map((h) => ({ open: h.open, close: h.close })),
      note,
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

export function checkFaq(faq: Record<string, string>, loc: (string | number)[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [q, a] of Object.entries(faq)) {
    const question = q.trim();
    if (!question) {
      throw new ValidationError([
        {
          loc,
          msg: 'A question must not be empty.',
          msgPl: 'Pytanie nie może być puste.',
          type: 'value_error',
        },
      ]);
    }
    out[question] = a.trim();
  }
  return out;
}

/* ---------------- DTO mappers ---------------- */

/** The fields every tenant record starts with (list record and config). */
export function tenantSummary(t: TenantRow) {
  return {
    id: t.id,
    business_name: t.businessName,
    tier: t.tier,
    subscription_status: t.subscriptionStatus,
    billing_cycle: t.billingCycle,
    trial_ends_at: iso(t.trialEndsAt),
    timezone: t.timezone,
    is_live: t.isLive,
  };
}

export function listRecord(t: TenantRow) {
  return {
    ...tenantSummary(t),
    owner_user_id: t.ownerUserId,
    created_at: t.createdAt.toISOString(),
  };
}

export function departmentDto(d: DepartmentRow) {
  return {
    id: d.id,
    tenant_id: d.tenantId,
    name: d.name,
    description: d.description,
    transfer_number: d.transferNumber,
    opening_hours: d.openingHours ?? null,
    keywords: d.keywords,
    is_active: d.isActive,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

export function phoneDto(p: PhoneRow) {
  return {
    id: p.id,
    tenant_id: p.tenantId,
    number: p.number,
    label: p.label,
    is_active: p.isActive,
    kind: p.kind,
    created_at: p.createdAt.toISOString(),
  };
}

export function forwardingDto(c: typeof forwardingChecks.$inferSelect) {
  return {
    id: c.id,
    tenant_id: c.tenantId,
    status: c.status,
    placed_to: c.placedTo,
    from_number: c.fromNumber,
    expected_on: c.expectedOn,
    started_at: c.startedAt.toISOString(),
    expires_at: c.expiresAt.toISOString(),
    completed_at: iso(c.completedAt),
    call_id: c.callId,
  };
}

export interface TenantsDeps {
  db: Db;
  clock: Clock;
  appUrl: string;
  telephony: TelephonyProvider;
}

/** Reads a tenant row (404 when it does not exist); `lock` takes a row lock in `tx`. */
export type GetTenant = (tenantId: string, tx?: DbOrTx, lock?: boolean) => Promise<TenantRow>;

export function isUnique(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
