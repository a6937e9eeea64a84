import type { RouteObject } from 'react-router';

/** Plan and billing: the subscription, usage, checkout, invoices; one invoice. */
export const routes: RouteObject[] = [
  { path: 'billing', lazy: async () => ({ Component: (await import('./BillingPage')).default }) },
  {
    path: 'billing/invoices/:id',
    lazy: async () => ({ Component: (await import('./InvoicePage')).default }),
  },
];
