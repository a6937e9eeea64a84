import type { ModuleDefinition } from '../../platform/deps.js';
import dataSourcesRoutes from './data-sources.routes.js';

export {
  createDataSourcesService,
  crmFindContact,
  crmLogCall,
  dataSourcesServiceFor,
  sourcesLookup,
} from './data-sources.service.js';

export const dataSourcesModule: ModuleDefinition = { name: 'data-sources', routes: dataSourcesRoutes };
