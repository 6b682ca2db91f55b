import { CircleAlert } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

export interface SelectProps extends ComponentProps<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first option with the empty value ("All exams", "Choose an exam"). */
  placeholder?: string;
  /** Already translated. Shown under the select and linked with aria-describedby. */
  error?: string | undefined;
}

/**
 * A labelled native select: on a phone it opens the system picker, scrolls long lists (24 exams) and
 * reads well to screen readers. `className` goes to the wrapper (its width in a row of fields).
 */
export function Select({ label, options, placeholder, className, error, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // 16 px text stops mobile browsers from zooming into the field.
        className={cn(
          'min-h-12 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 focus:outline-none focus:ring-3 disabled:bg-slate-100',
          error
            ? 'border-error-600 focus:ring-error-100'
            : 'border-slate-400 focus:border-primary-600 focus:ring-primary-100',
        )}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
