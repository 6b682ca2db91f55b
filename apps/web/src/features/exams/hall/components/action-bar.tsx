import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ActionBarProps {
  disabled: boolean;
  canGoBack: boolean;
  onSaveNext(): void;
  onMarkNext(): void;
  onClear(): void;
  onPrevious(): void;
  onSubmit(): void;
}

/** The official buttons, in the official order; at the bottom, where a thumb reaches on a phone. */
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
  const small = 'min-h-11 px-3 text-sm';
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
      <Button variant="secondary" className={small} disabled={disabled} onClick={onMarkNext}>
        {t('hall.buttons.markNext')}
      </Button>
      <Button variant="secondary" className={small} disabled={disabled} onClick={onClear}>
        {t('hall.buttons.clear')}
      </Button>
      <Button variant="secondary" className={small} disabled={disabled || !canGoBack} onClick={onPrevious}>
        {t('hall.buttons.previous')}
      </Button>
      <Button
        className={`${small} bg-green-700! hover:bg-green-800!`}
        disabled={disabled}
        onClick={onSaveNext}
      >
        {t('hall.buttons.saveNext')}
      </Button>
      <Button
        variant="primary"
        className={`${small} col-span-2 sm:ml-auto`}
        disabled={disabled}
        onClick={onSubmit}
      >
        {t('hall.buttons.submit')}
      </Button>
    </div>
  );
}
