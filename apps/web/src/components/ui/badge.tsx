import { cn } from '@/lib/cn';

/** Counts above this show as "10+" (spec §9). */
export const BADGE_MAX = 10;

/** What a count badge reads: nothing for 0, the number up to 10, then "10+". */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** A small count over an icon button; decoration only, the button's name carries the count. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={cn(
        'absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full',
        'bg-error-700 px-1 text-xs font-semibold leading-none text-white',
        className,
      )}
    >
      {text}
    </span>
  );
}
