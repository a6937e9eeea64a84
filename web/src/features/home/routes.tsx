import type { RouteObject } from 'react-router';

/** The home page: today at a glance (components lazy-loaded). */
export const routes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./HomePage')).default }) },
];
