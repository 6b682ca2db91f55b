import { type ChatMessage, communityRules } from '@abhyas/core';
import { EllipsisVertical, EyeOff, Flag, Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import type { Reaction } from '../lib/chat-session';

export interface MessageActions {
  react: (message: ChatMessage, emoji: Reaction) => void;
  reply: (message: ChatMessage) => void;
  edit: (message: ChatMessage) => void;
  remove: (message: ChatMessage) => void;
  hide: (message: ChatMessage) => void;
  report: (message: ChatMessage) => void;
}

const triggerClasses =
  '-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-600';

/**
 * A message's options. Until first tapped it is a plain button: a Radix menu in each of the rows on
 * screen would cost every scroll frame on a cheap phone, and most messages are never opened.
 */
export function MessageMenu({
  message,
  mine,
  moderator,
  canAct,
  gone,
  canReply,
  actions,
}: {
  message: ChatMessage;
  mine: boolean;
  moderator: boolean;
  canAct: boolean;
  gone: boolean;
  /** The reader may write here (not muted, removed or archived). */
  canReply: boolean;
  actions: MessageActions;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const icon = <EllipsisVertical aria-hidden="true" className="size-5" />;
  if (!armed)
    return (
      <button
        type="button"
        aria-label={t('community.chat.actions')}
        aria-haspopup="menu"
        className={triggerClasses}
        onClick={() => {
          setArmed(true);
          setOpen(true);
        }}
      >
        {icon}
      </button>
    );
  return (
    <Menu open={open} onOpenChange={setOpen}>
      <MenuTrigger aria-label={t('community.chat.actions')} className={triggerClasses}>
        {icon}
      </MenuTrigger>
      <MenuContent>
        {canAct && (
          <div className="flex flex-wrap gap-1 px-1 py-1">
            {communityRules.reactions.map((emoji) => (
              <MenuItem
                key={emoji}
                className="min-h-11 min-w-11 justify-center px-0 text-xl"
                aria-label={t('community.chat.reactWith', { emoji })}
                onSelect={() => actions.react(message, emoji)}
              >
                {emoji}
              </MenuItem>
            ))}
          </div>
        )}
        {canAct && <MenuSeparator />}
        {/* A reply can be written offline too: it waits as pending with the message it answers. */}
        {!gone && canReply && (
          <MenuItem
            icon={<Reply aria-hidden="true" className="size-5" />}
            onSelect={() => actions.reply(message)}
          >
            {t('community.reply.action')}
          </MenuItem>
        )}
        {canAct && mine && message.kind === 'text' && (
          <MenuItem
            icon={<Pencil aria-hidden="true" className="size-5" />}
            onSelect={() => actions.edit(message)}
          >
            {t('community.chat.edit')}
          </MenuItem>
        )}
        {canAct && (mine || moderator) && (
          <MenuItem
            icon={<Trash2 aria-hidden="true" className="size-5" />}
            onSelect={() => actions.remove(message)}
          >
            {t('community.chat.delete')}
          </MenuItem>
        )}
        {!gone && moderator && !mine && (
          <MenuItem
            icon={<EyeOff aria-hidden="true" className="size-5" />}
            onSelect={() => actions.hide(message)}
          >
            {t('community.chat.hide')}
          </MenuItem>
        )}
        {!gone && !mine && (
          <MenuItem
            icon={<Flag aria-hidden="true" className="size-5" />}
            onSelect={() => actions.report(message)}
          >
            {t('community.chat.report')}
          </MenuItem>
        )}
      </MenuContent>
    </Menu>
  );
}
