import { Button, Group, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { fieldError, formError, keys, useTenantId } from './api';
import { ConfirmButton } from './ConfirmButton';
import { PlanGate } from './PlanGate';
import { FormError, Section } from './Section';

const load = (tenant_id: string) =>
  unwrap(api.GET('/tenants/{tenant_id}/crm', { params: { path: { tenant_id } } }));
type Crm = Awaited<ReturnType<typeof load>>;
type Provider = Crm['provider'];

/** Which CRM recognises callers and logs calls: the built-in contacts or HubSpot (`/tenants/{id}/crm`). */
export function CrmSection() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const q = useQuery({ queryKey: keys.crm(tenantId), enabled: !!tenantId, queryFn: () => load(tenantId) });
  return (
    <Section title={t('crm.title')} description={t('crm.description')}>
      <PlanGate query={q}>{(crm) => <CrmForm key={crm.updated_at ?? 'new'} crm={crm} />}</PlanGate>
    </Section>
  );
}

function CrmForm({ crm }: { crm: Crm }) {
  const { t } = useTranslation('receptionist');
  const fmt = useDateFormat();
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [provider, setProvider] = useState<Provider>(crm.provider);
  const [token, setToken] = useState('');
  const put = useMutation({
    mutationFn: (body: { provider: Provider; hubspot_token?: string | null }) =>
      unwrap(api.PUT('/tenants/{tenant_id}/crm', { params: { path: { tenant_id: tenantId } }, body })),
    onSuccess: (data) => {
      qc.setQueryData(keys.crm(tenantId), data);
      setToken('');
      notifySuccess(t('crm.saved'));
    },
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        put.mutate({ provider, ...(token.trim() ? { hubspot_token: token.trim() } : {}) });
      }}
    >
      <Stack>
        <Text size="sm">
          {crm.provider === 'hubspot' ? t('crm.currentHubspot') : t('crm.currentBuiltin')}
          {crm.updated_at ? ` ${t('crm.since', { date: fmt(crm.updated_at, 'date') })}` : ''}
        </Text>
        <Radio.Group label={t('crm.provider')} value={provider} onChange={(v) => setProvider(v as Provider)}>
          <Stack gap="xs" mt="xs">
            <Radio value="builtin" label={t('crm.builtin')} />
            <Radio value="hubspot" label={t('crm.hubspot')} />
          </Stack>
        </Radio.Group>
        {provider === 'hubspot' ? (
          <PasswordInput
            label={t('crm.token')}
            description={
              crm.hubspot_token_set
                ? t('crm.tokenStored', { hint: crm.hubspot_token_hint ?? '' })
                : t('crm.tokenHelp')
            }
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            autoComplete="off"
            required={!crm.hubspot_token_set}
            maxLength={500}
            error={
              fieldError(put.error, 'hubspot_token') ??
              (put.error && isTokenRefusal(put.error) ? put.error.message : undefined)
            }
          />
        ) : null}
        <FormError
          message={
            isTokenRefusal(put.error) ? undefined : formError(put.error, ['hubspot_token', 'provider'])
          }
        />
        <Group justify="space-between" wrap="wrap">
          {crm.hubspot_token_set ? (
            <ConfirmButton
              label={t('crm.forget')}
              question={t('crm.forgetQuestion')}
              onConfirm={() => put.mutate({ provider: 'builtin', hubspot_token: null })}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={put.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const isTokenRefusal = (e: unknown): e is Error =>
  !!e && typeof e === 'object' && (e as { code?: string }).code === 'crm_token_invalid';
