import type { TestLanguage } from '@abhyas/core';
import { Clock, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatOpeningTime, type SectionAccess } from '../lib/clock';

interface SectionTabsProps {
  sections: readonly {
    index: number;
    name: { hi: string; en: string };
    opensAt: string;
    access: SectionAccess;
  }[];
  current: number;
  language: TestLanguage;
  onPick(section: number): void;
}

/**
 * Section tabs as in the real CBT. With sectional timing a closed section is shown locked and one
 * that has not opened yet with a clock and its opening time (for screen readers in its name).
 */
export function SectionTabs({ sections, current, language, onPick }: SectionTabsProps) {
  const { t, i18n } = useTranslation();
  const ui = i18n.language === 'en' ? 'en' : 'hi';
  const labelOf = (s: SectionTabsProps['sections'][number]) => {
    const name = s.name[language];
    if (s.access === 'closed') return t('hall.sections.locked', { name });
    if (s.access === 'notYetOpen')
      return t('hall.sections.notYetOpen', { name, time: formatOpeningTime(s.opensAt, ui) });
    return undefined;
  };
  return (
    <nav aria-label={t('hall.sections.label')} className="overflow-x-auto">
      <ul className="flex gap-1.5">
        {sections.map((s) => (
          <li key={s.index} className="shrink-0">
            <button
              type="button"
              disabled={s.access !== 'open'}
              aria-current={s.index === current ? 'true' : undefined}
              aria-label={labelOf(s)}
              onClick={() => onPick(s.index)}
              className={cn(
                'inline-flex min-h-12 items-center gap-1 rounded-md border px-3 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                s.index === current
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                s.access !== 'open' && 'cursor-not-allowed opacity-60',
              )}
            >
              {s.access === 'closed' && <Lock aria-hidden="true" className="size-3.5" />}
              {s.access === 'notYetOpen' && <Clock aria-hidden="true" className="size-3.5" />}
              {s.name[language]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
