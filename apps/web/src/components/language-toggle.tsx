import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { defaultLanguage, isLanguage, languages, setLanguage } from '@/lib/i18n';

/** Each language is named in its own script, so a reader of either can find theirs. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;

  return (
    <fieldset className="inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white">
      <legend className="sr-only">{t('common.language.label')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void setLanguage(language)}
          className={cn(
            'min-h-12 min-w-12 px-3 text-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
            current === language ? 'bg-primary-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {t(`common.language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
