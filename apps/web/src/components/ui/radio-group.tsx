import * as RadixRadio from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export type RadioTone = 'default' | 'correct';

export interface RadioOption {
  value: string;
  /** What the option reads; the whole row is its label, so the touch target is the row. */
  label: ReactNode;
  /** `correct` paints the row green (a solved question's key). */
  tone?: RadioTone;
  /** Shown at the row's end, e.g. "Correct answer" beside the key. */
  aside?: ReactNode;
}

interface RadioGroupProps {
  /** Already translated: the group's accessible name. */
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A single choice on Radix: arrow keys move between options, the group is one tab stop, and
 * each option is a full-width row of at least 48 px, so a thumb on a small phone cannot miss.
 */
export function RadioGroup({ label, options, value, onValueChange, disabled, className }: RadioGroupProps) {
  const idPrefix = useId();
  return (
    <RadixRadio.Root
      aria-label={label}
      value={value ?? ''}
      onValueChange={onValueChange}
      {...(disabled ? { disabled } : {})}
      className={cn('flex flex-col gap-2', className)}
    >
      {options.map((option, index) => {
        const correct = option.tone === 'correct';
        const id = `${idPrefix}-${index}`;
        return (
          <label
            key={option.value}
            htmlFor={id}
            data-tone={option.tone ?? 'default'}
            className={cn(
              'flex min-h-12 items-start gap-3 rounded-lg border px-3 py-2.5 leading-relaxed',
              correct
                ? 'border-success-600 bg-success-50 text-success-800'
                : 'border-slate-300 bg-white text-slate-800',
              disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:border-primary-500',
              !correct && value === option.value && 'border-primary-600 bg-primary-50',
            )}
          >
            <RadixRadio.Item
              id={id}
              value={option.value}
              className={cn(
                'mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-white',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                correct ? 'border-success-700' : 'border-slate-500 data-[state=checked]:border-primary-700',
              )}
            >
              <RadixRadio.Indicator
                className={cn('block size-2.5 rounded-full', correct ? 'bg-success-700' : 'bg-primary-700')}
              />
            </RadixRadio.Item>
            <span className="min-w-0 flex-1">{option.label}</span>
            {option.aside}
          </label>
        );
      })}
    </RadixRadio.Root>
  );
}
