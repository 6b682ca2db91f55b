import type { AttemptState } from '@abhyas/core';
import type { ResponseMap } from './responses';
import { type KeyValueStore, pendingKey, seqKey } from './save-queue';

/**
 * What a reload needs while offline: which attempt is active for a set, its state (questions without
 * keys), the answers given on this device, and the clock offset last measured.
 */
const activeKey = (setSlug: string) => `hall:active:${setSlug}`;
const stateKey = (attemptId: string) => `hall:${attemptId}:state`;
const localKey = (attemptId: string) => `hall:${attemptId}:local`;
const offsetKey = (attemptId: string) => `hall:${attemptId}:offset`;

export interface CachedAttempt {
  state: AttemptState;
  local: ResponseMap;
  offsetMs: number;
}

export async function readActiveAttemptId(store: KeyValueStore, setSlug: string): Promise<string | null> {
  return (await store.get<string>(activeKey(setSlug))) ?? null;
}

export async function readCachedAttempt(
  store: KeyValueStore,
  attemptId: string,
): Promise<CachedAttempt | null> {
  const [state, local, offsetMs] = await Promise.all([
    store.get<AttemptState>(stateKey(attemptId)),
    store.get<ResponseMap>(localKey(attemptId)),
    store.get<number>(offsetKey(attemptId)),
  ]);
  return state ? { state, local: local ?? {}, offsetMs: offsetMs ?? 0 } : null;
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

export function saveLocalResponses(
  store: KeyValueStore,
  attemptId: string,
  local: ResponseMap,
): Promise<void> {
  return store.set(localKey(attemptId), local);
}

/** After submission nothing of the attempt is needed on the device any more. */
export async function forgetAttempt(store: KeyValueStore, setSlug: string, attemptId: string): Promise<void> {
  await Promise.all(
    [
      activeKey(setSlug),
      stateKey(attemptId),
      localKey(attemptId),
      offsetKey(attemptId),
      seqKey(attemptId),
      pendingKey(attemptId),
    ].map((key) => store.del(key)),
  );
}
