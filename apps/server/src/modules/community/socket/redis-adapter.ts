import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Socket.IO's Redis adapter (pub/sub): a room emit, a `socketsLeave` and a `disconnectSockets` reach
 * every node. Two connections of its own (a subscriber cannot publish), on channels named under the
 * deployment's REDIS_KEY_PREFIX so deployments (and test runs) sharing a Redis do not hear each other.
 */
export function redisAdapter(url: string, keyPrefix: string, log: FastifyBaseLogger) {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  let down = false;
  for (const client of [pub, sub]) {
    // ioredis reconnects by itself; log an outage once per state change instead of every retry.
    client.on('error', (err: Error) => {
      if (!down) log.warn({ err: err.message }, 'chat redis unavailable; retrying');
      down = true;
    });
    client.on('ready', () => {
      down = false;
    });
  }
  // The adapter publishes without handling a refused publish (Redis down, or this node closing
  // with a send still in flight): unhandled, that rejection would end the process. A room event
  // lost that way costs nothing a client keeps: it catches up by seq over REST.
  const safePub = new Proxy(pub, {
    get(target, prop, receiver) {
      if (prop !== 'publish') return Reflect.get(target, prop, receiver);
      return (...args: Parameters<Redis['publish']>) =>
        target.publish(...args).catch((err: Error) => {
          log.warn({ err: err.message }, 'chat event not published to other nodes');
          return 0;
        });
    },
  });
  return {
    adapter: createAdapter(safePub, sub, { key: `${keyPrefix}socket.io` }),
    async close() {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}
