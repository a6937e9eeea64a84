import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../components/common';
import { formatMoney, useDateFormat } from '../../lib/time';
import { INVOICES_KEY, listInvoices } from './queries';

export const INVOICE_STATUS_COLOR: Record<string, string> = {
  paid: 'teal.9',
  open: 'red.9',
  uncollectible: 'red.9',
  void: 'gray.7',
};

/** The business's invoices, newest first, each opening its own page. */
export function InvoicesSection() {
  const { t, i18n } = useTranslation('billing');
  const fmt = useDateFormat();
  const invoices = useQuery({ queryKey: INVOICES_KEY, queryFn: listInvoices });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoices-heading">
      <Stack>
        <Title order={2} size="h3" id="invoices-heading">
          {t('invoices.title')}
        </Title>
        <QueryState query={invoices}>
          {(list) =>
            list.data.length === 0 ? (
              <Text size="sm">{t('invoices.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('invoices.number')}</Table.Th>
                      <Table.Th>{t('invoices.issued')}</Table.Th>
                      <Table.Th>{t('invoices.period')}</Table.Th>
                      <Table.Th>{t('invoices.amount')}</Table.Th>
                      <Table.Th>{t('invoices.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.map((inv) => (
                      <Table.Tr key={inv.id} data-testid="invoice-row">
                        <Table.Td>
                          <Anchor component={Link} to={`/billing/invoices/${inv.id}`}>
                            {inv.number}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{fmt(inv.issued_at, 'date')}</Table.Td>
                        <Table.Td>
                          {inv.period_start && inv.period_end
                            ? `${fmt(inv.period_start, 'date')} – ${fmt(inv.period_end, 'date')}`
                            : '—'}
                        </Table.Td>
                        <Table.Td>{formatMoney(inv.amount_grosz, inv.currency, i18n.language)}</Table.Td>
                        <Table.Td>
                          <Badge variant="filled" color={INVOICE_STATUS_COLOR[inv.status] ?? 'gray.7'}>
                            {t(`invoices.state.${inv.status}`, { defaultValue: inv.status })}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}
