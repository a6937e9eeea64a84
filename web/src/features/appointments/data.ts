/** The calendar's requests: the merged list, one appointment, open slots, and the writes. */
import type { components } from '@recepcja/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '../../lib/api';
import { useMe } from '../../lib/session';
import { tenantQuery } from '../../lib/time';

export type CalendarEvent = CalendarList['events'][number];
export type CalendarList = Awaited<ReturnType<typeof fetchCalendar>>;
export type Appointment = components['schemas']['CalendarAppointment'];
export type SmsEntry = Appointment['sms'][number];
export interface Slot {
  start: string;
  end: string;
}

export function useTenantId(): string {
  return useMe().data?.tenant_id ?? '';
}

function fetchCalendar(tenantId: string, from: string, to: string) {
  return unwrap(
    api.GET('/tenants/{tenant_id}/calendar/appointments', {
      params: { path: { tenant_id: tenantId }, query: { from, to } },
    }),
  );
}

export function useCalendar(from: Date, to: Date) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['calendar', tenantId, from.toISOString(), to.toISOString()],
    enabled: !!tenantId,
    queryFn: () => fetchCalendar(tenantId, from.toISOString(), to.toISOString()),
  });
}

export function useAppointment(id: string | null) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['appointment', tenantId, id],
    enabled: !!tenantId && !!id,
    queryFn: () =>
      unwrap(
        api.GET('/tenants/{tenant_id}/calendar/appointments/{appointment_id}', {
          params: { path: { tenant_id: tenantId, appointment_id: id ?? '' } },
        }),
      ),
  });
}

export function useAvailability(date: string | null, serviceType?: string) {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: ['availability', tenantId, date, serviceType ?? ''],
    enabled: !!tenantId && !!date,
    queryFn: () =>
      unwrap(
        api.GET('/tenants/{tenant_id}/calendar/availability', {
          params: {
            path: { tenant_id: tenantId },
            query: { date: date ?? '', ...(serviceType ? { service_type: serviceType } : {}) },
          },
        }),
      ),
  });
}

/** The tenant's opening hours (`GET /tenants/{id}`), for the calendar's time axis. */
export function useOpeningHours() {
  const tenantId = useTenantId();
  const q = useQuery(tenantQuery(tenantId || null));
  return (q.data?.opening_hours ?? null) as Record<string, [string, string][]> | null;
}

/** After any write (or a refused one) the calendar is read again: what is shown is what is stored. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['calendar'] }),
      qc.invalidateQueries({ queryKey: ['appointment'] }),
      qc.invalidateQueries({ queryKey: ['availability'] }),
    ]);
}

export type CreateBody = {
  start_time: string;
  duration_minutes?: number;
  service_type?: string;
  patient_name: string;
  patient_phone?: string;
  notes?: string;
};

export function useCreateAppointment() {
  const tenantId = useTenantId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateBody) =>
      unwrap(
        api.POST('/tenants/{tenant_id}/calendar/appointments', {
          params: { path: { tenant_id: tenantId } },
          body,
        }),
      ),
    onSettled: refresh,
  });
}

export function useMoveAppointment() {
  const tenantId = useTenantId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: string; start_time: string; duration_minutes?: number }) =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/calendar/appointments/{appointment_id}', {
          params: { path: { tenant_id: tenantId, appointment_id: v.id } },
          body: {
            start_time: v.start_time,
            ...(v.duration_minutes ? { duration_minutes: v.duration_minutes } : {}),
          },
        }),
      ),
    onSettled: refresh,
  });
}

export function useCancelAppointment() {
  const tenantId = useTenantId();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.POST('/tenants/{tenant_id}/calendar/appointments/{appointment_id}/cancel', {
          params: { path: { tenant_id: tenantId, appointment_id: id } },
        }),
      ),
    onSettled: refresh,
  });
}

/** The open times a 409 `slot_unavailable` answer suggests. */
export function alternativesOf(error: unknown): Slot[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const body = error.info.body as { alternatives?: unknown } | null;
  return Array.isArray(body?.alternatives)
    ? (body.alternatives as Slot[]).filter((s) => typeof s?.start === 'string')
    : [];
}
