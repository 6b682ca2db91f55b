import type { ChatMessage } from '@abhyas/core';
import { CheckCheck } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Reaction } from '../lib/chat-session';
import { MessageBody, MessageTime } from './message-bubble';
import { type MessageActions, MessageMenu } from './message-menu';

interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  /** The viewer moderates the group: may delete and hide anyone's message. */
  moderator: boolean;
  /** Members other than the writer who have read it (own messages only). */
  seenBy: number;
  /** Actions need the socket: without it they are not offered (spec §4). */
  connected: boolean;
  /** The previous message has the same writer: the name is not repeated. */
  continued: boolean;
  /** The reader may write (so reply) here. */
  canReply: boolean;
  actions: MessageActions;
}

/** One message: writer, body, time and edit mark, reactions, and what the viewer may do with it. */
/** Memoised: a scroll re-renders the list, and only rows whose message changed need to render again. */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  moderator,
  seenBy,
  connected,
  continued,
  canReply,
  actions,
}: MessageItemProps) {
  const { t } = useTranslation();
  if (message.kind === 'system')
    return (
      <p
        data-seq={message.seq}
        className="mx-auto my-1 max-w-[85%] rounded-full bg-slate-100 px-3 py-1 text-center text-sm text-slate-700 [overflow-wrap:anywhere]"
      >
        {message.text}
      </p>
    );
  const gone = Boolean(message.deletedAt || message.hiddenAt);
  const canAct = connected && !gone;
  return (
    <div
      data-seq={message.seq}
      className={cn('flex', mine ? 'justify-end' : 'justify-start', continued ? 'pt-0.5' : 'pt-2')}
    >
      <div
        className={cn(
          'relative min-w-0 max-w-[85%] rounded-lg border px-3 py-2 sm:max-w-[70%]',
          mine ? 'border-primary-200 bg-primary-50' : 'border-slate-200 bg-white',
        )}
      >
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            {!mine && !continued && message.author && (
              <p className="text-sm font-semibold text-primary-800 [overflow-wrap:anywhere]">
                {message.author.name}
              </p>
            )}
            <MessageBody message={message} />
          </div>
          {(canAct || (!gone && (canReply || !mine))) && (
            <MessageMenu
              message={message}
              mine={mine}
              moderator={moderator}
              canAct={canAct}
              gone={gone}
              canReply={canReply}
              actions={actions}
            />
          )}
        </div>
        <Reactions message={message} disabled={!canAct} onReact={(emoji) => actions.react(message, emoji)} />
        <p className="mt-0.5 flex flex-wrap items-center justify-end gap-x-2 text-right">
          <MessageTime message={message} />
          {mine && !gone && (
            <span className="inline-flex items-center gap-1 text-xs text-slate-600">
              <CheckCheck aria-hidden="true" className={cn('size-4', seenBy > 0 && 'text-primary-700')} />
              {seenBy > 0 ? t('community.chat.seenBy', { count: seenBy }) : t('community.chat.sent')}
            </span>
          )}
        </p>
      </div>
    </div>
  );
});

function Reactions({
  message,
  disabled,
  onReact,
}: {
  message: ChatMessage;
  disabled: boolean;
  onReact: (emoji: Reaction) => void;
}) {
  const { t } = useTranslation();
  if (message.reactions.length === 0 || message.deletedAt || message.hiddenAt) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1">
      {message.reactions.map((r) => (
        <li key={r.emoji}>
          <button
            type="button"
            disabled={disabled}
            aria-pressed={r.mine}
            aria-label={t('community.chat.reactionCount', { emoji: r.emoji, count: r.count })}
            onClick={() => onReact(r.emoji)}
            className={cn(
              'inline-flex min-h-8 items-center gap-1 rounded-full border px-2 text-sm',
              r.mine
                ? 'border-primary-600 bg-primary-100 text-primary-900'
                : 'border-slate-300 bg-white text-slate-800',
            )}
          >
            <span aria-hidden="true">{r.emoji}</span>
            <span aria-hidden="true">{r.count}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
