import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
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
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex gap-2">
        <OfficialButton action="markNext" variant="secondary" grow disabled={disabled} onClick={onMarkNext} />
        <OfficialButton action="clear" variant="secondary" grow disabled={disabled} onClick={onClear} />
      </div>
      <div className="flex gap-2 sm:contents">
        <OfficialButton
          action="previous"
          variant="secondary"
          disabled={disabled || !canGoBack}
          onClick={onPrevious}
          icon={<ChevronLeft aria-hidden="true" className="size-4 sm:hidden" />}
        />
        <OfficialButton
          action="saveNext"
          grow
          className="bg-green-700! hover:bg-green-800!"
          disabled={disabled}
          onClick={onSaveNext}
        />
        <OfficialButton action="submit" className="sm:ml-auto" disabled={disabled} onClick={onSubmit} />
      </div>
    </div>
  );
}

interface OfficialButtonProps {
  action: Action;
  variant?: 'primary' | 'secondary';
  /** Shares a phone row with its neighbours; its own width from `sm` up. */
  grow?: boolean;
  className?: string;
  icon?: ReactNode;
  disabled: boolean;
  onClick(): void;
}

/** One official button: the one-line official label on a phone, the bilingual one as its name. */
function OfficialButton({
  action,
  variant = 'primary',
  grow,
  className,
  icon,
  disabled,
  onClick,
}: OfficialButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={variant}
      // `!`: cn() does not merge classes, so these must beat the Button's own padding and size.
      className={cn('min-h-12 px-2.5! text-sm! sm:px-3!', grow && 'flex-1 sm:flex-none', className)}
      aria-label={t(`hall.buttons.${action}`)}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
      <span lang="en" className="whitespace-nowrap sm:hidden">
        {t(`hall.officialButtons.${action}`)}
      </span>
      <span className="hidden sm:inline">{t(`hall.buttons.${action}`)}</span>
    </Button>
  );
}
