import type { RouteObject } from 'react-router';
import { Frame } from './Frame';

/** Signed-out pages (paths relative to the app's root, components lazy-loaded). */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: 'sign-in', lazy: async () => ({ Component: (await import('./SignIn')).default }) },
      { path: 'register', lazy: async () => ({ Component: (await import('./Register')).default }) },
      { path: 'verify-email', lazy: async () => ({ Component: (await import('./VerifyEmail')).default }) },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('./ForgotPassword')).default }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('./ResetPassword')).default }),
      },
      { path: 'auth/google', lazy: async () => ({ Component: (await import('./GoogleCallback')).default }) },
    ],
  },
];
