import type { RouteObject } from 'react-router';

/** The appointments calendar and one appointment's page (paths relative to the app's root, lazy). */
export const routes: RouteObject[] = [
  { path: 'appointments', lazy: async () => ({ Component: (await import('./CalendarPage')).default }) },
  {
    path: 'appointments/:id',
    lazy: async () => ({ Component: (await import('./AppointmentPage')).default }),
  },
];
