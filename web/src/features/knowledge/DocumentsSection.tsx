import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/common';
import { type ApiError, api, unwrap } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { useDateFormat } from '../../lib/time';
import { type KnowledgeDocument, keys } from './types';
import { UploadBox } from './UploadBox';

const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
};

export function formatSize(bytes: number, language: string) {
  const nf = (n: number, digits: number) =>
    new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return `${nf(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${nf(bytes / 1024, 0)} KB`;
  return `${nf(bytes / 1024 / 1024, 1)} MB`;
}

/** Upload (anchor `#upload`) and the list of the tenant's documents, with deletion. */
export function DocumentsSection({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('knowledge');
  const query = useQuery({
    queryKey: keys.documents(tenantId),
    queryFn: () =>
      unwrap(api.GET('/tenants/{tenant_id}/knowledge', { params: { path: { tenant_id: tenantId } } })),
  });
  return (
    <Stack component="section" id="upload" aria-labelledby="documents-title" gap="sm">
      <Title order={2} id="documents-title">
        {t('documents.title')}
      </Title>
      <Text size="sm">{t('documents.intro')}</Text>
      <UploadBox tenantId={tenantId} />
      <Title order={3} size="h4" mt="sm">
        {t('documents.listTitle')}
      </Title>
      <QueryState query={query}>
        {(docs) =>
          docs.length === 0 ? (
            <Text>{t('documents.empty')}</Text>
          ) : (
            <DocumentTable tenantId={tenantId} docs={docs} />
          )
        }
      </QueryState>
    </Stack>
  );
}

function DocumentTable({ tenantId, docs }: { tenantId: string; docs: KnowledgeDocument[] }) {
  const { t, i18n } = useTranslation('knowledge');
  const fmt = useDateFormat();
  const qc = useQueryClient();
  const [doomed, setDoomed] = useState<KnowledgeDocument | null>(null);
  const remove = useMutation({
    mutationFn: (doc: KnowledgeDocument) =>
      unwrap(
        api.DELETE('/tenants/{tenant_id}/knowledge/{doc_id}', {
          params: { path: { tenant_id: tenantId, doc_id: doc.id } },
        }),
      ),
    onSuccess: (_data, doc) => {
      setDoomed(null);
      notifySuccess(t('documents.deleted', { title: doc.title }));
      void qc.invalidateQueries({ queryKey: keys.documents(tenantId) });
      void qc.invalidateQueries({ queryKey: keys.score(tenantId) });
    },
  });
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('documents.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('documents.columns.type')}</Table.Th>
              <Table.Th scope="col">{t('documents.columns.size')}</Table.Th>
              <Table.Th scope="col">{t('documents.columns.passages')}</Table.Th>
              <Table.Th scope="col">{t('documents.columns.added')}</Table.Th>
              <Table.Th scope="col">{t('documents.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {docs.map((d) => (
              <Table.Tr key={d.id} data-testid="document-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {d.title}
                  </Text>
                  {d.source === 'api' ? (
                    <Badge variant="outline" color="gray.8" size="sm">
                      {t('documents.fromApi')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{KIND[d.mime_type] ?? d.mime_type}</Table.Td>
                <Table.Td>{formatSize(d.size_bytes, i18n.language)}</Table.Td>
                <Table.Td>{d.chunk_count}</Table.Td>
                <Table.Td>{fmt(d.created_at, 'datetime')}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => {
                      remove.reset();
                      setDoomed(d);
                    }}
                    aria-label={t('documents.deleteNamed', { title: d.title })}
                  >
                    {t('documents.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={doomed !== null}
        onClose={() => setDoomed(null)}
        title={t('documents.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack>
          <Text size="sm">{t('documents.confirmBody', { title: doomed?.title ?? '' })}</Text>
          {remove.error ? (
            <Alert color="red" role="alert">
              {(remove.error as ApiError).message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDoomed(null)}>
              {t('documents.keep')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => doomed && remove.mutate(doomed)}>
              {t('documents.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
