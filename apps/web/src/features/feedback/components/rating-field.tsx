import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { FieldError } from './fields';

interface RatingFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** Five radio buttons drawn as stars; 48 px targets, keyboard arrows move between them. */
export function RatingField({ label, value, error, onChange }: RatingFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = Number(value) || 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold text-slate-800">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative flex size-12 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={chosen === n}
              onChange={() => onChange(String(n))}
              aria-invalid={error ? true : undefined}
              className="sr-only"
              aria-label={t('feedback.form.ratingValue', { count: n })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                n <= chosen ? 'fill-accent-500 text-accent-600' : error ? 'text-error-600' : 'text-slate-400',
              )}
            />
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
