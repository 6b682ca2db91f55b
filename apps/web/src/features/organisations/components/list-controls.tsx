import { cn } from '@/lib/cn';

/** A row of toggle chips choosing one filter (48 px tall, for thumbs). */
export function FilterChips({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'min-h-12 rounded-full border px-4 font-semibold',
            value === o.value
              ? 'border-primary-700 bg-primary-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
