import type { AttemptState } from '@abhyas/core';
import { ApiError } from '@/lib/api-client';
import { getAttempt } from '../api/get-attempt';
import { findActiveAttemptId } from '../api/list-my-attempts';
import type { ClockSample } from './clock';
import {
  type CachedAttempt,
  cacheAttempt,
  forgetAttempt,
  readActiveAttemptId,
  readCachedAttempt,
} from './hall-cache';
import type { KeyValueStore } from './save-queue';

export type Boot =
  | { kind: 'instructions' }
  | { kind: 'ready'; attempt: CachedAttempt; online: boolean }
  | { kind: 'submitted'; attemptId: string }
  | { kind: 'offline' };

const isNetwork = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK_ERROR';

/** Stores a fresh state from the server beside what this device already had, and opens it. */
export async function openFromServer(
  store: KeyValueStore,
  setSlug: string,
  state: AttemptState,
  clock: ClockSample,
): Promise<Boot> {
  if (state.status === 'submitted') {
    await forgetAttempt(store, setSlug, state.id);
    return { kind: 'submitted', attemptId: state.id };
  }
  await cacheAttempt(store, setSlug, state, clock.offsetMs);
  const local = (await readCachedAttempt(store, state.id))?.local ?? {};
  return { kind: 'ready', attempt: { state, local, offsetMs: clock.offsetMs }, online: true };
}

/**
 * Which screen the hall opens with. The attempt this device last had for the set comes first (from
 * the server when it answers, from IndexedDB when offline); then an active attempt started on another
 * device; otherwise the instructions.
 */
export async function bootHall(store: KeyValueStore, setSlug: string): Promise<Boot> {
  const localId = await readActiveAttemptId(store, setSlug);
  if (localId) {
    try {
      const { value, clock } = await getAttempt(localId);
      return await openFromServer(store, setSlug, value, clock);
    } catch (error) {
      if (isNetwork(error)) {
        const cached = await readCachedAttempt(store, localId);
        if (cached) return { kind: 'ready', attempt: cached, online: false };
        return { kind: 'offline' };
      }
      // Gone or not ours any more (another account on this phone): forget it and look again.
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        await forgetAttempt(store, setSlug, localId);
      else throw error;
    }
  }
  try {
    const activeId = await findActiveAttemptId(setSlug);
    if (!activeId) return { kind: 'instructions' };
    const { value, clock } = await getAttempt(activeId);
    return await openFromServer(store, setSlug, value, clock);
  } catch (error) {
    if (isNetwork(error)) return { kind: 'offline' };
    throw error;
  }
}
