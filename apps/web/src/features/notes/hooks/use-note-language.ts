import type { NoteLanguage } from '@abhyas/core';
import { useTranslation } from 'react-i18next';

/** Notes are read in the language the student chose for the app. */
export function useNoteLanguage(): NoteLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'hi';
}
