import { del, get, set } from 'idb-keyval';
import type { KeyValueStore } from './save-queue';

/** The hall's IndexedDB (idb-keyval's default database); kept thin so the logic is testable without it. */
export const idbStore: KeyValueStore = {
  get: <T>(key: string) => get<T>(key),
  set: (key, value) => set(key, value),
  del: (key) => del(key),
};
