import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, errors } from '../../platform/errors.js';
import { raiseEvent } from '../../platform/events.js';
import type { ClaimValues, IdempotentAnswer } from '../../platform/idempotency.js';
import type { Outbox } from '../../platform/outbox.js';
import { type CursorCodec, offsetPage } from '../../platform/pagination.js';
import { isUuid } from '../calls/calls.service.js';
import { scheduleAppointmentSms } from '../sms/appointment-sms.js';
import { SMS_TOPIC } from '../sms/delivery.js';
import { departments } from '../tenants/tenants.schema.js';
import { draftBooking } from './appointments.draft.js';
import { appointmentDto } from './appointments.dto.js';
import {
  type AppointmentCreateInput,
  type AppointmentPatchInput,
  asSlotConflict,
  CALENDAR_PUSH_TOPIC,
  calendarBusy,
  checkHours,
  normalizePhone,
  parseStart,
  slotUnavailable,
} from './appointments.input.js';
import {
  type AppointmentFilters,
  type AppointmentInsert,
  externalBusyRanges,
  findAppointment,
  hasWritableCalendar,
  insertBooking,
  listAppointmentsKeyset,
  listAppointmentsOffset,
  upcomingByPhone,
  updateAppointment,
} from './appointments.repo.js';
import type { AppointmentRow } from './appointments.schema.js';
import { type AvailabilityInput, availability } from './availability.js';
import {
  type BookingProfile,
  BookingProfileCache,
  claimWithBookingProfile,
  loadBookingProfile,
  loadTenantProfile,
  serviceDuration,
} from './tenant-profile.js';

export interface AppointmentsServiceDeps {
  db: Db;
  cursors: CursorCodec;
  outbox: Outbox;
  clock: Clock;
  /**
   * Re-reads, within a bounded time, the external calendars that block this department (the
   * calendar module's sync) before a booking is confirmed, so that an event the owner added
   * minutes ago is seen. Never throws; without it the last synchronised busy times decide.
   */
  refreshCalendars?: (
    tenantId: string,
    departmentId: string | null,
    slot?: { start: Date; end: Date },
  ) => Promise<void>;
}

export {
  type AppointmentCreateInput,
  type AppointmentPatchInput,
  CALENDAR_PUSH_TOPIC,
  CALENDAR_STALE_SECONDS,
  normalizePhone,
} from './appointments.input.js';

export interface WriteOptions {
  /**
   * Live mode only: runs inside the write's transaction just before it commits (the v2
   * surface stores the idempotent answer there, so the change and its answer commit together).
   */
  beforeCommit?: (tx: DbOrTx, row: AppointmentRow) => Promise<void>;
  /**
   * Live create only, instead of `beforeCommit`: the idempotent answer for the row, sealed,
   * which the booking's single statement stores with the appointment.
   */
  storedAnswer?: (row: AppointmentRow) => IdempotentAnswer;
  /**
   * Create only: what the booking reads first, when the caller has read it already (in the
   * statement that claimed the `Idempotency-Key`: `claimWithBookingProfile`).
   */
  booking?: PrefetchedBooking;
}

/** A booking's first read, done ahead (`claimWithBookingProfile`), with the department it was read for. */
export interface PrefetchedBooking extends BookingProfile {
  departmentId: string | null;
}

/** Test-mode writes run for real inside a transaction that is then rolled back. */
class Simulated extends Error {}

/**
 * Appointments: the booking rules live here and in the database (exclusion constraint
 * `appointments_no_overlap`). Test-mode writes run the same statements, constraint
 * included, in a transaction that is always rolled back: the answer is what would have
 * been written; nothing persists and no event is raised.
 */
