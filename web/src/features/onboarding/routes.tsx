import type { RouteObject } from 'react-router';
import { Frame } from './ui';

/** The pages of this feature (paths relative to the app's root, components lazy-loaded). */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: 'onboarding', lazy: async () => ({ Component: (await import('./Wizard')).default }) },
      {
        path: 'onboarding/forwarding',
        lazy: async () => ({ Component: (await import('./Forwarding')).default }),
      },
      { path: 'readiness', lazy: async () => ({ Component: (await import('./Readiness')).default }) },
      {
        path: 'settings/phone-numbers',
        lazy: async () => ({ Component: (await import('./PhoneNumbers')).default }),
      },
    ],
  },
];
