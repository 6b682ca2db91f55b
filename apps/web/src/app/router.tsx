import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '@/app/guards';
import { RouteError } from '@/app/route-error';
import { RouteSpinner } from '@/app/route-spinner';
import { Shell } from '@/app/shell';

// Every page is its own chunk: a phone on a slow network downloads only the screen it opens.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteSpinner,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/app/routes/home-page')).HomePage }),
      },
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: 'signin',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/signin-page')).SigninPage }),
          },
          {
            path: 'signup',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/signup-page')).SignupPage }),
          },
        ],
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/app/routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