export function createAppointmentsService({
  db,
  cursors,
  outbox,
  clock,
  refreshCalendars,
}: AppointmentsServiceDeps) {
  const scope = (ctx: ServiceContext) => `appointments:${ctx.tenantId}`;
  /** The last booking profile read per tenant and department (`createClaimed` books with it). */
  const profiles = new BookingProfileCache();

  /** After a live write committed: the SMS and calendar workers look at their messages now. */
  function wakeWorkers() {
    outbox.wake(SMS_TOPIC);
    outbox.wake(CALENDAR_PUSH_TOPIC);
  }

  async function write(
    ctx: ServiceContext,
    fn: (tx: DbOrTx) => Promise<AppointmentRow>,
    opts: WriteOptions = {},
  ): Promise<AppointmentRow> {
    try {
      if (ctx.mode === 'live') {
        const committed = await db.transaction(async (tx) => {
          const row = await fn(tx);
          await opts.beforeCommit?.(tx, row);
          return row;
        });
        wakeWorkers();
        return committed;
      }
      let result: AppointmentRow | undefined;
      try {
        await db.transaction(async (tx) => {
          result = await fn(tx);
          throw new Simulated('test mode');
        });
      } catch (err) {
        if (!(err instanceof Simulated)) throw err;
      }
      return result as AppointmentRow;
    } catch (err) {
      throw asSlotConflict(err);
    }
  }

  /**
   * A new booking's length (given, else the service type's) and end; 422 `outside_opening_hours`
   * unless the business is open for all of it.
   */
  function bookedSpan(profile: BookingProfile['profile'], input: AppointmentCreateInput, start: Date) {
    const duration = input.duration_minutes ?? serviceDuration(profile, input.service_type);
    const end = new Date(start.getTime() + duration * 60_000);
    checkHours(profile, start, end);
    return { duration, end };
  }

  function checkFuture(start: Date) {
    if (start.getTime() < clock.now().getTime()) {
      throw errors.invalid(['body', 'start_time'], 'must be in the future', 'musi być w przyszłości', 'past');
    }
  }

  async function event(
    ctx: ServiceContext,
    tx: DbOrTx,
    type: 'appointment.created' | 'appointment.updated' | 'appointment.cancelled',
    row: AppointmentRow,
    extra: Record<string, unknown> = {},
  ) {
    if (ctx.mode !== 'live') return;
    if (await hasWritableCalendar(tx, ctx.tenantId))
      await outbox.enqueue(tx, {
        topic: CALENDAR_PUSH_TOPIC,
        tenantId: ctx.tenantId,
        payload: { tenant_id: ctx.tenantId, appointment_id: row.id },
      });
    await raiseEvent(
      outbox,
      tx,
      ctx.tenantId,
      type,
      { appointment_id: row.id, appointment: appointmentDto(row), ...extra },
      clock.now(),
    );
  }

  /**
   * A `department_id` must name one of the tenant's departments (any id, another tenant's
   * included, would otherwise open a calendar of its own and let a slot be booked again).
   * Checked in the write's transaction with the row share-locked, so the department cannot
   * be deleted before the booking commits. Every surface books through here.
   */
  async function checkDepartment(tx: DbOrTx, ctx: ServiceContext, id: string | null | undefined) {
    if (id === undefined || id === null) return;
    const [found] = isUuid(id)
      ? await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.id, id), eq(departments.tenantId, ctx.tenantId)))
          .limit(1)
          .for('share')
      : [];
    if (!found) {
      throw errors.invalid(
        ['body', 'department_id'],
        'is not one of your departments',
        'nie jest jednym z działów firmy',
        'unknown_department',
      );
    }
  }

  /**
   * A booking on a time that an external calendar of the tenant has busy (as last synchronised)
   * is refused like a clash with our own appointments: 409 `slot_unavailable`.
   */
  async function checkExternalBusy(
    tx: DbOrTx,
    ctx: ServiceContext,
    departmentId: string | null,
    start: Date,
    end: Date,
  ) {
    const [clash] = await externalBusyRanges(tx, ctx.tenantId, departmentId, start, end);
    if (clash) throw calendarBusy(clash.calendarName);
  }

  async function mustFind(tx: DbOrTx, ctx: ServiceContext, id: string, forUpdate = false) {
    const row = isUuid(id) ? await findAppointment(tx, ctx.tenantId, id, { forUpdate }) : undefined;
    if (!row) throw errors.notFound('Appointment', 'wizyta');
    return row;
  }

  return {
    async list(ctx: ServiceContext, input: { limit: number; cursor?: string; filters: AppointmentFilters }) {
      const after = input.cursor ? cursors.decode(input.cursor, scope(ctx), 'desc') : undefined;
      const rows = await listAppointmentsKeyset(db, ctx.tenantId, input.filters, after, input.limit);
      return cursors.page(rows, input.limit, 'desc', scope(ctx), (r) => r, ctx.mode === 'live');
    },

    async listOffset(ctx: ServiceContext, input: { limit: number; offset: number }) {
      const rows = await listAppointmentsOffset(db, ctx.tenantId, input.limit, input.offset);
      return offsetPage(rows, input.limit, input.offset);
    },

    /**
     * The patient's upcoming appointments (not cancelled, starting from now) with this tenant,
     * by their phone (normalised to E.164), earliest first, at most `limit` (the receptionist's
     * "my appointment" lookup by caller number).
     */
    async upcomingForPhone(ctx: ServiceContext, phone: string, limit = 10) {
      return upcomingByPhone(db, ctx.tenantId, normalizePhone(phone), clock.now(), limit);
    },

    /**
     * For a surface that claims an `Idempotency-Key` before `create` (`ClaimAlongside`): the
     * claim, filled with `claim`, in one statement with what `create` reads first. Answers the
     * claimed row's id (null when the key was taken already) and that read, to hand to
     * `create` as `booking`.
     */
    async claimWithBookingProfile(
      ctx: ServiceContext,
      departmentId: string | null | undefined,
      claim: ClaimValues,
    ): Promise<{ claimed: string | null; booking: PrefetchedBooking }> {
      const readFor = departmentId && isUuid(departmentId) ? departmentId : null;
      const { claimed, booking } = await claimWithBookingProfile(db, ctx.tenantId, readFor, claim);
      profiles.set(ctx.tenantId, readFor, booking);
      return { claimed, booking: { ...booking, departmentId: readFor } };
    },

    async get(ctx: ServiceContext, id: string) {
      return mustFind(db, ctx, id);
    },

    async create(
      ctx: ServiceContext,
      input: AppointmentCreateInput,
      opts: WriteOptions = {},
    ): Promise<AppointmentRow> {
      const start = parseStart(input.start_time);
      checkFuture(start);
      const phone = input.patient_phone ? normalizePhone(input.patient_phone) : null;
      const departmentId = input.department_id ?? null;
      const wellFormed = departmentId === null || isUuid(departmentId);
      const readFor = wellFormed ? departmentId : null;
      // One round trip (or none, when read ahead with the Idempotency-Key's claim): the tenant's
      // profile and whether any calendar blocks the department.
      let booking = opts.booking?.departmentId === readFor ? opts.booking : undefined;
      if (!booking) {
        booking = { ...(await loadBookingProfile(db, ctx.tenantId, readFor)), departmentId: readFor };
        profiles.set(ctx.tenantId, readFor, booking);
      }
      const { profile, hasBlockingCalendars } = booking;
      const { duration, end } = bookedSpan(profile, input, start);
      if (!wellFormed) await checkDepartment(db, ctx, departmentId);
      if (hasBlockingCalendars)
        await refreshCalendars?.(ctx.tenantId, departmentId, { start, end }).catch(() => undefined);
      const { row, outboxRows } = await draftBooking({ db, outbox, clock }, ctx, input, profile, {
        start,
        end,
        duration,
        phone,
      });
      const live = ctx.mode === 'live';
      // Live: one statement, unless a caller's `beforeCommit` needs a transaction to run in.
      const single = live && (opts.storedAnswer !== undefined || !opts.beforeCommit);
      const attempt = async (tx: DbOrTx) => {
        // A booking the statement did not write is explained by the checks it made (a
        // department not the tenant's, a calendar's busy time); when neither holds any more,
        // the state changed in between and the statement runs again.
        for (let i = 0; i < 3; i++) {
          const answer = single ? opts.storedAnswer?.(row) : undefined;
          if (await insertBooking(tx, row, { outbox: outboxRows, answer })) return;
          await checkDepartment(tx, ctx, departmentId);
          await checkExternalBusy(tx, ctx, departmentId, start, end);
        }
        throw slotUnavailable(undefined);
      };
      try {
        if (single) {
          await attempt(db);
        } else if (live) {
          await db.transaction(async (tx) => {
            await attempt(tx);
            await opts.beforeCommit?.(tx, row);
          });
        } else {
          try {
            await db.transaction(async (tx) => {
              await attempt(tx);
              throw new Simulated('test mode');
            });
          } catch (err) {
            if (!(err instanceof Simulated)) throw err;
          }
          return row;
        }
      } catch (err) {
        throw asSlotConflict(err);
      }
      wakeWorkers();
      return row;
    },

    /**
     * A live booking in a single statement that also claims the request's `Idempotency-Key`
     * (see `insertBooking`'s `claim`), with the tenant's profile as last read in this process
     * (no read at all). Answers the row when that statement wrote the booking, its key and its
     * answer (`claim.answer`, for the row, sealed); null when it wrote nothing or could not run
     * here (test mode, no profile read yet, calendars to re-read first, a malformed
     * `department_id`). A 4xx `AppError` (a past time, outside the opening hours, an overlap) is
     * thrown without anything written or claimed. After null or such an error the caller takes
     * the ordinary path, which claims the key, reads afresh and answers or stores the refusal.
     */
    async createClaimed(
      ctx: ServiceContext,
      input: AppointmentCreateInput,
      claim: { values: ClaimValues; answer: (row: AppointmentRow) => IdempotentAnswer },
    ): Promise<AppointmentRow | null> {
      const departmentId = input.department_id ?? null;
      if (ctx.mode !== 'live' || (departmentId !== null && !isUuid(departmentId))) return null;
      const cached = profiles.get(ctx.tenantId, departmentId);
      if (!cached || cached.hasBlockingCalendars) return null;
      const start = parseStart(input.start_time);
      checkFuture(start);
      const { duration, end } = bookedSpan(cached.profile, input, start);
      const phone = input.patient_phone ? normalizePhone(input.patient_phone) : null;
      const { row, outboxRows } = await draftBooking({ db, outbox, clock }, ctx, input, cached.profile, {
        start,
        end,
        duration,
        phone,
      });
      try {
        const written = await insertBooking(db, row, {
          outbox: outboxRows,
          answer: claim.answer(row),
          claim: { values: claim.values, version: cached.version },
        });
        if (!written) return null;
      } catch (err) {
        throw asSlotConflict(err);
      }
      wakeWorkers();
      return row;
    },

    async update(
      ctx: ServiceContext,
      id: string,
      patch: AppointmentPatchInput,
      opts?: WriteOptions,
    ): Promise<AppointmentRow> {
      const newStart = patch.start_time !== undefined ? parseStart(patch.start_time) : undefined;
      if (newStart) checkFuture(newStart);
      const phone =
        patch.patient_phone === undefined
          ? undefined
          : patch.patient_phone === null
            ? null
            : normalizePhone(patch.patient_phone);
      const profile = await loadTenantProfile(db, ctx.tenantId);
      if (newStart || patch.duration_minutes !== undefined || patch.department_id !== undefined) {
        const dept =
          patch.department_id !== undefined
            ? patch.department_id
            : (await mustFind(db, ctx, id)).departmentId;
        await refreshCalendars?.(ctx.tenantId, dept).catch(() => undefined);
      }
      return write(
        ctx,
        async (tx) => {
          const current = await mustFind(tx, ctx, id, true);
          await checkDepartment(tx, ctx, patch.department_id);
          if (current.status === 'cancelled') {
            throw new AppError(409, 'conflict', {
              message: 'A cancelled appointment cannot be changed; book a new one.',
              messagePl: 'Odwołanej wizyty nie można zmienić; zarezerwuj nową.',
            });
          }
          const start = newStart ?? current.startTime;
          const duration = patch.duration_minutes ?? current.durationMinutes;
          const end = new Date(start.getTime() + duration * 60_000);
          const timeChanged =
            start.getTime() !== current.startTime.getTime() || duration !== current.durationMinutes;
          if (timeChanged) checkHours(profile, start, end);
          const departmentId = patch.department_id !== undefined ? patch.department_id : current.departmentId;
          if (timeChanged || departmentId !== current.departmentId)
            await checkExternalBusy(tx, ctx, departmentId, start, end);
          const set: Partial<AppointmentInsert> = {
            startTime: start,
            endTime: end,
            durationMinutes: duration,
            ...(patch.service_type !== undefined ? { serviceType: patch.service_type } : {}),
            ...(patch.patient_name !== undefined ? { patientName: patch.patient_name.trim() } : {}),
            ...(phone !== undefined ? { patientPhone: phone } : {}),
            ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
            ...(patch.department_id !== undefined ? { departmentId: patch.department_id } : {}),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            updatedAt: clock.now(),
          };
          const row = await updateAppointment(tx, ctx.tenantId, id, set);
          if (!row) throw errors.notFound('Appointment', 'wizyta');
          if (ctx.mode === 'live')
            await scheduleAppointmentSms({ outbox, clock }, tx, 'updated', row, current);
          await event(ctx, tx, 'appointment.updated', row, {
            changed: Object.keys(patch).filter((k) => patch[k as keyof AppointmentPatchInput] !== undefined),
          });
          return row;
        },
        opts,
      );
    },

    /** Cancelling twice is harmless: the second call answers the cancelled appointment unchanged. */
    async cancel(ctx: ServiceContext, id: string, opts?: WriteOptions): Promise<AppointmentRow> {
      return write(
        ctx,
        async (tx) => {
          const current = await mustFind(tx, ctx, id, true);
          if (current.status === 'cancelled') return current;
          const now = clock.now();
          const row = await updateAppointment(tx, ctx.tenantId, id, {
            status: 'cancelled',
            cancelledAt: now,
            updatedAt: now,
          });
          if (!row) throw errors.notFound('Appointment', 'wizyta');
          if (ctx.mode === 'live') await scheduleAppointmentSms({ outbox, clock }, tx, 'cancelled', row);
          await event(ctx, tx, 'appointment.cancelled', row);
          return row;
        },
        opts,
      );
    },

    /** Open slots of one local date in the tenant's zone. */
    availability: (ctx: ServiceContext, input: AvailabilityInput) => availability({ db, clock }, ctx, input),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
