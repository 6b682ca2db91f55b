import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-path.ts';

/**
 * Security headers on every answer. The CSP allows only our own origin: fonts, scripts and styles are
 * bundled, nothing loads from a CDN. `data:` images cover inline SVG icons; `ws:`/`wss:` to self is
 * implied by 'self' for socket.io in modern browsers. Images may also come from any https: address:
 * question images are our own /media/ files or https: URLs (the question schema allows nothing else,
 * docs/content-import.md), and an image cannot run code.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        // Radix dialogs lock page scroll with an injected <style> element; a nonce would mean
        // rewriting every static page per request. Inline styles cannot run code; scripts stay 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS, which a proxy in front of us terminates.
    strictTransportSecurity: false,
  });

  // What a signed-in student sees (and any token the API hands out) must not stay in a shared or
  // browser cache: every /api answer is `no-store` unless it is a public read made without a token.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    const access = request.routeOptions.config?.access;
    const publicRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (access === undefined || access === 'public') &&
      request.headers.authorization === undefined;
    if (!publicRead) reply.header('cache-control', 'no-store');
    return payload;
  });
});
