import { describe, expect, it } from 'vitest';
import { PromiseCache } from '../src/lib/promise-cache.ts';
import { testClock } from './helpers.ts';

describe('the hall caches (PromiseCache)', () => {
  it('loads a key once for many callers, until its age passes on the app clock', async () => {
    const clock = testClock();
    const cache = new PromiseCache<number>(clock, 1000, 10);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock.advance(999);
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops a load that began before a delete, so an edit is never cached over', async () => {
    const cache = new PromiseCache<string>(testClock(), 60_000, 10);
    let release: (v: string) => void = () => {};
    const stale = cache.get('set', () => new Promise((r) => (release = r)));
    cache.delete('set');
    release('old rows');
    expect(await stale).toBe('old rows');
    expect(await cache.get('set', async () => 'new rows')).toBe('new rows');
  });

  it('keeps neither failures nor misses, and evicts the oldest past its size', async () => {
    const cache = new PromiseCache<string | undefined>(testClock(), 60_000, 2);
    await expect(cache.get('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('x', async () => 'back')).toBe('back');
    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
    await Promise.resolve();
    expect(await cache.get('missing', async () => 'created since')).toBe('created since');
    await cache.get('third', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded');
  });

  it('treats a clock that went backwards as expiry, not as a fresh entry', async () => {
    const clock = testClock();
    const cache = new PromiseCache<number>(clock, 60_000, 10);
    await cache.get('a', async () => 1);
    clock.advance(-5000);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
