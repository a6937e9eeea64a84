import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import type { components } from '@recepcja/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, QueryState } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';

type Request = components['schemas']['ListAdminPhoneNumberRequestsResponse'][number];
type Status = Request['status'];

/** Phone-number requests to review, oldest first: approve (provisions a number) or reject with a reason. */
export default function NumberRequestsPage() {
  const { t } = useTranslation('admin');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const [reason, setReason] = useState('');
  const query = useQuery({
    queryKey: ['admin', 'number-requests', status],
    queryFn: () =>
      unwrap(api.GET('/admin/phone-number-requests', { params: { query: { status, limit: 200 } } })),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'number-requests'] });
  const approve = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/admin/phone-number-requests/{id}/approve', { params: { path: { id } } })),
    onSuccess: async (n) => {
      notifySuccess(t('numbers.approved', { number: n.number }));
      await refresh();
    },
    onError: notifyError,
  });
  const reject = useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.POST('/admin/phone-number-requests/{id}/reject', {
          params: { path: { id } },
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: async () => {
      notifySuccess(t('numbers.rejected'));
      setRejecting(null);
      setReason('');
      await refresh();
    },
  });

  return (
    <Stack>
      <PageTitle title={t('numbers.title')}>{t('numbers.title')}</PageTitle>
      <SegmentedControl
        aria-label={t('numbers.filter')}
        value={status}
        onChange={(v) => setStatus(v as Status)}
        data={(['pending', 'approved', 'rejected'] as const).map((s) => ({
          value: s,
          label: t(`numbers.status.${s}`),
        }))}
        w="fit-content"
      />
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>{t('numbers.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={680}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('numbers.business')}</Table.Th>
                    <Table.Th>{t('numbers.actions')}</Table.Th>
                    <Table.Th>{t('numbers.areaCode')}</Table.Th>
                    <Table.Th>{t('numbers.label')}</Table.Th>
                    <Table.Th>{t('numbers.note')}</Table.Th>
                    <Table.Th>{t('numbers.requested')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{r.business_name}</Table.Td>
                      <Table.Td>
                        {r.status === 'pending' ? (
                          <Group gap="xs" wrap="nowrap">
                            <Button
                              size="xs"
                              loading={approve.isPending && approve.variables === r.id}
                              onClick={() => approve.mutate(r.id)}
                            >
                              {t('numbers.approve')}
                            </Button>
                            <Button size="xs" variant="default" onClick={() => setRejecting(r)}>
                              {t('numbers.reject')}
                            </Button>
                          </Group>
                        ) : (
                          t(`numbers.status.${r.status}`)
                        )}
                      </Table.Td>
                      <Table.Td>{r.area_code ?? '—'}</Table.Td>
                      <Table.Td>{r.label ?? '—'}</Table.Td>
                      <Table.Td>{r.note ?? '—'}</Table.Td>
                      <Table.Td>{fmt(r.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('numbers.rejectTitle', { name: rejecting?.business_name ?? '' })}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (rejecting) reject.mutate(rejecting.id);
          }}
        >
          <Stack>
            <Textarea
              label={t('numbers.reason')}
              description={t('numbers.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              error={reject.error ? (reject.error as ApiError).message : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(null)}>
                {t('broadcast.cancel')}
              </Button>
              <Button type="submit" color="red" loading={reject.isPending}>
                {t('numbers.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
