/** The receptionist settings' queries and small helpers shared by its pages. */
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, unwrap } from '../../lib/api';
import i18n from '../../lib/i18n';
import { useMe } from '../../lib/session';

export const keys = {
  tenant: (id: string) => ['tenant', id] as const,
  settings: (id: string) => ['tenant', id, 'settings'] as const,
  departments: (id: string) => ['tenant', id, 'departments'] as const,
  reminder: (id: string) => ['tenant', id, 'reminder-config'] as const,
  verification: (id: string) => ['tenant', id, 'verification-config'] as const,
  usage: (id: string) => ['tenant', id, 'usage'] as const,
  dataSources: (id: string) => ['tenant', id, 'data-sources'] as const,
  crm: (id: string) => ['tenant', id, 'crm'] as const,
  calendars: (id: string) => ['tenant', id, 'calendar-subscriptions'] as const,
};

/** The signed-in owner's tenant id (the layout renders only once `me` is known). */
export function useTenantId(): string {
  return useMe().data?.tenant_id ?? '';
}

const path = (tenant_id: string) => ({ params: { path: { tenant_id } } });

export function useTenant() {
  const id = useTenantId();
  return useQuery({
    queryKey: keys.tenant(id),
    enabled: !!id,
    queryFn: () => unwrap(api.GET('/tenants/{tenant_id}', path(id))),
  });
}

export function useSettings() {
  const id = useTenantId();
  return useQuery({
    queryKey: keys.settings(id),
    enabled: !!id,
    queryFn: () => unwrap(api.GET('/tenants/{tenant_id}/settings', path(id))),
  });
}

export function useDepartments() {
  const id = useTenantId();
  return useQuery({
    queryKey: keys.departments(id),
    enabled: !!id,
    queryFn: () => unwrap(api.GET('/tenants/{tenant_id}/departments', path(id))),
  });
}

export type Tenant = NonNullable<ReturnType<typeof useTenant>['data']>;
export type Settings = NonNullable<ReturnType<typeof useSettings>['data']>;
export type Department = NonNullable<ReturnType<typeof useDepartments>['data']>[number];

interface Issue {
  loc?: unknown;
  msg?: unknown;
  msg_pl?: unknown;
}

/** The field issues of a refused request (422 `detail[]`), each in the reader's language. */
export function fieldIssues(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const detail = (error.info.body as { detail?: unknown } | null)?.detail;
  if (!Array.isArray(detail)) return [];
  const polish = i18n.language?.startsWith('pl');
  return detail.flatMap((d: Issue) => {
    const loc = Array.isArray(d.loc) ? d.loc.filter((x) => x !== 'body' && x !== 'query') : [];
    const msg = polish && typeof d.msg_pl === 'string' ? d.msg_pl : d.msg;
    return typeof msg === 'string' ? [{ field: loc.join('.'), message: msg }] : [];
  });
}

/** The service's message for one field (or a path under it) of a refused request, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const hit = fieldIssues(error).find((f) => f.field === field || f.field.startsWith(`${field}.`));
  if (hit) return hit.message;
  const body = error.info.body as { field?: unknown } | null;
  if (body && typeof body === 'object' && body.field === field) return error.message;
  return undefined;
}

/** A refusal that no shown field carries: its message, for an alert under the form. */
export function formError(error: unknown, fields: string[]): string | undefined {
  if (!error) return undefined;
  if (fields.some((f) => fieldError(error, f))) return undefined;
  return error instanceof ApiError ? error.message : String(error);
}
