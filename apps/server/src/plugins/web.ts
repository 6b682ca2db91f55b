import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app. Unknown /api paths are a JSON 404; any other unknown GET gets index.html
 * so the app's router decides (and shows its own not-found page).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexPath = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so assets never change under a name.
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
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    });
  });
});
