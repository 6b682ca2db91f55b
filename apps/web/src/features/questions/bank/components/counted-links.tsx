import type { BankCountedName } from '@abhyas/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '@/lib/use-ui-language';

/** Subject cards (/questions) or topic rows (/questions/{subject}): a name and how many questions. */
export function CountedLinks({
  items,
  hrefOf,
  variant,
}: {
  items: BankCountedName[];
  hrefOf: (key: string) => string;
  variant: 'cards' | 'rows';
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  return (
    <ul
      className={
        variant === 'cards' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4' : 'flex flex-col gap-2'
      }
    >
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={hrefOf(item.key)}
            className={
              variant === 'cards'
                ? 'flex h-full min-h-24 flex-col justify-between rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600'
                : 'flex min-h-14 items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600'
            }
          >
            <span className="flex-1 text-lg font-semibold leading-snug text-slate-900">
              {item.name[lang]}
            </span>
            <span className="text-sm text-slate-600">{t('questions.count', { count: item.count })}</span>
            {variant === 'rows' && <ChevronRight aria-hidden="true" className="size-5 text-slate-500" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
