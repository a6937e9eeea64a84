import type { RouteObject } from 'react-router';

/** The receptionist's settings under `/settings/…`, sharing one sub-navigation (paths relative, lazy). */
export const routes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./SettingsLayout')).default }),
    children: [
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./SettingsLayout')).SettingsIndex }),
      },
      {
        path: 'settings/business',
        lazy: async () => ({ Component: (await import('./BusinessPage')).default }),
      },
      {
        path: 'settings/services',
        lazy: async () => ({ Component: (await import('./ServicesPage')).default }),
      },
      {
        path: 'settings/departments',
        lazy: async () => ({ Component: (await import('./DepartmentsPage')).default }),
      },
      {
        path: 'settings/departments/:departmentId',
        lazy: async () => ({ Component: (await import('./DepartmentPage')).default }),
      },
      {
        path: 'settings/analysis',
        lazy: async () => ({ Component: (await import('./AnalysisPage')).default }),
      },
      { path: 'settings/limits', lazy: async () => ({ Component: (await import('./LimitsPage')).default }) },
      { path: 'settings/sms', lazy: async () => ({ Component: (await import('./SmsPage')).default }) },
      {
        path: 'settings/integrations',
        lazy: async () => ({ Component: (await import('./IntegrationsPage')).default }),
      },
    ],
  },
];
