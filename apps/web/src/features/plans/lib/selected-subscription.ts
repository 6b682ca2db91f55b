import type { Subscription } from '@abhyas/core';
import { readItem, writeItem } from '@/lib/storage';

/** What the session keeps of the student's chosen plan (spec §3 `selectedSubscription`). */
export interface SelectedSubscription {
  id: string;
  planKey: string;
  status: string;
  receiptNumber: string;
}

/** Stores the student's own active subscription, or clears it when they are on the default plan. */
export function rememberSubscription(subscription: Subscription | null): void {
  const value: SelectedSubscription | null = subscription
    ? {
        id: subscription.id,
        planKey: subscription.planKey,
        status: subscription.status,
        receiptNumber: subscription.receiptNumber,
      }
    : null;
  writeItem('selectedSubscription', value ? JSON.stringify(value) : null);
}

export function readSelectedSubscription(): SelectedSubscription | null {
  try {
    const parsed: unknown = JSON.parse(readItem('selectedSubscription') ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('planKey' in parsed)) return null;
    return parsed as SelectedSubscription;
  } catch {
    return null;
  }
}
