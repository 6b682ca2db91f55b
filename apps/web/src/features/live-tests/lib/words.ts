import type { TFunction } from 'i18next';
import { countdownParts } from './lobby';

/**
 * A countdown in words the student reads at a glance: "2 दिन 3 घंटे" far off, "4 मिनट 12 सेकंड"
 * close by (a clock-like "04:12" reads as a time of day). Seconds only within the last hour.
 */
export function countdownWords(t: TFunction, ms: number): string {
  const { d, h, m, s } = countdownParts(ms);
  if (d > 0) return t('liveTests.time.dh', { d, h });
  if (h > 0) return t('liveTests.time.hm', { h, m });
  if (m > 0) return t('liveTests.time.ms', { m, s });
  return t('liveTests.time.s', { s });
}

/** The countdown as a clock for the lobby's big figure: "1:04:09" or "04:09". */
export function countdownClock(ms: number): string {
  const { d, h, m, s } = countdownParts(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d * 24 + h;
  return hours > 0 ? `${hours}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
