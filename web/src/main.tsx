import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { Loading } from './components/common';
import { ApiError } from './lib/api';
import './lib/i18n';
import { meQuery, startedEarly } from './lib/session';
import { tenantQuery } from './lib/time';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // A refusal (4xx) will not change by asking again; a network or server failure may.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// Mantine's default blue on white is below WCAG AA contrast for small text; a darker primary passes.
// Transitions (drawers, modals, notifications) are skipped for users who ask for reduced motion.
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  respectReducedMotion: true,
  components: {
    // A titled notification's text is gray.6 by default, below AA contrast on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});
// Dimmed text and placeholders a shade darker than Mantine's default, for AA contrast on white.
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

// On a signed-in page, the user and then their business are asked for now, while the page's code
// and catalogue load, instead of one after the other once the layout renders.
if (startedEarly()) {
  void queryClient.prefetchQuery(meQuery).then(() => {
    const tenantId = queryClient.getQueryData(meQuery.queryKey)?.tenant_id;
    if (tenantId) void queryClient.prefetchQuery(tenantQuery(tenantId));
  });
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={resolver}>
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<Loading />}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
