import { useEffect, useState } from 'react';
import { type Language, loadLanguage } from '@/lib/i18n';

/**
 * Whether `lang`'s strings (the shell and the areas opened so far) are loaded, loading them when not:
 * for a text written in a language other than the screen's (a parent's message in Hindi or English).
 */
export function useLanguageLoaded(lang: Language): boolean {
  const [ready, setReady] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void loadLanguage(lang).then(() => live && setReady(lang));
    return () => {
      live = false;
    };
  }, [lang]);
  return ready === lang;
}
