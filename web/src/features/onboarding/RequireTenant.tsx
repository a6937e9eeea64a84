import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Loading } from '../../components/common';
import { useMe } from '../../lib/session';

/**
 * For pages that need the signed-in user's business: a user who has none yet (registered, not
 * onboarded) is sent to the onboarding wizard instead. Inside AppLayout (which already sends
 * signed-out visitors to sign-in), as the element of a pathless route around the tenant's pages
 * (web/src/app/router.tsx; without children it renders the matched page), or around one element:
 *
 *   { element: <RequireTenant />, children: [...tenantPages] }
 *   <RequireTenant><Home /></RequireTenant>
 *   // and in a component:  const tenantId = useTenantId(); (null while unknown)
 */
export function RequireTenant({ children }: { children?: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.data && !me.data.tenant_id) return <Navigate to="/onboarding" replace />;
  return <>{children ?? <Outlet />}</>;
}

/** The signed-in user's tenant id (null before onboarding or while loading). */
export function useTenantId(): string | null {
  return useMe().data?.tenant_id ?? null;
}
