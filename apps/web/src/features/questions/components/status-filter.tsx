import { cn } from '@/lib/cn';

/**
 * The admin lists' status switch (reports: open · resolved · dismissed; rank reviews: pending ·
 * cleared · rejected): one row of pressed/unpressed buttons, 44 px high, that fits a phone.
 */
export function StatusFilter<S extends string>(props: {
  legend: string;
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  label: (status: S) => string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-semibold text-slate-800">{props.legend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
        {props.statuses.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={props.value === s}
            onClick={() => props.onChange(s)}
            className={cn(
              'min-h-11 rounded-md px-2 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-primary-600',
              props.value === s ? 'bg-white text-primary-800 shadow-sm' : 'text-slate-700 hover:bg-slate-200',
            )}
          >
            {props.label(s)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
