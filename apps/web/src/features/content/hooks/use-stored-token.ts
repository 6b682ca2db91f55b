import { useSyncExternalStore } from 'react';
import { onStorageChange, readItem } from '@/lib/storage';

/** Whether a session token is stored; follows sign-in and sign-out in this tab and in others. */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    onStorageChange,
    () => readItem('token') !== null,
    () => false,
  );
}
