import { useTranslation } from 'react-i18next';

/** Picks the interface language's side of a bilingual value (a title, a question text). */
export function useLocalized() {
  const { i18n: i } = useTranslation();
  return <T extends { hi: string; en: string }>(v: T) => (i.language === 'en' ? v.en : v.hi);
}
