import type { TestLanguage } from '@abhyas/core';
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

// The app's one duration format lives in lib (the admin tool writes times the same way).
export { formatDuration } from '@/lib/format';
