import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Already translated. Shown under the field and linked with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  /** A control inside the right edge of the input (the password show/hide button). */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, trailing, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          // 16 px text stops mobile browsers from zooming into the field.
          className={cn(
            'min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-slate-900',
            'placeholder:text-slate-500 focus:outline-none focus:ring-3',
            error
              ? 'border-error-600 focus:ring-error-100'
              : 'border-slate-400 focus:border-primary-600 focus:ring-primary-100',
            trailing ? 'pr-28' : undefined,
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
