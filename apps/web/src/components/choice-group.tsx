import { cn } from '@/lib/cn';

/**
 * A row of mutually exclusive choices (the boards' this week / this month / all time, the live tests'
 * upcoming / running now / past). Buttons with aria-pressed: each is one tap, 48 px tall, and a
 * screen reader hears which is on.
 */
export function ChoiceGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
            className={cn(
              'inline-flex min-h-12 items-center rounded-full border px-4 font-semibold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              o.value === value
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
