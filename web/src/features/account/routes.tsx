import type { RouteObject } from 'react-router';

/** The account settings (`#email` is a deep-link target) and the notifications. */
export const routes: RouteObject[] = [
  { path: 'settings/account', lazy: async () => ({ Component: (await import('./AccountPage')).default }) },
  { path: 'notifications', lazy: async () => ({ Component: (await import('./NotificationsPage')).default }) },
];
