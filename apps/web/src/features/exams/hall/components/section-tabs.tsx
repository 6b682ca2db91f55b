import type { TestLanguage } from '@abhyas/core';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface SectionTabsProps {
  sections: readonly { index: number; name: { hi: string; en: string }; locked: boolean }[];
  current: number;
  language: TestLanguage;
  onPick(section: number): void;
}

/** Section tabs as in the real CBT; a closed section (sectional timing) is shown locked. */
export function SectionTabs({ sections, current, language, onPick }: SectionTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('hall.sections.label')} className="overflow-x-auto">
      <ul className="flex gap-1.5">
        {sections.map((s) => (
          <li key={s.index} className="shrink-0">
            <button
              type="button"
              disabled={s.locked}
              aria-current={s.index === current ? 'true' : undefined}
              aria-label={s.locked ? t('hall.sections.locked', { name: s.name[language] }) : undefined}
              onClick={() => onPick(s.index)}
              className={cn(
                'inline-flex min-h-12 items-center gap-1 rounded-md border px-3 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                s.index === current
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                s.locked && 'cursor-not-allowed opacity-60',
              )}
            >
              {s.locked && <Lock aria-hidden="true" className="size-3.5" />}
              {s.name[language]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
