import type { Notification } from '@abhyas/core';
import { clear, createStore, delMany, setMany, values } from 'idb-keyval';

/**
 * The device's copy of the list (spec §3: a browser database with one store keyed by id), shown when
 * the server cannot be reached. Where IndexedDB is missing the copy lives in memory for the visit.
 */
export interface NotificationCache {
  replace(items: Notification[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  all(): Promise<Notification[]>;
}

const newestFirst = (items: Notification[]) => [...items].sort((a, b) => b.timestamp - a.timestamp);

function memoryCache(): NotificationCache {
  let held = new Map<string, Notification>();
  return {
    replace: async (items) => {
      held = new Map(items.map((i) => [i.id, i]));
    },
    remove: async (ids) => {
      for (const id of ids) held.delete(id);
    },
    all: async () => newestFirst([...held.values()]),
  };
}

function idbCache(): NotificationCache {
  const store = createStore('abhyas-notifications', 'notifications');
  return {
    replace: async (items) => {
      await clear(store);
      await setMany(
        items.map((i) => [i.id, i]),
        store,
      );
    },
    remove: (ids) => delMany(ids, store),
    all: async () => newestFirst(await values<Notification>(store)),
  };
}

let cache: NotificationCache | null = null;
export function notificationCache(): NotificationCache {
  cache ??= typeof indexedDB === 'undefined' ? memoryCache() : idbCache();
  return cache;
}
