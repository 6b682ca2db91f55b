import { get, set } from 'idb-keyval';
import type { QueueStore } from './day-queue';

/**
 * The attendance screen's IndexedDB (idb-keyval's default database, keys `attendance:…`): the queue of
 * days waiting for the server and the last roster seen of each batch, so a classroom with no signal
 * can still mark. Async wrappers: where IndexedDB is missing idb-keyval throws at once.
 */
export const idbQueueStore: QueueStore = {
  get: async (key) => get(key),
  set: async (key, value) => set(key, value),
};
