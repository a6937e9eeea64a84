import type { Db } from './db/client.js';
import { userCredentials } from './modules/accounts/credentials.js';
import { accountsModule } from './modules/accounts/index.js';
import { apiKeyCredentials } from './modules/api-keys/credentials.js';
import { apiKeysModule } from './modules/api-keys/index.js';
import { billingModule } from './modules/billing/index.js';
import { broadcastModule } from './modules/broadcast/index.js';
import { calendarModule } from './modules/calendar/index.js';
import { callsModule } from './modules/calls/index.js';
import { conciergeModule } from './modules/concierge/index.js';
import { dataSourcesModule } from './modules/data-sources/index.js';
import { demoModule } from './modules/demo/index.js';
import { devMailModule } from './modules/dev-mail/index.js';
import { devOidcModule } from './modules/dev-oidc/index.js';
import { followUpsModule } from './modules/follow-ups/index.js';
import { healthModule } from './modules/health/index.js';
import { knowledgeModule } from './modules/knowledge/index.js';
import { missedQuestionsModule } from './modules/missed-questions/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { numberRequestsModule } from './modules/number-requests/index.js';
import { onboardingModule } from './modules/onboarding/index.js';
import { recordingsModule } from './modules/recordings/index.js';
import { smsModule } from './modules/sms/index.js';
import { statusModule } from './modules/status/index.js';
import { tenantsModule } from './modules/tenants/index.js';
import { toolsModule } from './modules/tools/index.js';
import { voiceModule } from './modules/voice/index.js';
import { voiceConfigModule } from './modules/voice-config/index.js';
import { webhooksModule } from './modules/webhooks/index.js';
import type { CredentialLookup } from './platform/auth.js';
import type { ModuleDefinition } from './platform/deps.js';
import { developerApiV1, developerApiV2 } from './surfaces/index.js';
import { mcpModule } from './surfaces/mcp.js';
import { webAppSurface } from './surfaces/web-app.js';

/*
 * The composition of the service, used by app.ts (and the tests' app): the modules and the
 * surfaces over them, and what the platform asks of the modules. Nothing under src/ but the
 * entry imports this file (.dependency-cruiser.cjs, `nothing-imports-the-entry`).
 */

/**
 * Every module and surface of the service, in the order their routes are registered; adding a
 * module is adding its folder and a line here.
 */
export const modules: ModuleDefinition[] = [
  healthModule,
  accountsModule,
  tenantsModule,
  voiceConfigModule,
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
  recordingsModule,
  toolsModule,
  dataSourcesModule,
  demoModule,
  devMailModule,
  devOidcModule,
  webAppSurface,
];

/** Authentication's credential lookup (platform/auth.ts), answered by the accounts and api-keys modules. */
export function credentialLookup(db: Db): CredentialLookup {
  return { ...userCredentials(db), ...apiKeyCredentials(db) };
}
