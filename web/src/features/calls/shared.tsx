/** Pieces the calls, follow-ups, missed-questions and home pages share. */

import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import type { paths } from '@recepcja/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../components/common';
import { ApiError } from '../../lib/api';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
export type CallList = Json<paths['/calls']['get']['responses'][200]>;
export type Call = CallList['data'][number];
export type CallQuery = NonNullable<paths['/calls']['get']['parameters']['query']>;
export type Outcome = NonNullable<Call['outcome']>;
export type Sentiment = NonNullable<Call['sentiment']>;
export type FollowUp = Json<paths['/follow-ups']['get']['responses'][200]>['data'][number];
export type MissedQuestion = Json<paths['/missed-questions']['get']['responses'][200]>['data'][number];
export type Suggestion = Json<
  paths['/missed-questions/suggestions']['get']['responses'][200]
>['data'][number];

export const OUTCOMES: Outcome[] = [
  'booked',
  'answered_faq',
  'transferred',
  'callback',
  'hung_up',
  'failed',
  'no_action',
];
export const SENTIMENTS: Sentiment[] = ['positive', 'neutral', 'negative'];

/** Query keys: the live updates invalidate these. */
export const KEYS = {
  calls: ['calls'] as const,
  call: (id: string) => ['calls', 'one', id] as const,
  followUps: ['follow-ups'] as const,
  missed: ['missed-questions'] as const,
  monthly: ['calls-monthly'] as const,
  appointments: ['home-appointments'] as const,
};

/** Shades with white text at WCAG AA contrast (4.5:1) or better. */
const OUTCOME_COLOR: Record<Outcome, string> = {
  booked: 'teal.9',
  answered_faq: 'indigo.9',
  transferred: 'grape.9',
  callback: 'cyan.9',
  hung_up: 'gray.7',
  failed: 'red.9',
  no_action: 'gray.7',
};

/** Outcome as a badge (filled dark shades: white text keeps AA contrast). */
export function OutcomeBadge({ outcome }: { outcome: Call['outcome'] }) {
  const { t } = useTranslation('calls');
  if (!outcome) return null;
  return (
    <Badge color={OUTCOME_COLOR[outcome]} variant="filled" radius="sm">
      {t(`outcome.${outcome}`)}
    </Badge>
  );
}

export function UrgentBadge() {
  const { t } = useTranslation('calls');
  return (
    <Badge color="red.9" variant="filled" radius="sm">
      {t('urgent')}
    </Badge>
  );
}

export function isPlanRequired(e: unknown) {
  return e instanceof ApiError && (e.code === 'plan_required' || e.status === 402);
}

/** The upgrade message for a Business+ feature (403 `plan_required`), or the error as usual. */
export function FeatureError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('calls');
  if (!isPlanRequired(error)) return <ErrorState error={error} retry={retry} />;
  return (
    <Alert color="yellow" data-testid="plan-required">
      <Stack gap={4}>
        <Text fw={700}>{t('plan.title')}</Text>
        <Text size="sm">{error instanceof ApiError ? error.message : t('plan.body')}</Text>
        <Text size="sm">{t('plan.body')}</Text>
        <Anchor component={Link} to="/billing" size="sm">
          {t('plan.upgrade')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** A phone number as a `tel:` link (click to call), or "withheld". */
export function PhoneLink({ number }: { number: string | null }) {
  const { t } = useTranslation('calls');
  if (!number) return <Text span>{t('withheld')}</Text>;
  return (
    <Anchor href={`tel:${number}`} title={t('callNumber', { number })}>
      {number}
    </Anchor>
  );
}

/** Seconds as `m:ss`. */
export function duration(seconds: number | null) {
  if (seconds == null) return '';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
