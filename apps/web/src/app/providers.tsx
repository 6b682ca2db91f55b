import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SnackbarProvider } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { getAccessToken } from '@/lib/session';
import { onStorageChange } from '@/lib/storage';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; retries then only burn the student's data pack.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so no cache leaks between them. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // Whoever ends the session (sign-out, an expired refresh, another tab), no cached data of the
  // previous user may be shown to the next one.
  useEffect(
    () =>
      onStorageChange((key) => {
        if ((key === 'token' || key === null) && getAccessToken() === null) client.clear();
      }),
    [client],
  );

  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
