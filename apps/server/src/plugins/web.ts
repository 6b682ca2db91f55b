import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path.ts';

/**
 * Paths of the pages the web build prerendered (apps/web/scripts/prerender.ts), each to its file:
 * `/` → index.html, `/about` → about/index.html.
 */
function findPrerendered(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || (rel === '' && entry.name === 'assets'))
        continue;
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (fs.existsSync(path.join(dir, entry.name, 'index.html')))
        pages.set(`/${childRel}`, `${childRel}/index.html`);
      walk(path.join(dir, entry.name), childRel);
    }
  };
  walk(webDist, '');
  return pages;
}

/** `/about/?x=1` → `/about`; undefined for a path that cannot be decoded. */
function pagePath(url: string): string | undefined {
  try {
    const pathname = decodeURIComponent(url.split('?')[0] ?? '/');
    return pathname.replace(/\/+$/, '') || '/';
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app. Prerendered public pages get their own static HTML; unknown /api paths
 * are a JSON 404; any other unknown GET gets the app shell (shell.html, or index.html from a build
 * without prerendering) so the app's router decides (and shows its own not-found page).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexPath = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const shellFile = fs.existsSync(path.join(opts.webDist, 'shell.html')) ? 'shell.html' : 'index.html';
  const prerendered = hasWeb ? findPrerendered(opts.webDist) : new Map<string, string>();
  if (hasWeb && shellFile === 'shell.html') prerendered.set('/', 'index.html');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (apps/web/scripts/prerender.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets never change under a name. Everything
        // else (pages, sw.js, the manifest, robots.txt, sitemap.xml) is revalidated on every use.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isApiPath(request.url) && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = pagePath(request.url);
      const file = (page !== undefined && prerendered.get(page)) || shellFile;
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(file);
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    });
  });
});
