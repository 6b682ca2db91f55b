import { createStore, del, set, values } from 'idb-keyval';
import { memorySessionStore, type QueuedSession, type SessionStore } from './session-queue';

/**
 * The queue's IndexedDB: a database of its own, so listing it lists only study sessions. Where
 * IndexedDB is missing (a very old browser, some private modes) the queue lives in memory: a
 * session finished online is still saved at once; only an offline one could be lost on a reload.
 */
export function idbSessionStore(): SessionStore {
  if (typeof indexedDB === 'undefined') return memorySessionStore();
  const store = createStore('abhyas-study-timer', 'sessions');
  return {
    put: (id, value) => set(id, value, store),
    remove: (id) => del(id, store),
    all: () => values<QueuedSession>(store),
  };
}
