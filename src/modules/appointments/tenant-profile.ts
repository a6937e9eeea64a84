import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { IANAZone } from 'luxon';
import type { DbOrTx } from '../../db/client.js';
import { errors } from '../../platform/errors.js';
import { type ClaimValues, claimCte } from '../../platform/idempotency.js';
import { calendarSubscriptions, calendarsBlocking } from '../calendar/calendar.schema.js';
import { tenants } from '../tenants/tenants.schema.js';

export const DEFAULT_TIMEZONE = 'Europe/Warsaw';

/** The tenants row as the developer API reads it (the tenants module owns the table). */
export async function loadTenantProfile(db: DbOrTx, tenantId: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!row) throw errors.notFound('Tenant', 'firma');
  return { ...row, timezone: validZone(row.timezone) };
}

export type TenantProfile = Awaited<ReturnType<typeof loadTenantProfile>>;

/** What a booking reads first: the tenant's profile, and whether calendars block the department. */
export interface BookingProfile {
  profile: TenantProfile;
  hasBlockingCalendars: boolean;
  /**
   * The version of the tenants row read (its `xmin`: every update of the row, by any process
   * or statement, writes a new one), so that a statement can tell whether `profile` is still
   * the row's current state.
   */
  version: string;
}

/**
 * The tenant profile and, in the same round trip, whether any external calendar blocks the
 * department's time (null: the general calendar), i.e. whether a booking has calendars to
 * re-read before it is confirmed.
 */
export async function loadBookingProfile(
  db: DbOrTx,
  tenantId: string,
  departmentId: string | null,
): Promise<BookingProfile> {
  const [row] = await bookingProfileQuery(db, departmentId !== null, false).execute({
    tenantId,
    departmentId,
  });
  return bookingProfileOf(row);
}

/**
 * `loadBookingProfile` in the statement that claims an `Idempotency-Key` (`claimCte`, filled
 * with `claim`): one round trip for both. Answers the claimed row's id (null when the key was
 * taken already) and the booking profile.
 */
export async function claimWithBookingProfile(
  db: DbOrTx,
  tenantId: string,
  departmentId: string | null,
  claim: ClaimValues,
): Promise<{ claimed: string | null; booking: BookingProfile }> {
  const [row] = await bookingProfileQuery(db, departmentId !== null, true).execute({
    ...claim,
    tenantId,
    departmentId,
  });
  return { claimed: row?.claimed ?? null, booking: bookingProfileOf(row) };
}

function bookingProfileOf(
  row: { tenant: typeof tenants.$inferSelect; calendars: unknown; version: unknown } | undefined,
): BookingProfile {
  if (!row) throw errors.notFound('Tenant', 'firma');
  return {
    profile: { ...row.tenant, timezone: validZone(row.tenant.timezone) },
    hasBlockingCalendars: row.calendars === true || row.calendars === 't',
    version: String(row.version),
  };
}

/** The query of `loadBookingProfile` for one handle and shape, with placeholders. */
function buildBookingProfileQuery(db: DbOrTx, withDepartment: boolean, withClaim: boolean) {
  const tenantId = sql.placeholder('tenantId');
  const claim = claimCte(db);
  const fields = {
    claimed: withClaim ? sql<string | null>`(select ${claim.id} from ${claim})` : sql<null>`null::uuid`,
    tenant: tenants,
    version: sql<string>`${tenants}.xmin::text`,
    calendars: calendarsBlock(db, tenantId, withDepartment ? sql.placeholder('departmentId') : null),
  };
  return (withClaim ? db.with(claim) : db)
    .select(fields)
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1)
    .prepare(`appointments_booking_profile_d${Number(withDepartment)}_c${Number(withClaim)}`);
}
type BookingProfileQuery = ReturnType<typeof buildBookingProfileQuery>;
const bookingProfileQueries = new WeakMap<DbOrTx, BookingProfileQuery[]>();

/**
 * The query of `loadBookingProfile`, alone or with the claim, built once per handle and shape
 * (with a department or without): every booking runs it (a named prepared statement on PostgreSQL).
 */
function bookingProfileQuery(db: DbOrTx, withDepartment: boolean, withClaim: boolean): BookingProfileQuery {
  let byShape = bookingProfileQueries.get(db);
  if (!byShape) {
    byShape = [];
    bookingProfileQueries.set(db, byShape);
  }
  const shape = Number(withDepartment) * 2 + Number(withClaim);
  const query = byShape[shape] ?? buildBookingProfileQuery(db, withDepartment, withClaim);
  byShape[shape] = query;
  return query;
}

/** Whether any external calendar of the tenant blocks the department's time (null: the general calendar). */
export const calendarsBlock = (db: DbOrTx, tenantId: SQLWrapper, departmentId: SQLWrapper | null) =>
  sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.tenantId, tenantId), calendarsBlocking(departmentId)))})`;

/** The condition that the tenants row `tenantId` is still at `version` (see {@link BookingProfile}). */
export const profileUnchanged = (tenantId: SQLWrapper, version: SQLWrapper) =>
  sql`exists (select 1 from ${tenants} where ${tenants.id} = ${tenantId}::uuid and ${tenants}.xmin::text = ${version}::text)`;

/**
 * The last booking profile read per tenant and department, in this process: a booking that
 * finds one here checks the hours with it and has its single write statement confirm that the
 * tenants row is still at that version ({@link profileUnchanged}) and that no calendar blocks
 * the department, and writes nothing when either changed (the caller then reads afresh). Nothing
 * is invalidated by hand, so a change made by another process, or by any statement at all, is
 * seen. At most `max` entries (a tenants row carries its FAQ), the least recently stored dropped
 * first.
 */
export class BookingProfileCache {
  private readonly entries = new Map<string, BookingProfile>();
  constructor(private readonly max = 256) {}

  private static key(tenantId: string, departmentId: string | null) {
    return `${tenantId}/${departmentId ?? ''}`;
  }

  get(tenantId: string, departmentId: string | null): BookingProfile | undefined {
    return this.entries.get(BookingProfileCache.key(tenantId, departmentId));
  }

  set(tenantId: string, departmentId: string | null, booking: BookingProfile): void {
    const key = BookingProfileCache.key(tenantId, departmentId);
    this.entries.delete(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, booking);
  }
}

/**
 * Whether luxon knows each zone name seen, remembered: every booking asks, and asking Intl anew
 * each time cost about 2 % of a booking's CPU (issue #25's profile). At most 1,000 names kept.
 */
const knownZones = new Map<string, boolean>();

/** An IANA zone luxon (and PostgreSQL) understands; the default zone otherwise. */
export function validZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIMEZONE;
  let known = knownZones.get(zone);
  if (known === undefined) {
    known = IANAZone.isValidZone(zone);
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known ? zone : DEFAULT_TIMEZONE;
}

/**
 * Default length of an appointment of `serviceType`: the tenant's
 * `settings.service_types[serviceType]` (a number of minutes or `{duration_minutes}`), else 30.
 */
export function serviceDuration(
  profile: Pick<TenantProfile, 'settings'>,
  serviceType?: string | null,
): number {
  const types = (profile.settings as { service_types?: unknown } | null)?.service_types;
  if (serviceType && types && typeof types === 'object') {
    const v = (types as Record<string, unknown>)[serviceType];
    const minutes =
      typeof v === 'number' ? v : (v as { duration_minutes?: unknown } | undefined)?.duration_minutes;
    if (typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 5 && minutes <= 480)
      return minutes;
  }
  return 30;
}
