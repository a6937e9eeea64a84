import type { RouteObject } from 'react-router';

/** The Developers section: API keys, webhooks and the MCP endpoint; one webhook endpoint's log. */
export const routes: RouteObject[] = [
  { path: 'developers', lazy: async () => ({ Component: (await import('./DevelopersPage')).default }) },
  {
    path: 'developers/webhooks/:id',
    lazy: async () => ({ Component: (await import('./WebhookEndpointPage')).default }),
  },
];
