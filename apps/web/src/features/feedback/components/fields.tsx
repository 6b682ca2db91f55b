import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** Label, hint and error around one control, wired with aria-describedby like TextField. */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
      <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

const controlClasses = (error: string | undefined) =>
  cn(
    'w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 focus:outline-none focus:ring-3',
    error
      ? 'border-error-600 focus:ring-error-100'
      : 'border-slate-400 focus:border-primary-600 focus:ring-primary-100',
  );

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export function TextAreaField({ label, hint, error, className, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses(error), 'min-h-32 py-3 leading-relaxed', className)}
          {...rest}
        />
      )}
    </Field>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** A native select: on a phone it opens the system picker, which is the easiest to use with a thumb. */
export function SelectField({ label, placeholder, options, error, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses(error), 'min-h-12', className)}
          {...rest}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
