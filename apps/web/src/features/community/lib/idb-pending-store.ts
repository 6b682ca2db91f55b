import { get, set } from 'idb-keyval';
import type { PendingStore } from './pending-queue';

/** The outbox's IndexedDB (idb-keyval's default database, as the flash cards' outbox); tests use memory. */
export const idbPendingStore: PendingStore = {
  get: (key) => get(key),
  set: (key, value) => set(key, value),
};
