/**
 * Build-time rendering of one public page in Hindi, signed out, for scripts/prerender.ts.
 * Built by `vite build --ssr src/entry-server.tsx`; never shipped to a browser.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import { organizationJsonLd } from '@/components/seo/structured-data';
import { addLanguage, i18n } from '@/lib/i18n';
import { strings as en } from '@/locales/en';
import { strings as hi } from '@/locales/hi';

addLanguage('hi', hi);
addLanguage('en', en);

export { SITE_URL } from '@/components/seo/structured-data';

/** The organisation's JSON-LD in Hindi, for a home page whose own markup does not carry it. */
export function homeJsonLd(): string {
  const t = i18n.getFixedT('hi');
  return JSON.stringify(
    organizationJsonLd(t('seo.organization.description'), t('seo.organization.offer')),
  ).replace(/</g, '\\u003c');
}

export type RenderResult =
  | { kind: 'page'; html: string; status: number }
  | { kind: 'redirect'; location: string; status: number };

const handler = createStaticHandler(routes);

export async function render(path: string, origin = 'http://localhost'): Promise<RenderResult> {
  await i18n.changeLanguage('hi');
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        {/* No loaders: the client needs no hydration data, only the same lazy modules (main.tsx). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { kind: 'page', html, status: context.statusCode };
}
