import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One row of a list that opens another screen: a title, lines under it, a chevron, and the whole row
 * (at least 48 px high) is the link.
 */
export function LinkRow({
  to,
  title,
  children,
  label,
}: {
  to: string;
  title: ReactNode;
  children?: ReactNode;
  /** The link's accessible name where the visible words are not enough. */
  label?: string;
}) {
  return (
    <Link
      to={to}
      {...(label ? { 'aria-label': label } : {})}
      className="flex min-h-12 items-center gap-3 py-2 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words text-primary-800">{title}</span>
        {children}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
    </Link>
  );
}
