import { afterEach, beforeEach, vi } from 'vitest';
import { seedSession } from '@/test/render-app';
import { memoryStore } from '../lib/memory-store';
import type { KeyValueStore } from '../lib/save-queue';

/**
 * The hall tests' device: jsdom has no IndexedDB, so a hall test file swaps lib/idb-store for this
 * module, which has the same `idbStore` export backed by memory:
 *
 *   vi.mock('./lib/idb-store', () => import('./test/device'));
 *   beforeEach(freshDevice);
 *
 * Why this and not a seam in idb-store or a setup file: the production module stays three lines with
 * nothing only tests call, and a setup file would apply to every web test (Vitest cannot scope one to
 * a folder within a project), hiding the swap from the hall files that rely on it. `vi.mock` must stand
 * in the test file itself (Vitest hoists it there); what it loads is shared.
 */
let current = memoryStore();

export const idbStore: KeyValueStore = {
  get: <T>(key: string) => current.get<T>(key),
  set: (key, value) => current.set(key, value),
  del: (key) => current.del(key),
};

/** This test's device storage: what it holds, every write, and `failWrites` for a full disk. */
export const device = () => current;

/** The hall's storage emptied, the session left as it is: the same student opening another device. */
export function anotherDevice() {
  current = memoryStore();
}

/** A signed-in student on a device with empty storage; a second render in a test is a reload on it. */
export function freshDevice() {
  anotherDevice();
  seedSession();
}

/** 10:00 in India on a Monday: where the date-frozen hall tests start. */
export const T0 = Date.parse('2026-03-02T04:30:00.000Z');

/**
 * For each test of the calling file, Date alone is faked and frozen at T0: the hall's one-second tick
 * and the submit's back-off stay on real timers, and pick up each `vi.setSystemTime` the test makes
 * (the fake server's clock is Date.now() too, so both move together).
 */
export function freezeDate() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
