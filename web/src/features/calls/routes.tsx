import type { RouteObject } from 'react-router';

/** Calls, follow-ups and missed questions (paths relative to the app's root, components lazy-loaded). */
export const routes: RouteObject[] = [
  { path: 'calls', lazy: async () => ({ Component: (await import('./CallsPage')).default }) },
  { path: 'calls/:id', lazy: async () => ({ Component: (await import('./CallPage')).default }) },
  { path: 'follow-ups', lazy: async () => ({ Component: (await import('./FollowUpsPage')).default }) },
  {
    path: 'missed-questions',
    lazy: async () => ({ Component: (await import('./MissedQuestionsPage')).default }),
  },
];
