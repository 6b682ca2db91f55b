import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import { readItem } from '@/lib/storage';
import { deviceOf } from './device';
import { readRecord, recordDecision, writeRecord } from './push-record';

export type PushOutcome = 'unsupported' | 'denied' | 'no-user' | 'registered' | 'reused' | 'failed';

/** Spec §8: push problems are only logged, and the app goes on. */
const log = (message: string, err?: unknown) =>
  err === undefined ? console.log(message) : console.error(message, err);

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

const b64url = (buf: ArrayBuffer | null) =>
  buf
    ? btoa(String.fromCharCode(...new Uint8Array(buf)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    : '';

/**
 * Registers this browser for pushes (docs/notifications.md). `ask` requests permission when it is
 * still "default" (only from a tap: browsers quiet or block prompts nobody asked for); without it,
 * a browser that has not granted permission fetches and registers nothing. The stored record is
 * reused while unchanged, refreshed after 7 days, and replaced (the old one deleted on the server)
 * when the subscription or the server's key changes.
 */
export async function registerPush(opts: { ask: boolean }): Promise<PushOutcome> {
  if (!pushSupported()) {
    log('This browser does not support notifications');
    return 'unsupported';
  }
  let permission = Notification.permission;
  if (permission === 'default' && opts.ask) permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    log('Notification permission denied');
    return 'denied';
  }
  const userId = readItem('userId');
  if (!userId) {
    log('No user data available for token registration');
    return 'no-user';
  }
  try {
    const registration = await navigator.serviceWorker.ready;
    const { publicKey } = await apiGet<{ publicKey: string }>('/notification/vapid-key');
    let subscription = await registration.pushManager.getSubscription();
    const stored = readRecord();
    const now = Date.now();
    const current = (s: PushSubscription) => ({
      endpoint: s.endpoint,
      auth: b64url(s.getKey('auth')),
      p256dh: b64url(s.getKey('p256dh')),
      publicKey,
    });
    let decision = subscription ? recordDecision(stored, current(subscription), now) : 'register';
    if (decision === 'reuse') return 'reused';
    if (
      subscription &&
      decision === 'replace' &&
      (stored as { publicKey?: string } | null)?.publicKey !== publicKey
    ) {
      // The server's key changed: a subscription made for the old key is useless.
      await subscription.unsubscribe().catch(() => undefined);
      subscription = null;
    }
    if (!subscription) {
      try {
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        });
      } catch (err) {
        log('Failed to obtain FCM token', err);
        return 'failed';
      }
      decision = stored ? 'replace' : 'register';
    }
    const token = JSON.stringify(subscription.toJSON());
    const old = (stored as { endpoint?: string } | null)?.endpoint;
    if (decision === 'replace' && old && old !== subscription.endpoint)
      await apiDelete('/notification/token', { body: { endpoint: old } }).catch((err: unknown) =>
        log('Error registering FCM token', err),
      );
    const answer = await apiPost<{ success?: boolean }>('/notification/token', {
      token,
      device: deviceOf(navigator.userAgent, navigator.platform, navigator.vendor),
      userId,
      timestamp: new Date(now).toISOString(),
    });
    if (!answer?.success) {
      log('Token registration failed');
      return 'failed';
    }
    writeRecord({ token, createdAt: now, ...current(subscription), scope: registration.scope });
    return 'registered';
  } catch (err) {
    log('Error registering FCM token', err);
    return 'failed';
  }
}
