import {
  Alert,
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, PageTitle, QueryState } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useMe } from '../../lib/session';
import { useDateFormat } from '../../lib/time';

function NumberList({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('onboarding');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const key = ['phone-numbers', tenantId];
  const numbers = useQuery({
    queryKey: key,
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/phone-numbers', { params: { path: { tenant_id: tenantId } } })),
  });
  const toggle = useMutation({
    mutationFn: (v: { id: string; active: boolean }) =>
      unwrap(
        api.PATCH('/tenants/{tenant_id}/phone-numbers/{phone_id}', {
          params: { path: { tenant_id: tenantId, phone_id: v.id } },
          body: { is_active: v.active },
        }),
      ),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: ['readiness', tenantId] });
    },
    onError: notifyError,
  });
  return (
    <QueryState query={numbers}>
      {(list) =>
        list.length === 0 ? (
          <Text>{t('numbers.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('numbers.number')}</Table.Th>
                  <Table.Th>{t('numbers.label')}</Table.Th>
                  <Table.Th>{t('numbers.kind')}</Table.Th>
                  <Table.Th>{t('numbers.added')}</Table.Th>
                  <Table.Th>{t('numbers.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((n) => (
                  <Table.Tr key={n.id}>
                    <Table.Td>{n.number}</Table.Td>
                    <Table.Td>{n.label ?? '—'}</Table.Td>
                    <Table.Td>{t(`numbers.kinds.${n.kind}`)}</Table.Td>
                    <Table.Td>{fmt(n.created_at, 'date')}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={n.is_active}
                        aria-label={t('numbers.activeFor', { number: n.number })}
                        onChange={(e) => toggle.mutate({ id: n.id, active: e.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </QueryState>
  );
}

function MoreNumbers({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('onboarding');
  const qc = useQueryClient();
  const [area, setArea] = useState('');
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const provision = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/phone-numbers/provision', {
          params: { path: { tenant_id: tenantId } },
        }),
      ),
    onSuccess: (_n) => {
      void qc.invalidateQueries({ queryKey: ['phone-numbers', tenantId] });
      void qc.invalidateQueries({ queryKey: ['readiness', tenantId] });
    },
  });
  const request = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/tenants/{tenant_id}/phone-numbers/request', {
          params: { path: { tenant_id: tenantId } },
          body: {
            ...(area.trim() ? { area_code: area.trim() } : {}),
            ...(label.trim() ? { label: label.trim() } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          },
        }),
      ),
  });
  const provisionError = provision.error as ApiError | null;
  const requestError = request.error as ApiError | null;
  const areaError = requestError?.info.fields.find((f) => f.field.includes('area_code'))?.message;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h3">
            {t('numbers.provisionTitle')}
          </Title>
          <Text size="sm">{t('numbers.provisionBody')}</Text>
          {provision.isSuccess ? (
            <Alert color="teal" role="status">
              {t('numbers.provisioned', { number: provision.data.number })}
            </Alert>
          ) : null}
          {provisionError ? (
            <Alert color="red" role="alert">
              {provisionError.message}
            </Alert>
          ) : null}
          <Button onClick={() => provision.mutate()} loading={provision.isPending} w="fit-content">
            {t('numbers.provision')}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate();
          }}
        >
          <Stack>
            <Title order={2} size="h3">
              {t('numbers.requestTitle')}
            </Title>
            <Text size="sm">{t('numbers.requestBody')}</Text>
            {request.isSuccess ? (
              <Alert color="teal" role="status">
                {t('numbers.requested')}
              </Alert>
            ) : null}
            <TextInput
              label={t('numbers.areaCode')}
              description={t('numbers.areaCodeHint')}
              value={area}
              onChange={(e) => setArea(e.currentTarget.value)}
              inputMode="numeric"
              maxLength={2}
              error={areaError}
            />
            <TextInput
              label={t('numbers.label')}
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              maxLength={100}
            />
            <Textarea
              label={t('numbers.note')}
              description={t('numbers.noteHint')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            {requestError && !areaError ? (
              <Alert color="red" role="alert">
                {requestError.message}
              </Alert>
            ) : null}
            <Button type="submit" variant="default" loading={request.isPending} w="fit-content">
              {t('numbers.request')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </SimpleGrid>
  );
}

/** `/settings/phone-numbers`: the receptionist's numbers; one more at once (Business+) or by request. */
export default function PhoneNumbers() {
  const { t } = useTranslation('onboarding');
  const tenantId = useMe().data?.tenant_id;
  return (
    <Stack maw={960}>
      <PageTitle title={t('numbers.title')}>{t('numbers.title')}</PageTitle>
      <Text>{t('numbers.intro')}</Text>
      {tenantId ? (
        <>
          <NumberList tenantId={tenantId} />
          <MoreNumbers tenantId={tenantId} />
        </>
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
