/**
 * The wizard's answers: kept as a draft on the service (`PUT /onboarding/draft`) after every
 * step, so that the wizard resumes where it was left, and sent as OnboardingCreate at the end.
 */

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];

export const STEPS = ['business', 'plan', 'hours', 'faq', 'summary'] as const;
export type Step = (typeof STEPS)[number];

export type Tier = 'trial' | 'solo' | 'starter' | 'business' | 'enterprise';
export type Cycle = 'monthly' | 'annual';

export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

export interface Draft {
  business_name: string;
  nip: string;
  address: string | null;
  plan: Tier;
  billing_cycle: Cycle;
  pay_now: boolean;
  owner_phone: string;
  hours: Record<Day, DayHours>;
  faq: { question: string; answer: string }[];
}

export function emptyDraft(): Draft {
  const weekday = { open: true, from: '09:00', to: '17:00' };
  const closed = { open: false, from: '09:00', to: '14:00' };
  return {
    business_name: '',
    nip: '',
    address: null,
    plan: 'trial',
    billing_cycle: 'monthly',
    pay_now: true,
    owner_phone: '',
    hours: {
      mon: { ...weekday },
      tue: { ...weekday },
      wed: { ...weekday },
      thu: { ...weekday },
      fri: { ...weekday },
      sat: { ...closed },
      sun: { ...closed },
    },
    faq: [{ question: '', answer: '' }],
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** A saved draft read back defensively: anything missing or malformed keeps its default. */
export function readDraft(data: unknown): Draft {
  const d = emptyDraft();
  if (!isObject(data)) return d;
  const hours = isObject(data.hours) ? data.hours : {};
  const tiers: Tier[] = ['trial', 'solo', 'starter', 'business', 'enterprise'];
  return {
    business_name: str(data.business_name, d.business_name),
    nip: str(data.nip, d.nip),
    address: typeof data.address === 'string' ? data.address : null,
    plan: tiers.includes(data.plan as Tier) ? (data.plan as Tier) : d.plan,
    billing_cycle: data.billing_cycle === 'annual' ? 'annual' : 'monthly',
    pay_now: typeof data.pay_now === 'boolean' ? data.pay_now : d.pay_now,
    owner_phone: str(data.owner_phone, d.owner_phone),
    hours: Object.fromEntries(
      DAYS.map((day) => {
        const h = isObject(hours[day]) ? (hours[day] as Record<string, unknown>) : {};
        return [
          day,
          {
            open: typeof h.open === 'boolean' ? h.open : d.hours[day].open,
            from: str(h.from, d.hours[day].from),
            to: str(h.to, d.hours[day].to),
          },
        ];
      }),
    ) as Record<Day, DayHours>,
    faq: Array.isArray(data.faq)
      ? data.faq.filter(isObject).map((f) => ({ question: str(f.question, ''), answer: str(f.answer, '') }))
      : d.faq,
  };
}

export const isStep = (s: unknown): s is Step => STEPS.includes(s as Step);

/** The FAQ entries typed in full (a half-typed pair is left out). */
export function faqMap(d: Draft): Record<string, string> {
  return Object.fromEntries(
    d.faq
      .map((f) => [f.question.trim(), f.answer.trim()] as const)
      .filter(([q, a]) => q.length > 0 && a.length > 0),
  );
}

export const isPaid = (d: Draft) => d.plan !== 'trial' && d.plan !== 'enterprise';

/** OnboardingCreate from the draft. */
export function toRequest(d: Draft) {
  const opening_hours = Object.fromEntries(
    DAYS.map((day) => [day, d.hours[day].open ? [[d.hours[day].from, d.hours[day].to]] : []]),
  ) as Record<Day, [string, string][]>;
  const faq = faqMap(d);
  return {
    business_name: d.business_name.trim(),
    plan: d.plan,
    billing_cycle: d.billing_cycle,
    ...(d.owner_phone.trim() ? { owner_phone: d.owner_phone.trim() } : {}),
    opening_hours,
    ...(Object.keys(faq).length ? { faq } : {}),
    start_checkout: isPaid(d) && d.pay_now,
  };
}
