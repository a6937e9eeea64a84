import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type OpeningHours,
  phoneNumbers,
  type Tier,
  tenants,
} from '../../src/modules/tenants/tenants.schema.js';
import { TEST_SECRETS, type TestApp } from '../helpers/app.js';
import { createTenantWithOwner } from '../helpers/fixtures.js';

export const internal = { 'x-internal-key': TEST_SECRETS.INTERNAL_API_KEY };

/** Opening hours of the calendar tests: 08:00–18:00 on weekdays, closed at the weekend. */
export const WEEKDAY_HOURS: OpeningHours = {
  mon: [['08:00', '18:00']],
  tue: [['08:00', '18:00']],
  wed: [['08:00', '18:00']],
  thu: [['08:00', '18:00']],
  fri: [['08:00', '18:00']],
  sat: [],
  sun: [],
};

const MOBILE_PREFIXES = [
  '501',
  '502',
  '503',
  '601',
  '602',
  '603',
  '604',
  '605',
  '606',
  '607',
  '608',
  '609',
  '691',
  '693',
  '695',
  '697',
  '790',
  '791',
  '792',
  '793',
];

/** A valid Polish mobile number in E.164 (only allocated mobile prefixes: libphonenumber checks them). */
export const randomMobile = () =>
  `+48${MOBILE_PREFIXES[randomInt(MOBILE_PREFIXES.length)]}${randomInt(100_000, 999_999)}`;

/** A Polish number as the receptionist reads it out in a message: "+48791675405" → "791 675 405". */
export const spokenNational = (e164: string) => e164.slice(3).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');

/** A live tenant with its owner, an owner phone and an active number of its own. */
export async function receptionTenant(t: TestApp, tier: Tier = 'business') {
  const { tenant, owner } = await createTenantWithOwner(t, { tier });
  const ownerPhone = randomMobile();
  const number = `+4822${randomInt(1_000_000, 9_999_999)}`;
  await t.db.update(tenants).set({ isLive: true, ownerPhone }).where(eq(tenants.id, tenant.id));
  await t.db.insert(phoneNumbers).values({ tenantId: tenant.id, number, kind: 'assigned' });
  return { tenant, owner, ownerPhone, number };
}

export function injector(t: TestApp) {
  return (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** Opens and completes a call through the internal routes; returns the completion answer. */
export async function makeCall(
  t: TestApp,
  tenant: { number: string },
  complete: Record<string, unknown> = {},
  open: Record<string, unknown> = {},
) {
  const inject = injector(t);
  const opened = await inject('POST', '/internal/calls', internal, {
    to: tenant.number,
    from: randomMobile(),
    ...open,
  });
  if (opened.statusCode !== 201) throw new Error(`open: ${opened.statusCode} ${opened.body}`);
  const id = opened.json().id as string;
  const done = await inject('POST', `/internal/calls/${id}/complete`, internal, {
    duration_seconds: 75,
    outcome: 'answered_faq',
    summary: 'Pytanie o godziny otwarcia',
    sentiment: 'positive',
    transcript: [
      { role: 'caller', text: 'Do której jesteście otwarci?', at: '2026-11-21T09:00:01.000Z' },
      { role: 'assistant', text: 'Do 17:00.', at: '2026-11-21T09:00:03.000Z' },
    ],
    ...complete,
  });
  if (done.statusCode !== 200) throw new Error(`complete: ${done.statusCode} ${done.body}`);
  return { id, opened: opened.json(), body: done.json() };
}
