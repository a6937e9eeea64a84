/** Shapes of the service's answers this feature reads (from the typed client's schema). */
import type { paths } from '@recepcja/client';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;

export type KnowledgeDocument = Json<
  paths['/tenants/{tenant_id}/knowledge']['get']['responses'][200]
>[number];
export type KnowledgeScore = Json<paths['/tenants/{tenant_id}/knowledge-score']['get']['responses'][200]>;
export type QueryAnswer = Json<paths['/tenants/{tenant_id}/knowledge/query']['post']['responses'][200]>;
export type FaqEntry = Json<paths['/tenants/{tenant_id}/faq']['get']['responses'][200]>['entries'][number];

/** The document query's key (the list), the score's and the FAQ's. */
export const keys = {
  documents: (tenantId: string) => ['knowledge', tenantId, 'documents'] as const,
  score: (tenantId: string) => ['knowledge', tenantId, 'score'] as const,
  faq: (tenantId: string) => ['knowledge', tenantId, 'faq'] as const,
};
