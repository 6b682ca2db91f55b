import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
}

/** A labelled multi-line field; Devanagari gets its taller line height. */
export function TextArea({ label, id, className, ...rest }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        className={cn(
          'min-h-20 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base leading-relaxed',
          'text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100',
        )}
        {...rest}
      />
    </div>
  );
}
