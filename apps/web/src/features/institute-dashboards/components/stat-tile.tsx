import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/**
 * One figure of a dashboard: its label, its value and a line under it. With `to` the whole tile is
 * a link to where the figure is made (no figure is a dead end).
 */
export function StatTile({
  label,
  value,
  note,
  to,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  to?: string;
  testId: string;
}) {
  const body = (
    <>
      <span className="text-sm leading-snug text-slate-700">{label}</span>
      <span className="mt-1 flex items-center justify-between gap-2">
        <span className="text-2xl font-bold text-primary-900 tabular-nums" data-testid={testId}>
          {value}
        </span>
        {to && <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />}
      </span>
      {note && <span className="text-xs leading-snug text-slate-600">{note}</span>}
    </>
  );
  const box = 'flex min-w-0 flex-col rounded-lg bg-slate-50 p-3';
  return (
    <li className="flex">
      {to ? (
        <Link
          to={to}
          className={`${box} w-full hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600`}
        >
          {body}
        </Link>
      ) : (
        <div className={`${box} w-full`}>{body}</div>
      )}
    </li>
  );
}
