import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/common';
import { routes as account, tenantRoutes as notifications } from '../features/account/routes';
import { routes as admin } from '../features/admin/routes';
import { routes as appointments } from '../features/appointments/routes';
import { routes as auth } from '../features/auth/routes';
import { routes as billing } from '../features/billing/routes';
import { routes as calls } from '../features/calls/routes';
import { routes as developers } from '../features/developers/routes';
import { routes as home } from '../features/home/routes';
import { routes as knowledge } from '../features/knowledge/routes';
import { RequireTenant } from '../features/onboarding/RequireTenant';
import { routes as onboarding } from '../features/onboarding/routes';
import { routes as receptionist } from '../features/receptionist/routes';
import { routes as stats } from '../features/stats/routes';
import { routes as tryIt } from '../features/try/routes';
import i18n from '../lib/i18n';
import { AppLayout, PublicLayout } from './layouts';

/**
 * Loads a feature's message catalogues together with its lazily loaded page, so the page does not
 * suspend once more, after its code has arrived, to fetch its texts.
 */
function withCatalogues(routes: RouteObject[], namespaces: string[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject & { children?: RouteObject[] };
    if (typeof lazy === 'function')
      wrapped.lazy = async () => (await Promise.all([lazy(), i18n.loadNamespaces(namespaces)]))[0];
    if (children) wrapped.children = withCatalogues(children, namespaces);
    return wrapped as RouteObject;
  });
}

/**
 * Signed-out pages (auth) and the signed-in app (everything else), under `/app/`. The business's
 * pages sit in `RequireTenant`: a user who has no business yet goes to the setup wizard (the
 * onboarding feature wraps its own pages that need one). The account settings and the
 * administrators' pages are the user's, and open without a business.
 */
export const routeTree: RouteObject[] = [
  { element: <PublicLayout />, children: withCatalogues(auth, ['auth']) },
  {
    element: <AppLayout />,
    children: [
      ...withCatalogues(onboarding, ['onboarding']),
      {
        element: <RequireTenant />,
        children: [
          ...withCatalogues(home, ['home', 'calls']),
          ...withCatalogues(receptionist, ['receptionist']),
          ...withCatalogues(knowledge, ['knowledge']),
          ...withCatalogues(tryIt, ['try']),
          ...withCatalogues(calls, ['calls']),
          ...withCatalogues(appointments, ['appointments']),
          ...withCatalogues(stats, ['stats']),
          ...withCatalogues(developers, ['developers']),
          ...withCatalogues(billing, ['billing']),
          ...withCatalogues(notifications, ['account']),
        ],
      },
      ...withCatalogues(account, ['account']),
      ...withCatalogues(admin, ['admin']),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routeTree, { basename: '/app' });
