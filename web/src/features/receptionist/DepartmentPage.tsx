import { Anchor, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound, PageTitle, QueryState } from '../../components/common';
import { api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { type Department, keys, useDepartments, useTenantId } from './api';
import { DepartmentForm, type DepartmentValues } from './DepartmentForm';
import { Section } from './Section';

/** `/settings/departments/:departmentId`: one of the tenant's departments; any other id is not found. */
export default function DepartmentPage() {
  const { departmentId } = useParams();
  const departments = useDepartments();
  return (
    <QueryState query={departments}>
      {(list) => {
        const d = list.find((x) => x.id === departmentId);
        return d ? <EditDepartment department={d} /> : <NotFound />;
      }}
    </QueryState>
  );
}

function EditDepartment({ department }: { department: Department }) {
  const { t } = useTranslation('receptionist');
  const tenantId = useTenantId();
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: DepartmentValues) =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/departments/{department_id}', {
          params: { path: { tenant_id: tenantId, department_id: department.id } },
          body,
        }),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: keys.departments(tenantId) });
      notifySuccess(t('departments.saved'));
    },
  });
  const title = t('departments.editTitle', { name: department.name });
  return (
    <Stack>
      <Anchor component={Link} to="/settings/departments" size="sm">
        {t('departments.back')}
      </Anchor>
      <PageTitle title={title}>{title}</PageTitle>
      <Section title={t('departments.detailsTitle')} description={t('departments.deleteNote')}>
        <DepartmentForm
          key={department.updated_at}
          initial={department}
          submitLabel={t('actions.save')}
          pending={save.isPending}
          error={save.error}
          onSubmit={(v) => save.mutate(v)}
        />
      </Section>
    </Stack>
  );
}
