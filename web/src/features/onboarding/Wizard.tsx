import { Anchor, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Loading, PageTitle, QueryState } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { ME_KEY, useMe } from '../../lib/session';
import { Notice } from './ui';
import { BusinessStep } from './wizard/BusinessStep';
import { DAYS, type Draft, isStep, readDraft, STEPS, type Step, toRequest } from './wizard/draft';
import { FaqStep } from './wizard/FaqStep';
import { type HoursErrors, HoursStep } from './wizard/HoursStep';
import { PlanStep } from './wizard/PlanStep';
import { SummaryStep } from './wizard/SummaryStep';

export const DRAFT_KEY = ['onboarding', 'draft'] as const;

/** The step where a field the service refused is typed. */
function stepOfField(field: string): Step {
  if (field.startsWith('business_name')) return 'business';
  if (field.startsWith('plan') || field.startsWith('billing_cycle')) return 'plan';
  if (field.startsWith('faq')) return 'faq';
  if (field.startsWith('owner_phone') || field.startsWith('opening_hours') || field.startsWith('timezone'))
    return 'hours';
  return 'summary';
}

function validate(step: Step, d: Draft, t: (k: string) => string) {
  const errors: { name?: string; hours: HoursErrors } = { hours: {} };
  if (step === 'business' && !d.business_name.trim()) errors.name = t('errors.nameRequired');
  if (step === 'hours') {
    if (d.owner_phone.replace(/\D/g, '').length < 9) errors.hours.owner_phone = t('errors.phoneRequired');
    for (const day of DAYS) {
      const h = d.hours[day];
      if (h.open && !(h.from && h.to && h.from < h.to)) errors.hours[day] = t('errors.hoursOrder');
    }
  }
  const ok = !errors.name && Object.keys(errors.hours).length === 0;
  return { ok, errors };
}

function WizardForm({ initial, initialStep }: { initial: Draft; initialStep: Step }) {
  const { t } = useTranslation('onboarding');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const mobile = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState(initial);
  const [active, setActive] = useState(STEPS.indexOf(initialStep));
  const [shown, setShown] = useState<ReturnType<typeof validate>['errors']>({ hours: {} });
  const step = STEPS[active] ?? 'business';
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = useMutation({
    mutationFn: (v: { data: Draft; step: Step }) =>
      unwrap(api.PUT('/onboarding/draft', { body: { data: { ...v.data }, step: v.step } })),
    onError: notifyError,
  });
  const complete = useMutation({
    mutationFn: () => unwrap(api.POST('/onboarding/complete', { body: toRequest(draft) })),
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: ME_KEY });
      qc.removeQueries({ queryKey: DRAFT_KEY });
      if (r.checkout_url) window.location.assign(r.checkout_url);
      else navigate('/onboarding/forwarding', { replace: true });
    },
    onError: (e: ApiError) => {
      const first = e.info.fields[0];
      if (first) setActive(STEPS.indexOf(stepOfField(first.field)));
    },
  });

  const go = (to: number) => {
    if (to > active) {
      const v = validate(step, draft, t);
      setShown(v.errors);
      if (!v.ok) return;
    }
    const next = STEPS[to] ?? 'business';
    setActive(to);
    save.mutate({ data: draft, step: next });
    window.scrollTo({ top: 0 });
  };

  const error = complete.error as ApiError | null;
  const fieldErrors = error?.info.fields ?? [];
  const serverHours: HoursErrors = {};
  for (const f of fieldErrors) {
    if (f.field.startsWith('owner_phone')) serverHours.owner_phone = f.message;
    const day = DAYS.find((d) => f.field.startsWith(`opening_hours.${d}`));
    if (day) serverHours[day] = f.message;
  }

  return (
    <Stack>
      <Stepper active={active} onStepClick={go} allowNextStepsSelect={false} size="sm">
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={mobile ? undefined : t(`steps.${s}`)} aria-label={t(`steps.${s}`)} />
        ))}
      </Stepper>
      <Text size="sm" hiddenFrom="sm">
        {t('stepOf', { n: active + 1, total: STEPS.length, name: t(`steps.${step}`) })}
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {step === 'business' ? <BusinessStep draft={draft} set={set} nameError={shown.name} /> : null}
        {step === 'plan' ? <PlanStep draft={draft} set={set} /> : null}
        {step === 'hours' ? (
          <HoursStep draft={draft} set={set} errors={{ ...serverHours, ...shown.hours }} />
        ) : null}
        {step === 'faq' ? <FaqStep draft={draft} set={set} /> : null}
        {step === 'summary' ? <SummaryStep draft={draft} /> : null}
      </Paper>
      {error ? (
        <Notice color="red" role="alert" title={t('errors.createFailed')}>
          <Text size="sm">{error.message}</Text>
          {error.code === 'already_onboarded' ? (
            <Anchor component={Link} to="/readiness" size="sm">
              {t('errors.toReadiness')}
            </Anchor>
          ) : null}
        </Notice>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={() => go(active - 1)} disabled={active === 0}>
          {t('back')}
        </Button>
        {step === 'summary' ? (
          <Button onClick={() => complete.mutate()} loading={complete.isPending}>
            {t('summary.submit')}
          </Button>
        ) : (
          <Button onClick={() => go(active + 1)}>{t('next')}</Button>
        )}
      </Group>
      <Text size="sm">{t('autosave')}</Text>
    </Stack>
  );
}

/** A business already exists: the wizard is done; its next step is forwarding or the checklist. */
function AlreadyOnboarded() {
  const status = useQuery({
    queryKey: ['onboarding', 'status'],
    queryFn: () => unwrap(api.GET('/onboarding/status')),
  });
  return (
    <QueryState query={status}>
      {(s) => (
        <Navigate to={s.next_step === 'forwarding' ? '/onboarding/forwarding' : '/readiness'} replace />
      )}
    </QueryState>
  );
}

/** `/onboarding`: the business, plan, hours and first answers; resumes from the saved draft. */
export default function Wizard() {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const draft = useQuery({
    queryKey: DRAFT_KEY,
    enabled: !!me.data && !me.data.tenant_id,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => unwrap(api.GET('/onboarding/draft')),
  });
  if (me.data?.tenant_id) return <AlreadyOnboarded />;
  if (!me.data) return <Loading />;
  return (
    <Stack maw={860}>
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      <Text>{t('intro')}</Text>
      <QueryState query={draft}>
        {(d) => (
          <WizardForm
            initial={readDraft(d.data)}
            initialStep={isStep(d.step) && d.data ? d.step : 'business'}
          />
        )}
      </QueryState>
    </Stack>
  );
}
