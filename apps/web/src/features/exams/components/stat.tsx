import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One figure with its label, e.g. "Accuracy 82 %". A <div> pair, read in order by screen readers. */
export function Stat({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'good' | 'bad';
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 text-xl font-bold text-slate-900',
          tone === 'good' && 'text-success-800',
          tone === 'bad' && 'text-error-800',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="text-sm text-slate-600">{hint}</dd>}
    </div>
  );
}
