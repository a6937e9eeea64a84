import type { RouteObject } from 'react-router';

/** The statistics page (paths relative to the app's root, components lazy-loaded). */
export const routes: RouteObject[] = [
  { path: 'stats', lazy: async () => ({ Component: (await import('./StatsPage')).default }) },
];
