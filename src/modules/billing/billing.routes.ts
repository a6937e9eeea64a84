import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal, serviceContext } from '../../platform/context.js';
import type { Platform } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { StripeSignatureError, vatOfNet } from '../../providers/payments/index.js';
import { PLANS } from '../plans/plans.js';
import { assertUuid, ErrorBody } from '../tenants/http.js';
import { tenantsServiceFor } from '../tenants/tenants.routes.js';
import {
  CheckoutResponse,
  InvoiceDTO,
  InvoiceList,
  InvoiceListQuery,
  SubscribeBody,
  SubscriptionResponse,
  WebhookAck,
} from './billing.dto.js';
import {
  type BillingService,
  COMMITMENT_MONTHS,
  createBillingService,
  warsawDate,
} from './billing.service.js';
import { paymentsFor } from './payments.js';

const tags = ['billing'];

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request (webhook: missing or bad `Stripe-Signature`)',
  401: 'Missing or bad credentials',
  403: 'Not the owner of the business (nor an administrator)',
  404: 'Not found, or it belongs to another tenant',
  409: 'The current state forbids it',
  422: 'Validation error `{"detail":[{loc,msg,type}]}`',
  503: 'The payments provider is unreachable',
};
const errs = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, { ...ErrorBody, description: DESCRIPTIONS[s] ?? 'Error' }]));

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pln = (grosz: number) => `${(grosz / 100).toFixed(2).replace('.', ',')} zł`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:36em;margin:3em auto;line-height:1.5">
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function billingServiceFor(p: Platform, log?: FastifyInstance['log']): BillingService {
  return createBillingService({
    db: p.db,
    clock: p.clock,
    outbox: p.outbox,
    payments: paymentsFor(p.config, () => p.clock.now()),
    tenants: tenantsServiceFor(p),
    log,
  });
}

