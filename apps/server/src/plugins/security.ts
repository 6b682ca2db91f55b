import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The CSP allows only our own origin: fonts, scripts and styles are
 * bundled, nothing loads from a CDN. `data:` images cover inline SVG icons; `ws:`/`wss:` to self is
 * implied by 'self' for socket.io in modern browsers.
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
        imgSrc: ["'self'", 'data:'],
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
});
