/** Small shared pieces every page uses: titles, loading, errors, the not-found page. */
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, isNotFound } from '../lib/api';

/** The page's heading; also sets the document title. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Recepcja`;
  }, [title]);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}

/**
 * The spinner while a page or section loads. The words are in the status region, the spinner
 * hidden from assistive technology: Mantine's Loader is a plain span, on which an aria-label is a
 * prohibited attribute (axe: aria-prohibited-attr, seen when a check ran while a section loaded).
 */
export function Loading() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/** A refused or failed request, in words; a missing resource is the not-found page. */
export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation('common');
  if (isNotFound(error)) return <NotFound />;
  const message = error instanceof ApiError ? error.message : t('errors.generic', { status: 0 });
  return (
    <Alert color="red" title={t('errors.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {retry ? (
          <Button size="xs" variant="light" color="red" onClick={retry} w="fit-content">
            {t('retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Shown for an unknown address and for any id that is not the signed-in tenant's. */
export function NotFound() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${t('notFound.title')} · Recepcja`;
  }, [t]);
  return (
    <Stack align="center" py="xl" data-testid="not-found">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}

/** Renders a query's states the same way everywhere. */
export function QueryState<T>({
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
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
