import type { Notification } from '@abhyas/core';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { relativeTime } from '../lib/relative-time';

/** "5 minutes ago", "yesterday", or a date, in the reader's language (spec §2). */
function When({ timestamp, now }: { timestamp: number; now: number }) {
  const { t, i18n } = useTranslation();
  const r = relativeTime(timestamp, now);
  const label =
    r.key === 'date'
      ? r.date.toLocaleDateString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'Asia/Kolkata',
        })
      : 'count' in r
        ? t(`notifications.time.${r.key}`, { count: r.count })
        : t(`notifications.time.${r.key}`);
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="text-sm text-slate-600">
      {label}
    </time>
  );
}

/** What the notice's button says, from where it leads. */
function openLabel(link: string): 'potd' | 'result' | 'other' {
  if (link.startsWith('/potd')) return 'potd';
  return /\/results\?/.test(link) ? 'result' : 'other';
}

/**
 * The list: each item expands to its body; checkboxes with select-all; Delete removes the selected
 * ones, or all of them when none is selected (spec §2).
 */
export function NotificationList({
  items,
  now,
  onDelete,
}: {
  items: Notification[];
  now: number;
  /** Deletes with an undo (the page's snackbar), so there is nothing to wait for here. */
  onDelete: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const visible = new Set(items.map((i) => i.id));
  const chosen = [...selected].filter((id) => visible.has(id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-12 items-center gap-3 font-semibold text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-primary-700"
            checked={allChosen}
            ref={(el) => {
              if (el) el.indeterminate = chosen.length > 0 && !allChosen;
            }}
            onChange={() => setSelected(allChosen ? new Set() : new Set(items.map((i) => i.id)))}
          />
          {t('notifications.selectAll')}
        </label>
        <Button
          variant="secondary"
          onClick={() => {
            onDelete(chosen.length > 0 ? chosen : items.map((i) => i.id));
            setSelected(new Set());
          }}
        >
          {chosen.length > 0
            ? t('notifications.deleteSelected', { count: chosen.length })
            : t('notifications.deleteAll')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const expanded = open.has(item.id);
          const bodyId = `notification-body-${item.id}`;
          const unread = item.read === false;
          return (
            <li
              key={item.id}
              className={cn(
                'rounded-lg border bg-white',
                selected.has(item.id) ? 'border-primary-600' : 'border-slate-200',
                unread && 'border-l-4 border-l-primary-600',
              )}
            >
              <div className="flex items-start gap-2 p-2">
                <label className="flex size-12 shrink-0 items-center justify-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary-700"
                    checked={selected.has(item.id)}
                    onChange={() => setSelected((s) => toggle(s, item.id))}
                  />
                  <span className="sr-only">{t('notifications.select', { title: item.title })}</span>
                </label>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => setOpen((s) => toggle(s, item.id))}
                  className="flex min-h-12 min-w-0 flex-1 items-start justify-between gap-2 rounded-md px-1 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <span className="min-w-0">
                    <span
                      className={cn('block break-words text-slate-900', unread ? 'font-bold' : 'font-medium')}
                    >
                      {item.title}
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      {unread && (
                        <span className="rounded-full bg-primary-50 px-2 text-sm font-semibold text-primary-800">
                          {t('notifications.new')}
                        </span>
                      )}
                      <When timestamp={item.timestamp} now={now} />
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'mt-1 size-5 shrink-0 text-slate-500 transition-transform',
                      expanded && 'rotate-180',
                    )}
                  />
                </button>
              </div>
              <div id={bodyId} hidden={!expanded} className="flex flex-col items-start gap-3 px-4 pb-4">
                <p className="whitespace-pre-line break-words text-slate-800">{item.body}</p>
                {item.link && (
                  <Link to={item.link} className={buttonClasses('primary')}>
                    {t(`notifications.open.${openLabel(item.link)}`)}
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
