import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/common';
import { ApiError, api, unwrap } from '../../lib/api';
import { useDateFormat } from '../../lib/time';
import { Notice } from './ui';

/**
 * The verification step: the service rings the business phone from its test line; with the
 * forwarding on, the unanswered call comes back to the receptionist's number within 60 s.
 */
export function ForwardingCheck({ tenantId, ownerPhone }: { tenantId: string; ownerPhone: string | null }) {
  const { t } = useTranslation('onboarding');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const [phone, setPhone] = useState(ownerPhone ?? '');
  useEffect(() => setPhone((p) => p || ownerPhone || ''), [ownerPhone]);
  const key = ['forwarding-check', tenantId];
  const check = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await unwrap(
          api.GET('/tenants/{tenant_id}/forwarding/check', { params: { path: { tenant_id: tenantId } } }),
        );
      } catch (e) {
        // No check started yet.
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 3000 : false),
  });
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/onboarding/verify-forwarding', {
          body: phone.trim() ? { phone_number: phone.trim() } : {},
        }),
      ),
    onSuccess: (c) => {
      qc.setQueryData(key, c);
      void qc.invalidateQueries({ queryKey: ['readiness', tenantId] });
    },
  });
  const c = check.data;
  useEffect(() => {
    if (c?.status === 'succeeded') void qc.invalidateQueries({ queryKey: ['readiness', tenantId] });
  }, [c?.status, qc, tenantId]);
  const startError = start.error as ApiError | null;

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('forwarding.checkTitle')}
      </Title>
      <Text size="sm">{t('forwarding.checkIntro')}</Text>
      {check.isError ? <ErrorState error={check.error} retry={() => void check.refetch()} /> : null}
      {c?.status === 'pending' ? (
        <Notice color="indigo" role="status" title={t('forwarding.pendingTitle')}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Loader size="sm" aria-hidden />
            <Text size="sm">
              {t('forwarding.pending', {
                to: c.placed_to,
                from: c.from_number,
                until: fmt(c.expires_at, 'time'),
              })}
            </Text>
          </Group>
        </Notice>
      ) : null}
      {c?.status === 'succeeded' ? (
        <Notice color="teal" role="status" title={t('forwarding.succeededTitle')}>
          {t('forwarding.succeeded', { at: fmt(c.completed_at, 'datetime') })}
        </Notice>
      ) : null}
      {c?.status === 'failed' ? (
        <Notice color="red" role="alert" title={t('forwarding.failedTitle')}>
          {t('forwarding.failed', { to: c.placed_to })}
        </Notice>
      ) : null}
      {c?.status !== 'pending' ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate();
          }}
        >
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={t('forwarding.phoneToTest')}
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              maxLength={32}
              required
              error={startError?.message}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" loading={start.isPending} mb={startError ? 22 : 0}>
              {c ? t('forwarding.checkAgain') : t('forwarding.startCheck')}
            </Button>
          </Group>
        </form>
      ) : null}
    </Stack>
  );
}
