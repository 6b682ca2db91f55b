import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { defaultLanguage, isLanguage, type Language, languages, setLanguage } from '@/lib/i18n';
import { returnPathFrom } from '@/lib/navigation';
import { useStoredValue } from '@/lib/session';

/** Where to go after choosing: back where a link sent the user from, else home. */
function destination(state: unknown): string {
  const hasFrom = typeof state === 'object' && state !== null && 'from' in state;
  const path = hasFrom ? returnPathFrom(state) : '/';
  return path === '/language-selector' ? '/' : path;
}

/**
 * Spec §2 Language Settings, and the one-tap step a new student meets right after signing up or in
 * (docs/first-visit.md): until a language is stored, the one on screen (Hindi by default) is
 * preselected and one tap on "Continue" keeps it.
 */
export function LanguageSelectorPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const stored = useStoredValue('selectedLanguage');
  const shown = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const selected = isLanguage(stored) ? stored : shown;

  async function choose(language: Language) {
    await setLanguage(language);
    await navigate(destination(location.state));
  }

  return (
    <div className="mx-auto max-w-md">
      <PageMeta
        title={t('language.title')}
        description={t('language.metaDescription')}
        path="/language-selector"
      />
      <h1 className="text-2xl font-semibold text-slate-900">{t('language.title')}</h1>
      <p className="mt-1 text-slate-700">{t('language.subtitle')}</p>
      <ul className="mt-6 grid gap-4">
        {languages.map((language) => {
          const current = selected === language;
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={current ? 'true' : undefined}
                onClick={() => void choose(language)}
                className={cn(
                  'flex min-h-24 w-full items-center justify-between gap-4 rounded-lg border-2 bg-white px-6 py-4 text-left shadow-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  current ? 'border-primary-700 bg-primary-50' : 'border-slate-200 hover:border-primary-300',
                )}
              >
                <span>
                  <span className="block text-2xl font-semibold text-slate-900">
                    {t(`common.language.${language}`)}
                  </span>
                  <span className="block text-slate-700">
                    {/* In the language on screen: the other language's strings are not downloaded (lib/i18n.ts). */}
                    {t(`language.${language}Hint`)}
                  </span>
                </span>
                {current && (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800">
                    <Check aria-hidden="true" className="size-5" />
                    <span className="sr-only">{t('language.current')}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {stored === null && (
        <Button fullWidth className="mt-6" onClick={() => void choose(selected)}>
          {t('language.continue', { language: t(`common.language.${selected}`) })}
        </Button>
      )}
    </div>
  );
}
