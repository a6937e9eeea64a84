import type { RouteObject } from 'react-router';

/** The account settings (`#email` is a deep-link target): the user's own, open without a business. */
export const routes: RouteObject[] = [
  { path: 'settings/account', lazy: async () => ({ Component: (await import('./AccountPage')).default }) },
];

/** The business's notifications (the bell's page): need the business (`RequireTenant` in the router). */
export const tenantRoutes: RouteObject[] = [
  { path: 'notifications', lazy: async () => ({ Component: (await import('./NotificationsPage')).default }) },
];
