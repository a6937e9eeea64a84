import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/common';
import { routes as account } from '../features/account/routes';
import { routes as admin } from '../features/admin/routes';
import { routes as appointments } from '../features/appointments/routes';
import { routes as auth } from '../features/auth/routes';
import { routes as billing } from '../features/billing/routes';
import { routes as calls } from '../features/calls/routes';
import { routes as developers } from '../features/developers/routes';
import { routes as home } from '../features/home/routes';
import { routes as knowledge } from '../features/knowledge/routes';
import { routes as onboarding } from '../features/onboarding/routes';
import { routes as receptionist } from '../features/receptionist/routes';
import { routes as stats } from '../features/stats/routes';
import { routes as tryIt } from '../features/try/routes';
import { AppLayout, PublicLayout } from './layouts';

/** Signed-out pages (auth) and the signed-in app (everything else), under `/app/`. */
export const routeTree: RouteObject[] = [
  { element: <PublicLayout />, children: auth },
  {
    element: <AppLayout />,
    children: [
      ...home,
      ...onboarding,
      ...receptionist,
      ...knowledge,
      ...tryIt,
      ...calls,
      ...appointments,
      ...stats,
      ...developers,
      ...billing,
      ...account,
      ...admin,
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routeTree, { basename: '/app' });
