import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle, QueryState } from '../../components/common';
import { InvoicesSection } from './InvoicesSection';
import { PlanCard } from './PlanCard';
import { PlansSection } from './PlansSection';
import { getSubscription, listPlans, PLANS_KEY, SUBSCRIPTION_KEY } from './queries';
import { UsageCard } from './UsageCard';

/** The plan, its usage, checkout and the invoices (also the return address of a checkout). */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const subscription = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription });
  const plans = useQuery({ queryKey: PLANS_KEY, queryFn: listPlans, staleTime: 10 * 60_000 });
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')}>{t('title')}</PageTitle>
      {checkout === 'success' ? (
        <Alert color="indigo" title={t('checkout.successTitle')} role="status">
          {t('checkout.successBody')}
        </Alert>
      ) : checkout === 'cancelled' ? (
        <Alert color="indigo" title={t('checkout.cancelledTitle')} role="status">
          {t('checkout.cancelledBody')}
        </Alert>
      ) : null}
      <QueryState query={subscription}>
        {(s) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <PlanCard subscription={s} plans={plans.data ?? []} />
              <UsageCard />
            </SimpleGrid>
            <PlansSection subscription={s} plans={plans} />
          </Stack>
        )}
      </QueryState>
      <InvoicesSection />
    </Stack>
  );
}
