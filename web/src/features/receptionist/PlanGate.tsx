import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, Loading } from '../../components/common';
import { ApiError } from '../../lib/api';

export const needsPlan = (e: unknown) =>
  e instanceof ApiError && e.status === 403 && e.code === 'plan_required';

/** A query's states, where a 403 `plan_required` is an invitation to upgrade, not an error. */
export function PlanGate<T>({
  query,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('receptionist');
  if (query.isPending) return <Loading />;
  if (query.isError && needsPlan(query.error))
    return (
      <Alert color="indigo" title={t('integrations.planTitle')}>
        <Text size="sm">
          {(query.error as ApiError).message}{' '}
          <Anchor component={Link} to="/billing" c="inherit" underline="always" fw={600}>
            {t('integrations.planLink')}
          </Anchor>
        </Text>
      </Alert>
    );
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
