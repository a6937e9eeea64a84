import type { RouteObject } from 'react-router';
import { RequireTenant } from './RequireTenant';
import { Frame } from './ui';

/**
 * The pages of this feature (paths relative to the app's root, components lazy-loaded): the
 * wizard, for a user without a business yet; the others need the business (`RequireTenant`).
 */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: 'onboarding', lazy: async () => ({ Component: (await import('./Wizard')).default }) },
      {
        element: <RequireTenant />,
        children: [
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
    ],
  },
];
