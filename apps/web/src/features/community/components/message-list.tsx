import type { ChatMessage } from '@abhyas/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { seenBy } from '../lib/chat-session';
import type { PendingMessage } from '../lib/pending-queue';
import { type ChatView, ChatViewContext } from './chat-view';
import { MessageItem } from './message-item';
import type { MessageActions } from './message-menu';
import { PendingItem } from './pending-item';

type Row = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; pending: PendingMessage };

interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  me: string;
  moderator: boolean;
  connected: boolean;
  /** The reader may write here: replies are offered. */
  canReply: boolean;
  /** Lower-cased usernames of the members (their `@names` are highlighted). */
  usernames: ReadonlySet<string>;
  readMarks: ReadonlyMap<string, number>;
  hasOlder: boolean;
  olderLoading: boolean;
  loadOlder: () => Promise<number>;
  markRead: (seq: number) => void;
  actions: MessageActions;
  onRetry: (clientId: string) => void;
  onDrop: (clientId: string) => void;
}

/** Near the bottom (in px) counts as reading the newest: new messages keep the view there. */
const NEAR = 120;

/**
 * The history, virtualised: only the rows on screen (and a few around) are in the document, so 5,000
 * messages scroll as smoothly as 50 on a cheap phone. It opens at the newest, follows new messages
 * while the reader is at the bottom, fetches older ones at the top without moving what is being read,
 * and reports the newest message on screen as read.
 */
export function MessageList(props: MessageListProps) {
  const { t } = useTranslation();
  const { messages, pending, hasOlder, olderLoading, loadOlder, markRead } = props;
  const parentRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const rows = useMemo<Row[]>(
    () => [
      ...messages.map((message) => ({ kind: 'message' as const, message })),
      ...pending.map((p) => ({ kind: 'pending' as const, pending: p })),
    ],
    [messages, pending],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 76,
    overscan: 6,
    getItemKey: (i) => {
      const row = rows[i];
      return row?.kind === 'message' ? `m${row.message.seq}` : `p${row?.pending.clientId ?? i}`;
    },
  });

  // A reply's quote scrolls to its original (when loaded) and marks it for a moment.
  const view = useMemo<ChatView>(() => {
    const index = new Map(messages.map((m, i) => [m.seq, i]));
    return {
      bySeq: (seq) => {
        const i = index.get(seq);
        return i === undefined ? undefined : messages[i];
      },
      scrollToSeq: (seq) => {
        const i = index.get(seq);
        if (i === undefined) return;
        atBottom.current = false;
        virtualizer.scrollToIndex(i, { align: 'center' });
        // The row is rendered once scrolled to; then it flashes (no state: the rows stay as they are).
        setTimeout(() => {
          const row = parentRef.current?.querySelector<HTMLElement>(`[data-seq="${seq}"]`);
          row?.animate?.([{ backgroundColor: 'rgb(219 234 254)' }, { backgroundColor: 'transparent' }], 1500);
        }, 250);
      },
      usernames: props.usernames,
      me: props.me,
    };
  }, [messages, virtualizer, props.usernames, props.me]);

  // New rows at the end (a message, a pending one) keep a reader who was at the bottom there.
  const last = rows.length;
  const lastKey = last > 0 ? virtualizer.options.getItemKey(last - 1) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last row (a pending one turned into its message) counts even when the count stays.
  useLayoutEffect(() => {
    if (last > 0 && atBottom.current) virtualizer.scrollToIndex(last - 1, { align: 'end' });
  }, [lastKey, last, virtualizer]);

  // Coming back to the tab renders again, so what is on screen then counts as read.
  const [, setShown] = useState(0);
  useEffect(() => {
    const onShow = () => setShown((n) => n + 1);
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, []);

  // The newest message on screen is read (only while the page is in front of the reader).
  const range = virtualizer.range;
  const endIndex = range?.endIndex ?? -1;
  useEffect(() => {
    if (document.visibilityState !== 'visible') return;
    for (let i = Math.min(endIndex, rows.length - 1); i >= 0; i -= 1) {
      const row = rows[i];
      if (row?.kind === 'message') return markRead(row.message.seq);
    }
  });

  async function onScroll() {
    const el = parentRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR;
    if (el.scrollTop < 300 && hasOlder && !olderLoading) {
      const added = await loadOlder();
      // Keep the reader's message in place: what was first is now `added` rows down.
      if (added > 0) virtualizer.scrollToIndex(added, { align: 'start' });
    }
  }

  return (
    <ChatViewContext.Provider value={view}>
      <section
        ref={parentRef}
        onScroll={() => void onScroll()}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-2 sm:px-4"
        // Not a live region: the virtual list re-renders rows as it scrolls, which a reader would hear.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={t('community.chat.history')}
      >
        {olderLoading && (
          <div className="flex justify-center py-2 text-primary-700">
            <Spinner label={t('community.chat.loadingOlder')} />
          </div>
        )}
        {!hasOlder && messages.length > 0 && (
          <p className="py-3 text-center text-sm text-slate-600">{t('community.chat.start')}</p>
        )}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const prev = rows[item.index - 1];
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 top-0 w-full pb-0.5"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'message' ? (
                  <MessageItem
                    message={row.message}
                    mine={row.message.author?.id === props.me}
                    moderator={props.moderator}
                    connected={props.connected}
                    continued={
                      prev?.kind === 'message' &&
                      prev.message.kind !== 'system' &&
                      prev.message.author?.id === row.message.author?.id
                    }
                    seenBy={seenBy(props.readMarks, row.message.seq, props.me)}
                    canReply={props.canReply}
                    actions={props.actions}
                  />
                ) : (
                  <PendingItem
                    message={row.pending}
                    onRetry={() => props.onRetry(row.pending.clientId)}
                    onDrop={() => props.onDrop(row.pending.clientId)}
                  />
                )}
              </div>
            );
          })}
        </div>
      </section>
    </ChatViewContext.Provider>
  );
}
