import type { ModuleDefinition } from '../../platform/deps.js';
import onboardingRoutes from './onboarding.routes.js';

export const onboardingModule: ModuleDefinition = { name: 'onboarding', routes: onboardingRoutes };
