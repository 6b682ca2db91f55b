import { useTranslation } from 'react-i18next';

/**
 * The interface language as a content language ('hi' unless English is chosen): the language question
 * text, names and server-written problems are shown in.
 */
export function useUiLanguage(): 'hi' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'hi';
}
