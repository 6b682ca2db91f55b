/**
 * The end-of-phase notification. Never required: the browser's permission is asked only when the
 * student turns notifications on, and a refusal just leaves the sound and the screen.
 */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function notificationsGranted(): boolean {
  return notificationsSupported() && Notification.permission === 'granted';
}

/** Asks the browser (only from a tap on the toggle); true when notifications may be shown. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission !== 'default') return Notification.permission === 'granted';
  try {
    return (await Notification.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

export async function showEndNotice(title: string, body: string): Promise<void> {
  if (!notificationsGranted()) return;
  const options = { body, tag: 'abhyas-study-timer', icon: '/icons/icon-192.png' };
  try {
    // Android Chrome allows notifications only through a service worker registration.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(title, options);
      return;
    }
    new Notification(title, options);
  } catch {
    // A browser that refuses after all: the sound and the screen still say it.
  }
}
