import type { RouteObject } from 'react-router';

/** Signed-out pages (paths relative to the app's root, components lazy-loaded). */
export const routes: RouteObject[] = [
  { path: 'sign-in', lazy: async () => ({ Component: (await import('./SignIn')).default }) },
];
