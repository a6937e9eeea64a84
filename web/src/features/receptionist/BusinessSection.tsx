import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { fieldError, formError, keys, type Tenant, useTenantId } from './api';
import { FormError, Section } from './Section';

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Business name and time zone (`PATCH /tenants/{id}`); `#name` is its deep link. */
export function BusinessSection({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [name, setName] = useState(tenant.business_name);
  const [timezone, setTimezone] = useState(tenant.timezone);
  const zones = useMemo(() => timeZones(tenant.timezone), [tenant.timezone]);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}', {
          params: { path: { tenant_id: tenantId } },
          body: { business_name: name.trim(), timezone },
        }),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: keys.tenant(tenantId) });
      notifySuccess(t('business.saved'));
    },
  });

  return (
    <Section id="name" title={t('business.title')} description={t('business.description')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('business.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={200}
            error={fieldError(save.error, 'business_name')}
          />
          <Select
            label={t('business.timezone')}
            data={zones}
            value={timezone}
            onChange={(v) => v && setTimezone(v)}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('business.noZone')}
            error={fieldError(save.error, 'timezone')}
          />
        </SimpleGrid>
        <FormError message={formError(save.error, ['business_name', 'timezone'])} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </form>
    </Section>
  );
}
