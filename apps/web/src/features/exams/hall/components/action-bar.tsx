import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ActionBarProps {
  disabled: boolean;
  canGoBack: boolean;
  onSaveNext(): void;
  onMarkNext(): void;
  onClear(): void;
  onPrevious(): void;
  onSubmit(): void;
}

type Action = 'markNext' | 'clear' | 'previous' | 'saveNext' | 'submit';

/**
 * The official buttons, in the official order; at the bottom, where a thumb reaches on a phone.
 *
 * On a phone each button shows only the official label ("Save & Next"), on one line, as the real CBT
 * prints it in either language: the bilingual label wrapped to three lines and, with the rest of the
 * controls, took 55% of a 360×800 screen. From `sm` up the Hindi gloss is shown beside it. The
 * accessible name is always the full bilingual label, which starts with the visible text (WCAG 2.5.3).
 * Two rows of 48 px buttons on a phone, one row from `sm` up.
 */
export function ActionBar({
  disabled,
  canGoBack,
  onSaveNext,
  onMarkNext,
  onClear,
  onPrevious,
  onSubmit,
}: ActionBarProps) {
  const { t } = useTranslation();
  const label = (action: Action) => (
    <>
      <span lang="en" className="whitespace-nowrap sm:hidden">
        {t(`hall.officialButtons.${action}`)}
      </span>
      <span className="hidden sm:inline">{t(`hall.buttons.${action}`)}</span>
    </>
  );
  // `!`: cn() does not merge classes, so these must beat the Button's own padding and size.
  const common = 'min-h-12 px-2.5! text-sm! sm:px-3!';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className={cn(common, 'flex-1 sm:flex-none')}
          aria-label={t('hall.buttons.markNext')}
          disabled={disabled}
          onClick={onMarkNext}
        >
          {label('markNext')}
        </Button>
        <Button
          variant="secondary"
          className={cn(common, 'flex-1 sm:flex-none')}
          aria-label={t('hall.buttons.clear')}
          disabled={disabled}
          onClick={onClear}
        >
          {label('clear')}
        </Button>
      </div>
      <div className="flex gap-2 sm:contents">
        <Button
          variant="secondary"
          className={common}
          aria-label={t('hall.buttons.previous')}
          disabled={disabled || !canGoBack}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden="true" className="size-4 sm:hidden" />
          {label('previous')}
        </Button>
        <Button
          className={cn(common, 'flex-1 bg-green-700! hover:bg-green-800! sm:flex-none')}
          aria-label={t('hall.buttons.saveNext')}
          disabled={disabled}
          onClick={onSaveNext}
        >
          {label('saveNext')}
        </Button>
        <Button
          variant="primary"
          className={cn(common, 'sm:ml-auto')}
          aria-label={t('hall.buttons.submit')}
          disabled={disabled}
          onClick={onSubmit}
        >
          {label('submit')}
        </Button>
      </div>
    </div>
  );
}
