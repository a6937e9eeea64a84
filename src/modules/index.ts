import type { ModuleDefinition } from '../platform/deps.js';
import { developerApiV1, developerApiV2 } from '../surfaces/index.js';
import { mcpModule } from '../surfaces/mcp.js';
import { accountsModule } from './accounts/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { billingModule } from './billing/index.js';
import { broadcastModule } from './broadcast/index.js';
import { calendarModule } from './calendar/index.js';
import { callsModule } from './calls/index.js';
import { conciergeModule } from './concierge/index.js';
import { dataSourcesModule } from './data-sources/index.js';
import { demoModule } from './demo/index.js';
import { devMailModule } from './dev-mail/index.js';
import { devOidcModule } from './dev-oidc/index.js';
import { followUpsModule } from './follow-ups/index.js';
import { healthModule } from './health/index.js';
import { knowledgeModule } from './knowledge/index.js';
import { missedQuestionsModule } from './missed-questions/index.js';
import { notificationsModule } from './notifications/index.js';
import { numberRequestsModule } from './number-requests/index.js';
import { onboardingModule } from './onboarding/index.js';
import { smsModule } from './sms/index.js';
import { statusModule } from './status/index.js';
import { tenantsModule } from './tenants/index.js';
import { toolsModule } from './tools/index.js';
import { voiceModule } from './voice/index.js';
import { webhooksModule } from './webhooks/index.js';

/** Every module of the service; adding one is adding its folder and a line here. */
export const modules: ModuleDefinition[] = [
  healthModule,
  accountsModule,
  tenantsModule,
  onboardingModule,
  apiKeysModule,
  developerApiV1,
  developerApiV2,
  mcpModule,
  webhooksModule,
  broadcastModule,
  statusModule,
  conciergeModule,
  billingModule,
  knowledgeModule,
  callsModule,
  followUpsModule,
  calendarModule,
  missedQuestionsModule,
  notificationsModule,
  numberRequestsModule,
  smsModule,
  voiceModule,
  toolsModule,
  dataSourcesModule,
  demoModule,
  devMailModule,
  devOidcModule,
];
