import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAYS, type Draft, faqMap, isPaid } from './draft';

/** What will be created, before it is. */
export function SummaryStep({ draft }: { draft: Draft }) {
  const { t } = useTranslation('onboarding');
  const faq = faqMap(draft);
  const planName = draft.plan === 'trial' ? t('plan.trial') : t(`tiers.${draft.plan}`);
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('summary.title')}
      </Title>
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('business.name')}</Table.Th>
              <Table.Td>{draft.business_name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('summary.plan')}</Table.Th>
              <Table.Td>
                {planName}
                {isPaid(draft)
                  ? ` · ${t(draft.billing_cycle === 'annual' ? 'plan.annual' : 'plan.monthly')}`
                  : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('hours.ownerPhone')}</Table.Th>
              <Table.Td>{draft.owner_phone}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('hours.weekly')}</Table.Th>
              <Table.Td>
                {DAYS.filter((d) => draft.hours[d].open)
                  .map((d) => `${t(`days.${d}`)} ${draft.hours[d].from}–${draft.hours[d].to}`)
                  .join(', ') || t('summary.noHours')}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('summary.faq')}</Table.Th>
              <Table.Td>{Object.keys(faq).length}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm">{t('summary.next')}</Text>
      <List size="sm">
        <List.Item>{t('summary.nextNumber')}</List.Item>
        <List.Item>{t('summary.nextForwarding')}</List.Item>
        <List.Item>{t('summary.nextLive')}</List.Item>
      </List>
      {isPaid(draft) && draft.pay_now ? (
        <Alert color="indigo" role="note">
          {t('summary.checkout')}
        </Alert>
      ) : null}
      {Object.keys(faq).length === 0 ? (
        <Alert color="yellow" role="note">
          {t('summary.noFaq')}
        </Alert>
      ) : null}
    </Stack>
  );
}
