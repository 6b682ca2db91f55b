import type { Redis } from 'ioredis';

/**
 * Counters of attempts (sign-ins, sign-ups, reset mails) in fixed windows that start with a key's first
 * attempt. Times come from the app's clock, so tests move windows and delays by hand; with Redis every API
 * node shares the counters, and each operation is one atomic script.
 */
export interface TakeOptions {
  /** Attempts allowed in one window; beyond that the key is refused until its window ends. */
  max: number;
  windowMs: number;
  /**
   * Progressive spacing (a delay, not a lockout): once a window holds `after` attempts, the next one must
   * wait `baseMs`, then twice that, and so on, never more than `maxMs`.
   */
  slowdown?: { after: number; baseMs: number; maxMs: number };
}

export type Taken = { ok: true } | { ok: false; retryAt: number };

export interface AttemptCounters {
  /** Counts one attempt if the key allows it now; otherwise says when it will (epoch ms). */
  take(key: string, now: number, opts: TakeOptions): Promise<Taken>;
  /** Returns one attempt taken in the current window: it turned out not to count (a success, a refusal). */
  giveBack(key: string, now: number): Promise<void>;
  /** Forgets the key: its window, count and delay. */
  clear(key: string): Promise<void>;
  /** Whether the key has a window still running at `now` (a mark set by `take`, read without counting). */
  isLive(key: string, now: number): Promise<boolean>;
}

interface Entry {
  count: number;
  resetAt: number;
  nextAt: number;
}

/** The delay set after the `count`-th attempt of a window (0: none). */
export function slowdownAfter(count: number, slowdown: TakeOptions['slowdown']): number {
  if (!slowdown || count < slowdown.after) return 0;
  return Math.min(slowdown.baseMs * 2 ** (count - slowdown.after), slowdown.maxMs);
}

/**
 * Most keys one node keeps in memory (about 100 bytes each). Known-address markers live 30 days, so with
 * many students the map would otherwise only grow; past the bound the least recently written key is
 * forgotten first. At that scale run with Redis, which keeps them all.
 */
export const MEMORY_COUNTERS_MAX_KEYS = 200_000;

export function memoryCounters(maxKeys = MEMORY_COUNTERS_MAX_KEYS): AttemptCounters {
  const entries = new Map<string, Entry>();
  const remember = (key: string, e: Entry) => {
    entries.delete(key); // re-inserting moves the key to the end: the map's order is last written
    entries.set(key, e);
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
  };
  let takesSinceSweep = 0;
  const live = (key: string, now: number) => {
    const e = entries.get(key);
    return e && e.resetAt > now ? e : undefined;
  };
  // Forgotten windows are dropped now and then, so a stream of one-off addresses cannot grow the map.
  const sweep = (now: number) => {
    if (++takesSinceSweep < 1000) return;
    takesSinceSweep = 0;
    for (const [key, e] of entries) if (e.resetAt <= now && e.nextAt <= now) entries.delete(key);
  };
  return {
    async take(key, now, opts) {
      sweep(now);
      const e = live(key, now) ?? { count: 0, resetAt: now + opts.windowMs, nextAt: 0 };
      if (e.count >= opts.max) return { ok: false, retryAt: e.resetAt };
      if (e.nextAt > now) return { ok: false, retryAt: e.nextAt };
      e.count += 1;
      const delay = slowdownAfter(e.count, opts.slowdown);
      if (delay > 0) e.nextAt = now + delay;
      remember(key, e);
      return { ok: true };
    },
    async giveBack(key, now) {
      const e = live(key, now);
      if (e && e.count > 0) e.count -= 1;
    },
    async clear(key) {
      entries.delete(key);
    },
    async isLive(key, now) {
      return live(key, now) !== undefined;
    },
  };
}

// One hash per key: c = count, r = window end, n = next allowed time. The key's own expiry (Redis time) only
// cleans up; whether a window is over is decided with the app's clock passed in ARGV[1].
const TAKE = `
local now = tonumber(ARGV[1])
local rec = redis.call('HMGET', KEYS[1], 'c', 'r', 'n')
local c, r, n = tonumber(rec[1]), tonumber(rec[2]), tonumber(rec[3])
if not c or not r or r <= now then c = 0; r = now + tonumber(ARGV[2]); n = 0 end
if c >= tonumber(ARGV[3]) then return r end
if n and n > now then return n end
c = c + 1
local after = tonumber(ARGV[4])
if after > 0 and c >= after then
  n = now + math.min(tonumber(ARGV[5]) * 2 ^ (c - after), tonumber(ARGV[6]))
end
redis.call('HSET', KEYS[1], 'c', c, 'r', r, 'n', n or 0)
redis.call('PEXPIRE', KEYS[1], math.max(r, n or 0) - now + 1000)
return 0
`;
const IS_LIVE = `
local r = tonumber(redis.call('HGET', KEYS[1], 'r'))
if r and r > tonumber(ARGV[1]) then return 1 end
return 0
`;
const GIVE_BACK = `
local rec = redis.call('HMGET', KEYS[1], 'c', 'r')
local c, r = tonumber(rec[1]), tonumber(rec[2])
if c and r and r > tonumber(ARGV[1]) and c > 0 then redis.call('HSET', KEYS[1], 'c', c - 1) end
return 0
`;

export function redisCounters(redis: Redis, prefix: string): AttemptCounters {
  return {
    async take(key, now, opts) {
      const s = opts.slowdown;
      const retryAt = Number(
        await redis.eval(
          TAKE,
          1,
          prefix + key,
          now,
          opts.windowMs,
          Math.min(opts.max, Number.MAX_SAFE_INTEGER),
          s?.after ?? 0,
          s?.baseMs ?? 0,
          s?.maxMs ?? 0,
        ),
      );
      return retryAt > 0 ? { ok: false, retryAt } : { ok: true };
    },
    async giveBack(key, now) {
      await redis.eval(GIVE_BACK, 1, prefix + key, now);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async isLive(key, now) {
      return Number(await redis.eval(IS_LIVE, 1, prefix + key, now)) === 1;
    },
  };
}

/** With rate limits turned off (benchmarks): every attempt is allowed. */
export const unlimitedCounters: AttemptCounters = {
  take: async () => ({ ok: true }),
  giveBack: async () => undefined,
  clear: async () => undefined,
  isLive: async () => false,
};

/**
 * Shared counters that survive an outage of their store: while Redis cannot be reached, each node counts
 * in its own memory (still limited, per node) instead of failing the sign-in with a 5xx.
 */
export function withFallback(
  shared: AttemptCounters,
  local: AttemptCounters,
  /** False while the store is known to be down: go local at once instead of waiting for its retries. */
  available: () => boolean,
  onError: (err: unknown) => void,
): AttemptCounters {
  const guarded =
    <A extends unknown[], R>(op: (c: AttemptCounters) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!available()) return op(local)(...args);
      try {
        return await op(shared)(...args);
      } catch (err) {
        onError(err);
        return op(local)(...args);
      }
    };
  return {
    take: guarded((c) => c.take),
    giveBack: guarded((c) => c.giveBack),
    clear: guarded((c) => c.clear),
    isLive: guarded((c) => c.isLive),
  };
}
