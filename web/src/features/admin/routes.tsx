import type { RouteObject } from 'react-router';

/**
 * The administrators' pages under `/admin` (the layout shows the not-found page to anyone who
 * is not an administrator; paths relative to the app's root, components lazy-loaded).
 */
export const routes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./AdminLayout')).default }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./AdminHome')).default }) },
      { path: 'tenants', lazy: async () => ({ Component: (await import('./TenantsPage')).default }) },
      { path: 'tenants/:id', lazy: async () => ({ Component: (await import('./TenantPage')).default }) },
      { path: 'incidents', lazy: async () => ({ Component: (await import('./IncidentsPage')).default }) },
      { path: 'broadcast', lazy: async () => ({ Component: (await import('./BroadcastPage')).default }) },
      {
        path: 'number-requests',
        lazy: async () => ({ Component: (await import('./NumberRequestsPage')).default }),
      },
      { path: 'support', lazy: async () => ({ Component: (await import('./SupportPage')).default }) },
      { path: '*', lazy: async () => ({ Component: (await import('../../components/common')).NotFound }) },
    ],
  },
];
