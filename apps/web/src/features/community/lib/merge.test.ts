import { describe, expect, it } from 'vitest';
import { gapsIn, hasOlder, highestSeq, mergeBySeq } from './merge';
import { message, range } from './test-messages';

const seqs = (list: { seq: number }[]) => list.map((m) => m.seq);

describe('merge by seq', () => {
  it('keeps ascending order, each seq once, whatever the order of arrival', () => {
    const held = range(1, 5);
    const merged = mergeBySeq(held, [message(7), message(3), message(6), message(6)]);
    expect(seqs(merged)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a catch-up page overlapping what a socket event brought makes no duplicate and no gap', () => {
    let held = range(1, 10);
    held = mergeBySeq(held, [message(12)]); // a live event arrives before the catch-up
    held = mergeBySeq(held, range(11, 20)); // the catch-up from after=10
    expect(seqs(held)).toEqual(seqs(range(1, 20)));
    expect(gapsIn(held)).toEqual([]);
    expect(highestSeq(held)).toBe(20);
  });

  it('an older page goes in front', () => {
    const merged = mergeBySeq(range(51, 100), range(1, 50));
    expect(seqs(merged)).toEqual(seqs(range(1, 100)));
    expect(hasOlder(merged)).toBe(false);
    expect(hasOlder(range(51, 100))).toBe(true);
  });

  it('an edit replaces the text; a late copy of the old state does not undo a delete', () => {
    const edited = message(2, { text: 'fixed', editedAt: '2026-11-28T10:05:00.000Z' });
    const deleted = message(3, { text: null, deletedAt: '2026-11-28T10:06:00.000Z' });
    let held = mergeBySeq(range(1, 3), [edited, deleted]);
    held = mergeBySeq(held, [message(3)]); // a stale page from before the delete
    expect(held[1]?.text).toBe('fixed');
    expect(held[2]?.deletedAt).not.toBeNull();
    expect(held[2]?.text).toBeNull();
  });

  it('a page read before an edit and arriving after the edit does not undo it', () => {
    const edited = message(3, { text: 'fixed', editedAt: '2026-11-29T10:00:00.000Z' });
    const held = mergeBySeq(range(1, 3), [edited]);
    expect(mergeBySeq(held, [message(3)])[2]).toMatchObject({ text: 'fixed', editedAt: edited.editedAt });
  });

  it('finds gaps (a guard for the invariant)', () => {
    expect(gapsIn([message(1), message(4)])).toEqual([2, 3]);
  });
});

describe('the catch-up cursor', () => {
  it('stops before a gap a live event left', async () => {
    const { contiguousSeq } = await import('./merge');
    expect(contiguousSeq([...range(1, 50), message(300)])).toBe(50);
    expect(contiguousSeq(range(7, 9))).toBe(9);
    expect(contiguousSeq([])).toBe(0);
  });
});
