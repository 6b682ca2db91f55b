import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import {
  type AttemptCounters,
  memoryCounters,
  redisCounters,
  type Taken,
  unlimitedCounters,
  withFallback,
} from './attempt-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler limiting one kind of attempt, keyed by IP or by the account the body names. */
    attemptLimit(opts: AttemptLimit): preHandlerAsyncHookHandler;
    /** The counters themselves, for limits that count only some outcomes (sign-in counts failures). */
    attemptCounters: AttemptCounters;
    /** Sets Retry-After and returns the 429 to throw, when a `take` was refused. */
    rateLimited(reply: FastifyReply, refused: Extract<Taken, { ok: false }>): AppError;
  }
}

export interface AttemptLimit {
  group: string;
  max: number;
  /** Absent: per client IP. Present: per account, from the validated body (so bad bodies are refused first). */
  accountKey?: (request: FastifyRequest) => string;
}

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; clock: () => Date; redis?: Redis }) => {
    const { config, clock } = opts;
    const windowMs = config.RATE_LIMIT_WINDOW_MINUTES * 60_000;
    // With Redis every API node counts together; without it each node counts in memory.
    const counters = !config.RATE_LIMIT_ENABLED
      ? unlimitedCounters
      : opts.redis
        ? withFallback(
            redisCounters(opts.redis, `${config.REDIS_KEY_PREFIX}rl:`),
            memoryCounters(),
            () => opts.redis?.status === 'ready',
            (err) => app.log.warn({ err }, 'rate-limit counters: Redis unavailable, counting on this node'),
          )
        : memoryCounters();
    app.decorate('attemptCounters', counters);

    const rateLimited = (reply: FastifyReply, refused: Extract<Taken, { ok: false }>) => {
      const retryAfterSeconds = Math.max(1, Math.ceil((refused.retryAt - clock().getTime()) / 1000));
      reply.header('retry-after', String(retryAfterSeconds));
      return new AppError(429, 'RATE_LIMITED', 'Too many attempts; try again later', { retryAfterSeconds });
    };
    app.decorate('rateLimited', rateLimited);

    // Every validated request counts here (sign-up, reset mails, feedback): these cost us whether or not
    // they succeed. Sign-in counts only failures, in modules/auth/signin-limits.ts.
    app.decorate('attemptLimit', ({ group, max, accountKey }: AttemptLimit) => {
      return async (request, reply) => {
        const key = `${group}:${accountKey ? `acct:${accountKey(request)}` : `ip:${request.ip}`}`;
        const taken = await counters.take(key, clock().getTime(), { max, windowMs });
        if (!taken.ok) throw rateLimited(reply, taken);
      };
    });
  },
);
