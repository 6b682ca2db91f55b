import type { TestLanguage } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const languages: readonly TestLanguage[] = ['hi', 'en'];
const itemClass = (active: boolean) =>
  cn(
    'inline-flex min-h-12 min-w-12 items-center justify-center px-4 text-sm font-semibold',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
    active ? 'bg-primary-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-100',
  );

/**
 * The language of the questions (not of the interface): links when it is part of the address
 * (set list), buttons when it is only a view setting (analysis). Each language is named in its own script.
 */
export function TestLanguageSwitch({
  label,
  value,
  available = languages,
  hrefFor,
  onChange,
}: {
  label: string;
  value: TestLanguage;
  available?: readonly TestLanguage[];
  hrefFor?: (language: TestLanguage) => string;
  onChange?: (language: TestLanguage) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={label}
      className="inline-flex self-start overflow-hidden rounded-lg border border-slate-300 sm:self-auto"
    >
      {languages
        .filter((l) => available.includes(l))
        .map((language) =>
          hrefFor ? (
            <Link
              key={language}
              to={hrefFor(language)}
              lang={language}
              aria-current={value === language ? 'page' : undefined}
              className={itemClass(value === language)}
            >
              {t(`common.language.${language}`)}
            </Link>
          ) : (
            <button
              key={language}
              type="button"
              lang={language}
              aria-pressed={value === language}
              onClick={() => onChange?.(language)}
              className={itemClass(value === language)}
            >
              {t(`common.language.${language}`)}
            </button>
          ),
        )}
    </nav>
  );
}
