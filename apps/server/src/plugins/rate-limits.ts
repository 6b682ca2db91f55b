import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler limiting one kind of attempt, keyed by IP or by the account the body names. */
    attemptLimit(opts: AttemptLimit): preHandlerAsyncHookHandler;
  }
}

export interface AttemptLimit {
  group: string;
  max: number;
  /** Absent: per client IP. Present: per account, from the validated body (so bad bodies are refused first). */
  accountKey?: (request: FastifyRequest) => string;
}

export const rateLimitsPlugin = fp(async (app: FastifyInstance, opts: { config: Config; redis?: Redis }) => {
  const { config } = opts;
  if (!config.RATE_LIMIT_ENABLED) {
    app.decorate('attemptLimit', () => async () => undefined);
    return;
  }
  await app.register(rateLimit, {
    global: false,
    // With Redis every API node counts together; without it each node counts in memory.
    ...(opts.redis ? { redis: opts.redis } : {}),
    nameSpace: `${config.REDIS_KEY_PREFIX}rl:`,
    timeWindow: config.RATE_LIMIT_WINDOW_MINUTES * 60_000,
  });
  // `createRateLimit` checks rather than `rateLimit` hooks: the plugin runs only one hook per request,
  // and sign-in needs two (per address and per account) to count independently.
  app.decorate('attemptLimit', ({ group, max, accountKey }: AttemptLimit) => {
    const check = app.createRateLimit({
      max,
      timeWindow: config.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      keyGenerator: (req: FastifyRequest) =>
        `${group}:${accountKey ? `acct:${accountKey(req)}` : `ip:${req.ip}`}`,
    });
    return async (request, reply) => {
      const limit = await check(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', 'Too many attempts; try again later', {
        retryAfterSeconds: Math.max(1, limit.ttlInSeconds),
      });
    };
  });
});
