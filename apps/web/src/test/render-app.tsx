import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { i18n, type Language } from '@/lib/i18n';
import { writeItem } from '@/lib/storage';

interface RenderAppOptions {
  language?: Language;
  state?: unknown;
}

/** Renders the real route table at `path`, as the browser would, with a fresh query cache. */
export async function renderApp(path: string, { language, state }: RenderAppOptions = {}) {
  if (language) {
    writeItem('selectedLanguage', language);
    await i18n.changeLanguage(language);
  }
  const { pathname, search } = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** Signs in through storage only, as if an earlier visit had done so. */
export function seedSession(values: { token?: string; refreshToken?: string } = {}) {
  writeItem('token', values.token ?? 'access-0');
  writeItem('refreshToken', values.refreshToken ?? 'refresh-0');
  writeItem('userId', 'u_1');
  writeItem('userName', 'Asha Verma');
  writeItem('username', 'asha');
  writeItem('role', 'user');
}
