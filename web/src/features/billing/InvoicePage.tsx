import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { formatMoney, useDateFormat } from '../../lib/time';
import { INVOICE_STATUS_COLOR } from './InvoicesSection';
import { getInvoice, type InvoiceDetail } from './queries';

/** One invoice of the business (another business's is the not-found page), printable. */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = useQuery({
    queryKey: ['billing', 'invoice', id],
    queryFn: () => getInvoice(id),
  });
  return <QueryState query={invoice}>{(inv) => <InvoiceView invoice={inv} />}</QueryState>;
}

function InvoiceView({ invoice: inv }: { invoice: InvoiceDetail }) {
  const { t, i18n } = useTranslation('billing');
  const fmt = useDateFormat();
  const money = (grosz: number) => formatMoney(grosz, inv.currency, i18n.language);
  const download = () => {
    const blob = new Blob([JSON.stringify(inv, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${inv.number.replace(/[^\w.-]+/g, '_')}.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const rows: [string, string][] = [
    [t('invoices.issued'), fmt(inv.issued_at, 'date')],
    [t('invoices.buyer'), inv.buyer_nip ? `${inv.buyer_name} (NIP ${inv.buyer_nip})` : inv.buyer_name],
    [t('invoices.plan'), inv.tier ? t(`tier.${inv.tier}`, { defaultValue: inv.tier }) : '—'],
    [
      t('invoices.period'),
      inv.period_start && inv.period_end
        ? `${fmt(inv.period_start, 'date')} – ${fmt(inv.period_end, 'date')}`
        : '—',
    ],
    [t('invoices.net'), money(inv.net_grosz)],
    [t('invoices.vat', { rate: inv.vat_rate_percent }), money(inv.vat_grosz)],
    [t('invoices.gross'), money(inv.amount_grosz)],
    [t('invoices.paidAt'), inv.paid_at ? fmt(inv.paid_at) : '—'],
    [t('invoices.retainUntil'), inv.retain_until ? fmt(inv.retain_until, 'date') : '—'],
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/billing" size="sm">
        {t('invoices.back')}
      </Anchor>
      <PageTitle title={t('invoices.titleOne', { number: inv.number })}>
        {t('invoices.titleOne', { number: inv.number })}
      </PageTitle>
      <Paper withBorder p="md">
        <Stack>
          <Group>
            <Badge variant="filled" color={INVOICE_STATUS_COLOR[inv.status] ?? 'gray.7'}>
              {t(`invoices.state.${inv.status}`, { defaultValue: inv.status })}
            </Badge>
          </Group>
          <Table>
            <Table.Tbody>
              {rows.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row" w="40%">
                    {k}
                  </Table.Th>
                  <Table.Td>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Button variant="default" onClick={() => window.print()}>
              {t('invoices.print')}
            </Button>
            <Button variant="default" onClick={download}>
              {t('invoices.download')}
            </Button>
          </SimpleGrid>
          <Text size="xs">{t('invoices.downloadHelp')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
