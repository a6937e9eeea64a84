/** A contact as a CRM knows it. */
export interface CrmContact {
  id: string;
  name: string;
  phone: string;
  email: string | null;
}

export interface CrmCallLog {
  /** E.164 number of the caller. */
  phone: string;
  callId: string;
  outcome: string;
  summary: string;
  startedAt: Date;
  durationSeconds: number;
}

/** An external CRM reached over its HTTP API. Errors are thrown; the caller decides what a failure means. */
export interface CrmAdapter {
  readonly name: string;
  findContactByPhone(phone: string): Promise<CrmContact | null>;
  /** Logs the call against the contact; answers the id of the call record the CRM created. */
  logCall(contactId: string, call: CrmCallLog): Promise<{ id: string }>;
}

export { HubSpotCrm, HubSpotError } from './hubspot.js';
