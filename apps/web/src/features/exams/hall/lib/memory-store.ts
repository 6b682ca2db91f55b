import type { KeyValueStore } from './save-queue';

/**
 * A KeyValueStore in memory, for tests; values are cloned as IndexedDB would. `writes` counts every
 * `set`, and `failWrites(true)` makes them throw as a full disk does (QuotaExceededError).
 */
export function memoryStore(): KeyValueStore & {
  data: Map<string, unknown>;
  writes: string[];
  failWrites(fail: boolean): void;
} {
  const data = new Map<string, unknown>();
  const writes: string[] = [];
  let failing = false;
  return {
    data,
    writes,
    failWrites: (fail) => {
      failing = fail;
    },
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => {
      writes.push(key);
      if (failing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, structuredClone(value));
    },
    del: async (key) => {
      data.delete(key);
    },
  };
}
