import type { AttemptState } from '@abhyas/core';
import { type DeviceRecord, legacyKeys, readRecord, recordKey } from './device-record';
import type { KeyValueStore } from './save-queue';

/**
 * What a reload needs while offline: which attempt is active for a set, its state (questions without
 * keys), the clock offset last measured, and the device record (answers, queue, position).
 */
const activeKey = (setSlug: string) => `hall:active:${setSlug}`;
const stateKey = (attemptId: string) => `hall:${attemptId}:state`;
const offsetKey = (attemptId: string) => `hall:${attemptId}:offset`;

export interface CachedAttempt {
  state: AttemptState;
  record: DeviceRecord | null;
  offsetMs: number;
}

export async function readActiveAttemptId(store: KeyValueStore, setSlug: string): Promise<string | null> {
  return (await store.get<string>(activeKey(setSlug))) ?? null;
}

export async function readCachedAttempt(
  store: KeyValueStore,
  attemptId: string,
): Promise<CachedAttempt | null> {
  const [state, record, offsetMs] = await Promise.all([
    store.get<AttemptState>(stateKey(attemptId)),
    readRecord(store, attemptId),
    store.get<number>(offsetKey(attemptId)),
  ]);
  return state ? { state, record, offsetMs: offsetMs ?? 0 } : null;
}

export async function cacheAttempt(
  store: KeyValueStore,
  setSlug: string,
  state: AttemptState,
  offsetMs: number,
): Promise<void> {
  await store.set(stateKey(state.id), state);
  await store.set(offsetKey(state.id), offsetMs);
  await store.set(activeKey(setSlug), state.id);
}

/** After submission nothing of the attempt is needed on the device any more. */
export async function forgetAttempt(store: KeyValueStore, setSlug: string, attemptId: string): Promise<void> {
  await Promise.all(
    [
      activeKey(setSlug),
      stateKey(attemptId),
      offsetKey(attemptId),
      recordKey(attemptId),
      ...Object.values(legacyKeys(attemptId)),
    ].map((key) => store.del(key)),
  );
}

/** A moved deadline (compensatory time granted mid-test) replaces the stored one: a reload offline keeps it. */
export async function cacheTiming(
  store: KeyValueStore,
  attemptId: string,
  timing: Pick<AttemptState, 'deadline' | 'sections'>,
): Promise<void> {
  const state = await store.get<AttemptState>(stateKey(attemptId));
  if (!state || Date.parse(state.deadline) >= Date.parse(timing.deadline)) return;
  await store.set(stateKey(attemptId), { ...state, deadline: timing.deadline, sections: timing.sections });
}
