import { get, set } from 'idb-keyval';
import type { OutboxStore } from './review-outbox';

/** The outbox's IndexedDB (idb-keyval's default database); tests swap this module for memory. */
export const idbOutboxStore: OutboxStore = {
  get: (key) => get(key),
  set: (key, value) => set(key, value),
};
