/**
 * Quiet hours: 22:00 to 07:00 India time. Nothing is pushed to a phone then (a chat mention, a reply,
 * a reminder); the notification is still written and waits in the bell's list. IST is UTC+05:30 all
 * year, so plain arithmetic is exact.
 */
export const quietHours = { fromHour: 22, toHour: 7 } as const;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Whether `at` falls in India's quiet hours (22:00 inclusive to 07:00 exclusive, IST). */
export function isQuietHourInIndia(at: Date | number): boolean {
  const ms = typeof at === 'number' ? at : at.getTime();
  const hour = new Date(ms + IST_OFFSET_MS).getUTCHours();
  return hour >= quietHours.fromHour || hour < quietHours.toHour;
}
