import { describe, expect, it } from 'vitest';
import { memoryCounters } from './attempt-counters.ts';

const opts = { max: 3, windowMs: 60_000 };

describe('memory counters', () => {
  it('keep at most their bound of keys, forgetting the least recently written first', async () => {
    const counters = memoryCounters(2);
    await counters.take('a', 0, opts);
    await counters.take('b', 0, opts);
    await counters.take('a', 1, opts); // a written again: b is now the oldest
    await counters.take('c', 2, opts);
    expect(await counters.isLive('a', 3)).toBe(true);
    expect(await counters.isLive('b', 3)).toBe(false);
    expect(await counters.isLive('c', 3)).toBe(true);
  });

  it('still refuse a key past its limit within the bound', async () => {
    const counters = memoryCounters(10);
    for (let i = 0; i < 3; i++) expect((await counters.take('k', i, opts)).ok).toBe(true);
    expect(await counters.take('k', 5, opts)).toEqual({ ok: false, retryAt: 60_000 });
  });
});
