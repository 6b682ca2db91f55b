import type { AttemptState } from '@abhyas/core';
import { ApiError } from '@/lib/api-client';
import { takeHandedAttempt } from '@/lib/attempt-handoff';
import { findActiveAttemptId } from '../../api/list-my-attempts';
import { getAttempt } from '../api/get-attempt';
import { type ClockSample, clockSample } from './clock';
import { readRecord } from './device-record';
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

/**
 * A device that cannot store (full disk, storage blocked) must still be able to take the test online:
 * a failed read is "nothing stored", a failed write is left out. The save queue tells the student.
 */
const orNothing = <T>(read: Promise<T>, nothing: T): Promise<T> => read.catch(() => nothing);

/** Stores a fresh state from the server beside what this device already had, and opens it. */
export async function openFromServer(
  store: KeyValueStore,
  setSlug: string,
  state: AttemptState,
  clock: ClockSample,
): Promise<Boot> {
  if (state.status === 'submitted') {
    await orNothing(forgetAttempt(store, setSlug, state.id), undefined);
    return { kind: 'submitted', attemptId: state.id };
  }
  await orNothing(cacheAttempt(store, setSlug, state, clock.offsetMs), undefined);
  const record = await orNothing(readRecord(store, state.id), null);
  return { kind: 'ready', attempt: { state, record, offsetMs: clock.offsetMs }, online: true };
}

/**
 * Which screen the hall opens with. An attempt named by the caller comes first (a live test's lobby
 * opens the hall on the attempt its join made: the live paper is an unpublished set, so no list finds
 * it), from the state the join handed over when there is one (lib/attempt-handoff.ts); then the attempt this device last had for the set (from the server when it answers, from
 * IndexedDB when offline); then an active attempt started on another device; otherwise the instructions.
 */
export async function bootHall(
  store: KeyValueStore,
  setSlug: string,
  namedId: string | null = null,
): Promise<Boot> {
  const handed = namedId ? takeHandedAttempt(namedId) : null;
  if (handed) {
    const clock = clockSample(handed.sentAtMs, handed.receivedAtMs, handed.state.serverNow);
    return openFromServer(store, setSlug, handed.state, clock);
  }
  const localId = namedId ?? (await orNothing(readActiveAttemptId(store, setSlug), null));
  if (localId) {
    try {
      const { value, clock } = await getAttempt(localId);
      return await openFromServer(store, setSlug, value, clock);
    } catch (error) {
      if (isNetwork(error)) {
        const cached = await orNothing(readCachedAttempt(store, localId), null);
        if (cached) return { kind: 'ready', attempt: cached, online: false };
        return { kind: 'offline' };
      }
      // Gone or not ours any more (another account on this phone): forget it and look again.
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        await orNothing(forgetAttempt(store, setSlug, localId), undefined);
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
