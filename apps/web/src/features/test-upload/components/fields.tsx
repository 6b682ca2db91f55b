import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const control =
  'min-h-12 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100';

interface SelectProps extends ComponentProps<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

/** A native select: on a phone it opens the system picker. */
export function Select({ label, options, placeholder, className, ...rest }: SelectProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} className={control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
}

export function TextArea({ label, className, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <textarea id={id} rows={2} className={cn(control, 'py-2 leading-relaxed')} {...rest} />
    </div>
  );
}

/** Both languages side by side on wide screens, stacked on a phone. */
export function Pair({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

export function useLocalized() {
  const { i18n: i } = useTranslation();
  return <T extends { hi: string; en: string }>(v: T) => (i.language === 'en' ? v.en : v.hi);
}
