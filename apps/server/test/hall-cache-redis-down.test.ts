import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createHallCaches } from '../src/modules/attempts/hall-cache.ts';

describe('hall caches on a node whose Redis cannot be reached', () => {
  it('warn once per outage, not on every reconnect attempt', async () => {
    // Seen live: a node started with an unreachable REDIS_URL logged this warning (with a stack)
    // about 12 times a minute for as long as the outage lasted.
    const warnings: string[] = [];
    const note = (level: string) => (_obj: unknown, msg?: string) => {
      if (level === 'warn') warnings.push(msg ?? '');
    };
    const log = {
      warn: note('warn'),
      error: note('error'),
      info: note('info'),
      debug: note('debug'),
    } as unknown as FastifyBaseLogger;
    // Port 1: nothing listens; ioredis retries after 50, 100, 150 … ms.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => undefined);
    const caches = await createHallCaches({ clock: () => new Date(), log, redis, channel: 'test:hall' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await caches.close();
    redis.disconnect();
    const subscriberWarnings = warnings.filter((m) => m.startsWith('hall cache subscriber'));
    expect(subscriberWarnings).toHaveLength(1);
  });
});
