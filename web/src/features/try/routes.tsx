import type { RouteObject } from 'react-router';

/** `/try`: talk to your own receptionist before going live (test calls). */
export const routes: RouteObject[] = [
  { path: 'try', lazy: async () => ({ Component: (await import('./TryPage')).default }) },
];
