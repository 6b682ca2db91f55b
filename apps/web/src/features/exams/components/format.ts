import type { TestLanguage } from '@abhyas/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { intlLocale as locale } from '@/lib/format';

/** The interface language, which is also the default language of question text. */
export function useUiLanguage(): TestLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'hi';
}

/** Marks can be fractional (−0.25 per wrong answer); two decimals at most, and no "-0". */
export function formatMarks(value: number, lang: TestLanguage): string {
  const rounded = Math.round(value * 100) / 100;
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 2 }).format(
    rounded === 0 ? 0 : rounded,
  );
}

export function formatPercent(value: number, lang: TestLanguage): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(value);
}

/** "1 घंटा 5 मिनट" / "42 min 10 s": words, because "42:10" reads as a clock time. */
export function formatDuration(t: TFunction, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return t('exams.time.hm', { h, m });
  if (m > 0) return t('exams.time.ms', { m, s });
  return t('exams.time.s', { s });
}
