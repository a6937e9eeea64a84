import type { RouteObject } from 'react-router';

/** The knowledge base (score, test question, FAQ `#faq`, documents `#upload`). */
export const routes: RouteObject[] = [
  { path: 'knowledge', lazy: async () => ({ Component: (await import('./KnowledgePage')).default }) },
];
