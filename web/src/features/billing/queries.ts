/** The billing queries shared by the page's parts. */
import { api, unwrap } from '../../lib/api';

export const SUBSCRIPTION_KEY = ['billing', 'subscription'] as const;
export const INVOICES_KEY = ['billing', 'invoices'] as const;
export const PLANS_KEY = ['plans'] as const;

export const getSubscription = () => unwrap(api.GET('/billing/subscription'));
export const listInvoices = () => unwrap(api.GET('/billing/invoices', { params: { query: { limit: 100 } } }));
export const getInvoice = (id: string) =>
  unwrap(api.GET('/billing/invoices/{invoice_id}', { params: { path: { invoice_id: id } } }));
export const listPlans = () => unwrap(api.GET('/plans'));
export const getUsage = (tenantId: string) =>
  unwrap(api.GET('/tenants/{tenant_id}/usage', { params: { path: { tenant_id: tenantId } } }));

export type Subscription = Awaited<ReturnType<typeof getSubscription>>;
export type Plan = Awaited<ReturnType<typeof listPlans>>[number];
export type InvoiceDetail = Awaited<ReturnType<typeof getInvoice>>;
export type Invoice = Awaited<ReturnType<typeof listInvoices>>['data'][number];

/** Whole days until `iso` by the service's clock (0 once it has passed). */
export function daysUntil(iso: string, now: Date) {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000));
}

/** The share of the minutes at which the page warns. */
export const WARN_AT_PERCENT = 80;
