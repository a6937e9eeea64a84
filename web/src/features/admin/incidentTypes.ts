import type { components } from '@recepcja/client';

export type AdminIncident = components['schemas']['ListAdminIncidentsResponse']['incidents'][number];
export type IncidentStatus = AdminIncident['status'];
export type Impact = AdminIncident['impact'];
export type ComponentId = AdminIncident['components'][number];

export const COMPONENT_IDS: ComponentId[] = ['api', 'voice', 'sms', 'dashboard', 'webhooks'];
export const STATUSES: IncidentStatus[] = ['investigating', 'identified', 'monitoring', 'resolved'];
export const IMPACTS: Impact[] = ['minor', 'major', 'critical'];
