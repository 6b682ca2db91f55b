import { communityRules } from '@abhyas/core';
import { cn } from '@/lib/cn';
import { safeCover } from '../lib/when';

/** A group's cover: its colour with the first letter of its name (no image to download). */
export function GroupCover({ name, cover, className }: { name: string; cover: string; className?: string }) {
  const letter = [...name.trim()][0] ?? '#';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-xl font-bold text-white',
        className,
      )}
      style={{ backgroundColor: safeCover(cover, communityRules.covers) }}
    >
      {letter.toLocaleUpperCase()}
    </span>
  );
}
