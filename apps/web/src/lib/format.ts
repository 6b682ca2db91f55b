import type { TestLanguage } from '@abhyas/core';
import type { TFunction } from 'i18next';

/** Intl's locale for an interface language: Indian digit grouping (1,00,000) in both. */
export const intlLocale = (lang: TestLanguage) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * The clock part of a moment. Hindi says the part of the day in words, "शाम 6:33" (CLDR's hi-IN
 * gives the English "6:33 pm", which a Hindi screen must not show: docs/UI.md); English keeps "6:33 pm".
 */
const clockParts = (lang: TestLanguage): Intl.DateTimeFormatOptions =>
  lang === 'hi'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit', hour12: true };

/** A moment as students in India read it: date and time in IST, wherever the device's clock is set. */
export function formatDateTime(iso: string, lang: TestLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...clockParts(lang),
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** The time of day alone, in IST: "शाम 6:33" / "6:33 pm". */
export function formatTime(iso: string | number | Date, lang: TestLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { ...clockParts(lang), timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
}

/**
 * "1 घंटा 5 मिनट" / "42 min 10 s": words, because "42:10" reads as a clock time (and "0:02" as
 * nothing at all). The words are the `exams.time` strings, where the exam screens first needed them.
 */
export function formatDuration(t: TFunction, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return t('exams.time.hm', { h, m });
  if (m > 0) return t('exams.time.ms', { m, s });
  return t('exams.time.s', { s });
}

/** Marks can be fractional (−0.25 per wrong answer); two decimals at most, and no "-0". */
export function formatMarks(value: number, lang: TestLanguage): string {
  const rounded = Math.round(value * 100) / 100;
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(
    rounded === 0 ? 0 : rounded,
  );
}

export function formatPercent(value: number, lang: TestLanguage): string {
  return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(value);
}

/** A calendar date alone, in IST: "9 मार्च 2026" / "9 March 2026". */
export function formatDate(isoDate: string, lang: TestLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00+05:30`));
}
