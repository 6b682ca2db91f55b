import { get, set } from 'idb-keyval';
import { isApiError } from '@/lib/api-client';

/**
 * Notes are read on trains: every list and note the student opened is kept on the device (IndexedDB,
 * idb-keyval's default store, keys `notes:…`) and shown from there when the network is gone. The
 * service worker keeps the screens' code but never API answers (apps/web/scripts/sw.template.js), so
 * the content is kept here, where the app decides what a stale copy means.
 */
export interface DeviceCopyStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

/** Async wrappers: where IndexedDB is missing, idb-keyval throws at once, and that must become a rejection. */
export const idbDeviceCopies: DeviceCopyStore = {
  get: async (key) => get(key),
  set: async (key, value) => set(key, value),
};

/**
 * The server's answer, kept on the device; without a network, the kept copy (or the network error when
 * there is none). Any other failure (a 404, a 400) is the server's word and is not papered over.
 */
export async function withDeviceCopy<T>(
  key: string,
  fetchFresh: () => Promise<T>,
  store: DeviceCopyStore = idbDeviceCopies,
): Promise<T> {
  try {
    const fresh = await fetchFresh();
    // Storage may be full or blocked (private mode): the note still shows, it is just not kept.
    await store.set(`notes:${key}`, fresh).catch(() => undefined);
    return fresh;
  } catch (error) {
    if (!isApiError(error) || error.code !== 'NETWORK_ERROR') throw error;
    const kept = await store.get<T>(`notes:${key}`).catch(() => undefined);
    if (kept === undefined) throw error;
    return kept;
  }
}
