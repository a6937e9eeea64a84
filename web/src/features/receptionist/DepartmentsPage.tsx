import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { type Department, keys, useDepartments, useTenantId } from './api';
import { DepartmentForm, type DepartmentValues } from './DepartmentForm';
import { Section } from './Section';

/** `/settings/departments`: the departments calls are transferred to, and a new one. */
export default function DepartmentsPage() {
  const { t } = useTranslation('receptionist');
  const departments = useDepartments();
  return (
    <Stack>
      <PageTitle title={t('departments.title')}>{t('departments.title')}</PageTitle>
      <Section title={t('departments.listTitle')} description={t('departments.intro')}>
        <QueryState query={departments}>{(list) => <DepartmentList list={list} />}</QueryState>
      </Section>
      <NewDepartment />
    </Stack>
  );
}

function DepartmentList({ list }: { list: Department[] }) {
  const { t } = useTranslation('receptionist');
  if (!list.length) return <Text size="sm">{t('departments.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('departments.name')}</Table.Th>
            <Table.Th>{t('departments.number')}</Table.Th>
            <Table.Th>{t('departments.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Anchor component={Link} to={`/settings/departments/${d.id}`}>
                  {d.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{d.transfer_number ?? t('departments.noNumber')}</Table.Td>
              <Table.Td>
                <Badge color={d.is_active ? 'teal.9' : 'gray.7'} variant="filled">
                  {d.is_active ? t('departments.activeBadge') : t('departments.inactiveBadge')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NewDepartment() {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const create = useMutation({
    mutationFn: (body: DepartmentValues) =>
      unwrap(
        api.POST('/tenants/{tenant_id}/departments', { params: { path: { tenant_id: tenantId } }, body }),
      ),
    onSuccess: async (d) => {
      await qc.invalidateQueries({ queryKey: keys.departments(tenantId) });
      setFormKey((k) => k + 1);
      create.reset();
      notifySuccess(t('departments.created', { name: d.name }));
    },
  });
  return (
    <Section title={t('departments.newTitle')}>
      <DepartmentForm
        key={formKey}
        submitLabel={t('departments.create')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(v) => create.mutate(v)}
      />
    </Section>
  );
}
