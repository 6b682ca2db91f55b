import { cn } from '@/lib/cn';
import type { Mentionable } from '../lib/mentions';

/**
 * The members offered while an `@name` is typed, above the composer. The field keeps the focus
 * (arrow keys move `active`, Enter or Tab chooses, Escape closes); a tap chooses too.
 */
export function MentionList({
  id,
  label,
  members,
  active,
  onChoose,
}: {
  id: string;
  label: string;
  members: readonly Mentionable[];
  active: number;
  onChoose: (member: Mentionable) => void;
}) {
  return (
    <ul
      id={id}
      aria-label={label}
      className="absolute inset-x-2 bottom-full z-20 mb-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg sm:inset-x-4"
    >
      {members.map((m, i) => (
        <li key={m.userId}>
          <button
            type="button"
            // Not in the tab order: the field keeps the focus (and a phone its keyboard); arrows move.
            tabIndex={-1}
            aria-current={i === active ? 'true' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(m)}
            className={cn(
              'flex min-h-11 w-full items-center gap-2 px-3 py-1.5 text-start',
              i === active ? 'bg-primary-50 text-primary-900' : 'text-slate-900 hover:bg-slate-50',
            )}
          >
            <span className="min-w-0 truncate font-semibold">{m.name}</span>
            <span className="shrink-0 text-sm text-slate-600">@{m.username}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
