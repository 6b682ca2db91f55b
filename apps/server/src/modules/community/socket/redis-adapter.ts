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
  // The subscriber's subscribe calls wait for Redis however long it is away (no retry limit): refused
  // after two retries, they were unhandled rejections (the adapter does not catch them), and the node
  // stayed deaf to the others once Redis came back. ioredis subscribes again after every reconnect.
  const sub = pub.duplicate({ maxRetriesPerRequest: null });
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
  // The (un)subscribe calls the adapter makes on the subscriber are marked handled, logged if refused
  // (closing with Redis away), and still answer the adapter as they were.
  const guarded = new Set<PropertyKey>(['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);
  const safeSub = new Proxy(sub, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (!guarded.has(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise)
          result.catch((err: Error) =>
            log.warn({ err: err.message }, 'chat redis subscriber command refused'),
          );
        return result;
      };
    },
  });
  // A client that never reached Redis would wait for ever on QUIT: it is dropped instead.
  const end = (client: Redis) =>
    client.status === 'ready' ? client.quit().catch(() => undefined) : Promise.resolve(client.disconnect());
  return {
    adapter: createAdapter(safePub, safeSub, { key: `${keyPrefix}socket.io` }),
    async close() {
      await Promise.all([end(pub), end(sub)]);
    },
  };
}
