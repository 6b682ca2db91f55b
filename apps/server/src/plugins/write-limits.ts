import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { errorResponse } from '../lib/schemas.ts';
import type { Access } from './access.ts';
import { type AttemptCounters, memoryCounters, unlimitedCounters } from './attempt-counters.ts';

/**
 * The limit of one write route, per signed-in user: at most `max` requests in a window of
 * `windowSeconds` (counted per `group`, so routes naming one group share a counter), and a body of at
 * most `bodyBytes` (absent: the app's BODY_LIMIT_BYTES). docs/limits.md is the table of them all.
 */
export interface WriteLimit {
  group: string;
  max: number;
  windowSeconds: number;
  bodyBytes?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's per-user write limit; absent: the default of its access (`writeLimits`). */
    writeLimit?: WriteLimit;
  }
}

const KB = 1024;

/**
 * Every limit with a name. A write route (POST, PUT, PATCH, DELETE) behind a guard gets the default
 * of its access without saying anything; a route that needs another names one of these in its
 * `config.writeLimit`. Public routes (sign-in, sign-up, feedback) keep their per-address limits.
 */
export const writeLimits = {
  /** A signed-in student's or an institute admin's write that has no group of its own. */
  write: { group: 'write', max: 120, windowSeconds: 60, bodyBytes: 16 * KB },
  /** Platform admins author content: more writes, bodies up to the app's limit (imports set their own). */
  admin: { group: 'admin', max: 600, windowSeconds: 60 },
  /**
   * The exam hall's saves and moves (`signedInHotPath`). Saves travel in batches, so 10 a second is
   * far beyond a student; counted in this node's memory even with Redis (no round trip on the hot
   * path). The body keeps the app's limit: a full batch (core `attemptLimits.saveBatchMax`) must pass.
   */
  hall: { group: 'hall', max: 600, windowSeconds: 60 },
  /** Starting a practice quiz (each start draws questions and holds a row). */
  quizStart: { group: 'quiz-start', max: 20, windowSeconds: 10 * 60, bodyBytes: 4 * KB },
  /** Making flash cards (typed, copied from a question); a card has four sides of 2,000 characters. */
  cardMake: { group: 'card-make', max: 60, windowSeconds: 10 * 60, bodyBytes: 64 * KB },
  /** Editing a card: the default group, with a card's body. */
  cardEdit: { group: 'write', max: 120, windowSeconds: 60, bodyBytes: 64 * KB },
  /** Making or copying decks (a copy brings up to a full deck of cards). */
  deckMake: { group: 'deck-make', max: 20, windowSeconds: 10 * 60, bodyBytes: 4 * KB },
  /** Flash-card reviews: one per rating online, batches of 100 when an offline outbox drains. */
  cardReview: { group: 'card-review', max: 120, windowSeconds: 60, bodyBytes: 32 * KB },
  /**
   * A day of a batch's attendance, saved whole: up to 1,000 students with a note of 200 characters
   * each (Devanagari is 3 bytes a character). An offline phone syncs its queued days one after another.
   */
  attendanceDay: { group: 'attendance', max: 60, windowSeconds: 60, bodyBytes: 768 * KB },
  /** An institute's notice is written for, and pushed to, every member. */
  orgNotice: { group: 'org-notice', max: 10, windowSeconds: 60 * 60, bodyBytes: 16 * KB },
  /** "Register Your Institute": a handful an hour is plenty (one may be pending at a time). */
  orgRequest: { group: 'org-request', max: 5, windowSeconds: 60 * 60, bodyBytes: 4 * KB },
  /** A platform admin's reply to a feedback message: each one sends a mail (docs/admin.md). */
  feedbackReply: { group: 'feedback-reply', max: 30, windowSeconds: 10 * 60, bodyBytes: 16 * KB },
} as const satisfies Record<string, WriteLimit>;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The limit a route runs under, or none (reads, public routes, routes outside /api). */
export function writeLimitOf(
  method: string | string[],
  url: string,
  config: { access?: Access; writeLimit?: WriteLimit } | undefined,
): WriteLimit | undefined {
  const methods = Array.isArray(method) ? method : [method];
  if (!url.startsWith('/api') || !methods.some((m) => writeMethods.has(m))) return undefined;
  const access = config?.access;
  if (!access || access === 'public') return undefined;
  if (config.writeLimit) return config.writeLimit;
  if (access === 'signedInHotPath') return writeLimits.hall;
  if (access === 'platformAdmin') return writeLimits.admin;
  return writeLimits.write;
}

/**
 * Per-user limits on every guarded write: the body size is set on the route when it is declared, and
 * each request is counted before its body is read (after the access check named the user), so a
 * refused request costs no parsing. A refusal is the one error shape: 429 `RATE_LIMITED` with
 * Retry-After, or 413 `PAYLOAD_TOO_LARGE`. Registered after the rate-limits plugin, before the routes.
 */
export const writeLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; clock: () => Date }) => {
    const { config, clock } = opts;
    const hallCounters: AttemptCounters = config.RATE_LIMIT_ENABLED ? memoryCounters() : unlimitedCounters;

    app.addHook('onRoute', (route) => {
      const limit = writeLimitOf(route.method, route.url, route.config);
      if (!limit) return;
      if (limit.bodyBytes !== undefined && route.bodyLimit === undefined) route.bodyLimit = limit.bodyBytes;
      // /api/docs lists the two refusals every limited write can answer with.
      // A new object: a response map may be shared with other routes.
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (route.schema && response)
        route.schema.response = { 413: errorResponse, 429: errorResponse, ...response };
    });

    app.addHook('preParsing', async (request: FastifyRequest, reply, payload) => {
      const { method, url, config: routeConfig } = request.routeOptions;
      if (!writeMethods.has(request.method) || !url) return payload;
      const limit = writeLimitOf(method, url, routeConfig);
      const userId = request.viewer?.id ?? request.tokenUserId;
      if (!limit || !userId) return payload;
      const counters = routeConfig.access === 'signedInHotPath' ? hallCounters : app.attemptCounters;
      const taken = await counters.take(`w:${limit.group}:${userId}`, clock().getTime(), {
        max: limit.max,
        windowMs: limit.windowSeconds * 1000,
      });
      if (!taken.ok) throw app.rateLimited(reply, taken);
      return payload;
    });
  },
);