export default async function billingRoutes(fastify: FastifyInstance, p: Platform) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const payments = paymentsFor(p.config, () => p.clock.now());
  const svc = createBillingService({
    db: p.db,
    clock: p.clock,
    outbox: p.outbox,
    payments,
    tenants: tenantsServiceFor(p),
    log: fastify.log,
  });

  app.post(
    '/billing/checkout/subscribe',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Start a subscription checkout',
        description: `Opens a checkout session with the payments provider (Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in sandbox whose page completes the payment in this service) and answers \`{checkout_url, session_id}\`. Owner of the business or an administrator (403 otherwise). Plans Solo, Starter and Business; Enterprise is sold by contract (409 \`plan_by_contact\`). Prices are net PLN plus 23 % VAT, charged monthly: \`monthly\` at the monthly price, \`annual\` at the annual-commitment price with a ${COMMITMENT_MONTHS}-month commitment (recorded by us; the provider bills monthly). Nothing changes until the payment completes: then the tenant becomes \`active\` on the plan. Refused with 409 \`already_subscribed\` while the status is \`active\` or \`past_due\` (plan changes go through support); a \`trialing\` or \`cancelled\` tenant may subscribe. 503 \`payments_unavailable\` when the provider cannot be reached.`,
        body: SubscribeBody,
        response: { 200: CheckoutResponse, ...errs(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => svc.subscribe(serviceContext(request), requirePrincipal(request), request.body),
  );

  app.get(
    '/billing/subscription',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: "The business's subscription",
        description:
          'Subscription: tier, status (`trialing` → `active` on paid checkout, `past_due` after a failed charge and `active` again once an invoice is paid, `cancelled`), `billing_cycle`, `commitment_type` (`annual` with `commitment_end` = activation + 12 months, else `none`), the current paid period, `trial_ends_at`, `cancel_at_period_end` and the billing `provider`. Any user of the business.',
        response: { 200: SubscriptionResponse, ...errs(401, 404) },
      },
    },
    async (request) => svc.getSubscription(serviceContext(request)),
  );

  app.post(
    '/billing/subscription/cancel',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'Cancel the subscription',
        description:
          'Owner or administrator. During an annual commitment: 409 `commitment_active`, whose message names the end date (English and Polish) and `commitment_end`. A paid subscription (monthly, or annual after its commitment) is cancelled at the end of the paid period: `cancel_at_period_end` becomes true, the plan stays usable until `current_period_end`, then the status becomes `cancelled` (Stripe: its `customer.subscription.deleted` event; sandbox: a scheduled job at the period end). No refunds. A trial without a paid subscription is cancelled at once. Repeating the call while cancellation is pending answers the same state; an already `cancelled` subscription: 409 `subscription_cancelled`.',
        response: { 200: SubscriptionResponse, ...errs(401, 403, 404, 409, 503) },
      },
    },
    async (request) => svc.cancel(serviceContext(request), requirePrincipal(request)),
  );

  app.get(
    '/billing/invoices',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: "The business's invoices",
        description:
          'Newest first, `limit` (at most 100, default 50) and `offset`. Amounts in grosz: `amount_grosz` is the gross total, `net_grosz` and `vat_grosz` (23 %) show VAT apart. Statuses `open` (owed, e.g. after a failed charge), `paid`, `uncollectible`, `void`. Invoices are kept 7 years (`retain_until`) and survive the deletion of the business, detached from it.',
        querystring: InvoiceListQuery,
        response: { 200: InvoiceList, ...errs(401, 404, 422) },
      },
    },
    async (request) => svc.listInvoices(serviceContext(request), request.query),
  );

  app.get(
    '/billing/invoices/:invoice_id',
    {
      config: { auth: ['user'] },
      schema: {
        tags,
        summary: 'One invoice',
        description: "An invoice of the caller's business; another business's invoice is a 404.",
        params: Type.Object({ invoice_id: Type.String() }),
        response: { 200: InvoiceDTO, ...errs(401, 404) },
      },
    },
    async (request) => svc.getInvoice(serviceContext(request), assertUuid(request.params.invoice_id)),
  );

  /* ---------------- sandbox checkout page ---------------- */

  const SessionParams = Type.Object({ session_id: Type.String() });

  app.get(
    '/billing/sandbox/checkout/:session_id',
    {
      config: { auth: ['none'] },
      schema: {
        tags,
        summary: 'Sandbox checkout page',
        description:
          'The page a sandbox `checkout_url` points to (only when Stripe is not configured; 404 otherwise): a small self-contained HTML page showing the plan, cycle and monthly amount (net, VAT 23 %, gross) with a "Pay" form. No credential: the unguessable session id is the capability, as with a Stripe checkout URL. Sessions expire after 24 hours.',
        params: SessionParams,
        response: { 200: html('Checkout page (HTML)'), ...errs(404) },
      },
    },
    async (request, reply) => {
      if (payments.name !== 'sandbox') throw new AppError(404, 'not_found');
      const id = assertUuid(request.params.session_id);
      const s = await payments.findSession(p.db, id);
      if (!s) throw new AppError(404, 'not_found');
      const plan = PLANS[s.plan as 'solo'] ?? null;
      const v = vatOfNet(s.amountGrosz);
      const cycle =
        s.billingCycle === 'annual'
          ? `umowa roczna (12 miesięcy), płatne miesięcznie / annual commitment, billed monthly`
          : 'miesięcznie / monthly';
      const expired = s.expiresAt !== null && s.expiresAt.getTime() <= p.clock.now().getTime();
      const action = `/billing/sandbox/checkout/${s.id}/pay`;
      const body =
        s.status === 'completed'
          ? '<p>Płatność została już zrealizowana. / This checkout is already paid.</p>'
          : expired
            ? '<p>Sesja płatności wygasła. / This checkout session has expired.</p>'
            : `<p>Plan: <strong>${escapeHtml(plan?.name ?? s.plan)}</strong><br>Okres rozliczeniowy / Billing: ${escapeHtml(cycle)}</p>
<table><tr><td>Netto / Net</td><td>${pln(v.net)}</td></tr><tr><td>VAT 23%</td><td>${pln(v.vat)}</td></tr>
<tr><td><strong>Brutto / Total</strong></td><td><strong>${pln(v.gross)}</strong> / mies.</td></tr></table>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Zapłać / Pay</button></form>
<p><small>Sandbox: żadne pieniądze nie są pobierane. / No money is taken.</small></p>`;
      return reply.type('text/html; charset=utf-8').send(page('Recepcja: płatność / checkout', body));
    },
  );

  app.post(
    '/billing/sandbox/checkout/:session_id/pay',
    {
      config: { auth: ['none'] },
      schema: {
        tags,
        summary: 'Complete a sandbox checkout',
        description:
          'The "Pay" button of the sandbox page (form post, no body needed). Activates the subscription through the same code as Stripe\'s `checkout.session.completed` (tier, `active`, cycle, annual commitment) and records the first month\'s invoice as paid with its payment record, in one transaction. Paying twice changes nothing (answers the "already paid" page). 409 `already_subscribed` when another session of the business was paid meanwhile (nothing is charged); 409 `checkout_expired` after 24 hours; 404 for an unknown session or when Stripe is configured.',
        params: SessionParams,
        response: { 200: html('Payment confirmation (HTML)'), ...errs(404, 409) },
      },
    },
    async (request, reply) => {
      const id = assertUuid(request.params.session_id);
      const r = await svc.completeSandboxCheckout(id);
      // Back to the dashboard's billing page with the same notice as Stripe's `success_url`.
      const back = `${p.config.appUrl}/billing?checkout=success`;
      const body =
        r.outcome === 'paid'
          ? `<p>Dziękujemy! Subskrypcja jest aktywna. / Thank you! Your subscription is active.</p>`
          : '<p>Płatność została już zrealizowana. / This checkout is already paid.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Recepcja: płatność / checkout',
            `${body}<p><a href="${escapeHtml(back)}">Wróć do panelu / Back to the dashboard</a></p><p><small>${escapeHtml(warsawDate(p.clock.now()))}</small></p>`,
          ),
        );
    },
  );

  /* ---------------- Stripe webhook (raw body) ---------------- */

  await app.register(async (child) => {
    // Only in this child context: JSON bodies stay raw bytes, which the signature covers.
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    child.withTypeProvider<TypeBoxTypeProvider>().post(
      '/billing/stripe/webhook',
      {
        config: { auth: ['none'] },
        schema: {
          tags,
          summary: 'Stripe webhook',
          description:
            'Called by Stripe. No credential: the `Stripe-Signature` header is verified with the Stripe SDK over the raw body with STRIPE_WEBHOOK_SECRET (5-minute tolerance); a missing or bad signature is 400 `invalid_signature`. Handled: `checkout.session.completed` (activates: tier, `active`, cycle, annual commitment), `invoice.paid` (records the invoice as paid with its payment; `past_due` → `active`), `invoice.payment_failed` (records the invoice `open`; `active` → `past_due`), `invoice.marked_uncollectible` and `invoice.voided` (the invoice becomes `uncollectible` or `void`; a paid invoice stays paid), `customer.subscription.deleted` (`cancelled`). Other types are acknowledged and ignored. Each event id is handled once (recorded in the same transaction as its changes): a replay answers 200 with `duplicate: true`. 404 when Stripe is not configured.',
          response: { 200: WebhookAck, ...errs(400, 404) },
        },
      },
      async (request) => {
        if (payments.name !== 'stripe' || !payments.webhookConfigured) throw new AppError(404, 'not_found');
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) {
          throw new AppError(400, 'invalid_request', {
            message: 'The webhook body must be JSON.',
            messagePl: 'Treść webhooka musi być w formacie JSON.',
          });
        }
        let event: ReturnType<typeof payments.verifyWebhook>;
        try {
          event = payments.verifyWebhook(raw, request.headers['stripe-signature'] as string | undefined);
        } catch (err) {
          if (err instanceof StripeSignatureError) {
            throw new AppError(400, 'invalid_signature', {
              message: `The Stripe signature does not verify: ${err.message}`,
              messagePl: 'Podpis Stripe jest nieprawidłowy.',
            });
          }
          throw err;
        }
        const r = await svc.handleStripeEvent(event);
        return { received: true as const, duplicate: r.duplicate, outcome: r.outcome };
      },
    );
  });
}
