import type { ContentLanguage } from '@abhyas/core';
import { useTranslation } from 'react-i18next';

/** The interface language, which is also the language the server writes the problem in. */
export function useUiLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'hi';
}
