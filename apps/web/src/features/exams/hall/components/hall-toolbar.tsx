import type { TestLanguage } from '@abhyas/core';
import { AArrowDown, AArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { textSizes } from './question-panel';

interface HallToolbarProps {
  language: TestLanguage;
  onLanguage(language: TestLanguage): void;
  textSize: number;
  onTextSize(size: number): void;
}

const languages: TestLanguage[] = ['hi', 'en'];

/**
 * "View in" language switch and A−/A+, on the question-number row as in the real CBT. Compact (48 px
 * targets, no wrapping) so that row, not an extra one, carries them on a 360 px phone.
 */
export function HallToolbar({ language, onLanguage, textSize, onTextSize }: HallToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1.5">
      <fieldset className="inline-flex rounded-md border border-slate-300">
        <legend className="sr-only">{t('hall.question.viewIn')}</legend>
        {languages.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            aria-pressed={language === l}
            onClick={() => onLanguage(l)}
            className={cn(
              'min-h-12 min-w-12 px-2.5 text-sm font-medium first:rounded-l-md last:rounded-r-md',
              'focus-visible:outline-2 focus-visible:outline-primary-600',
              language === l ? 'bg-primary-700 text-white' : 'bg-white text-slate-800',
            )}
          >
            {t(`hall.instructions.languageName.${l}`)}
          </button>
        ))}
      </fieldset>
      <Button
        variant="secondary"
        className="min-h-12 min-w-12 px-0!"
        aria-label={t('hall.textSize.smaller')}
        disabled={textSize === 0}
        onClick={() => onTextSize(textSize - 1)}
      >
        <AArrowDown aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="secondary"
        className="min-h-12 min-w-12 px-0!"
        aria-label={t('hall.textSize.larger')}
        disabled={textSize === textSizes.length - 1}
        onClick={() => onTextSize(textSize + 1)}
      >
        <AArrowUp aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
