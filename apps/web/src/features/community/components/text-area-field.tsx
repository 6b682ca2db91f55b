import { CircleAlert } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  /** Already translated; shown under the field as the text fields show theirs. */
  error?: string | undefined;
}

/** A labelled multi-line field with its error under it (TextField's look, for longer text). */
export function TextAreaField({ label, error, id, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={
          error
            ? 'min-h-20 w-full rounded-lg border border-error-600 bg-white px-3.5 py-2.5 text-base leading-relaxed text-slate-900 focus:outline-none focus:ring-3 focus:ring-error-100'
            : 'min-h-20 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base leading-relaxed text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100'
        }
        {...rest}
      />
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
