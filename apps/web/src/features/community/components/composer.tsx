import { type ChatMessage, communityRules } from '@abhyas/core';
import { SendHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMentions } from '../hooks/use-mentions';
import { shouldSend } from '../lib/compose-keys';
import type { Mentionable } from '../lib/mentions';
import { MentionList } from './mention-list';
import { ReplyBar } from './reply-bar';

interface ComposerProps {
  /** Why nothing can be written (muted, archived, removed), already translated; null when writing is open. */
  blocked: string | null;
  /** Editing one of the reader's messages: its text to start from. */
  editing: { text: string } | null;
  onCancelEdit: () => void;
  /** Replying to this message: shown above the field; sent with the next message. */
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  /** The group's members, offered when `@` is typed. */
  members: readonly Mentionable[];
  me: string;
  onSubmit: (text: string) => Promise<boolean>;
  onTyping: () => void;
  onStopTyping: () => void;
}

/** Counting starts to show this close to the limit. */
const SHOW_COUNT_FROM = communityRules.message.max - 200;

/**
 * Where a message is written. Enter sends and Shift+Enter starts a new line; while an Indian keyboard
 * composes a syllable (compositionstart…compositionend) Enter only finishes the syllable. Writing
 * works offline too: the message waits as pending and goes out on the next connect.
 */
export function Composer({
  blocked,
  editing,
  onCancelEdit,
  replyTo,
  onCancelReply,
  members,
  me,
  onSubmit,
  onTyping,
  onStopTyping,
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const composing = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentions(field, text, setText, members, me);
  const listId = useId();
  const listOpen = mentions.offered.length > 0;

  useEffect(() => {
    if (!editing) return;
    setText(editing.text);
    field.current?.focus();
  }, [editing]);

  // Choosing Reply puts the writer in the field.
  useEffect(() => {
    if (replyTo) field.current?.focus();
  }, [replyTo]);

  // The field grows with its text up to about five lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, which the effect reads from the element.
  useEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  async function submit() {
    const value = text.trim();
    if (!value || blocked) return;
    onStopTyping();
    // A new message is on its way (pending, in the list) at once: the field is free for the next one,
    // and clearing it later would wipe what the writer typed meanwhile. An edit clears once saved.
    if (!editing) setText('');
    const ok = await onSubmit(value);
    if (editing && ok) setText('');
    if (!editing && !ok) setText((now) => now || value);
    field.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // The @ list first: Enter there chooses a member (never while a syllable is being composed).
    if (mentions.onKey(event, composing.current)) return;
    if (event.key === 'Escape' && replyTo && !editing) {
      onCancelReply();
      return;
    }
    if (event.key === 'Escape' && editing) {
      onCancelEdit();
      setText('');
      return;
    }
    if (!shouldSend(event.nativeEvent, composing.current)) return;
    event.preventDefault();
    void submit();
  }

  const length = text.length;
  return (
    // `relative`: the @ list floats over the last messages instead of squeezing the history.
    <div className="relative border-t border-slate-200 bg-white px-2 pt-2 pb-2 sm:px-4">
      {editing && (
        <div className="mb-1 flex items-center justify-between gap-2 rounded-md bg-primary-50 px-3 text-sm text-primary-900">
          <span>{t('community.chat.editing')}</span>
          <Button
            variant="ghost"
            className="min-h-10 px-2"
            aria-label={t('community.chat.cancelEdit')}
            onClick={() => {
              onCancelEdit();
              setText('');
            }}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
      )}
      {replyTo && !editing && !blocked && <ReplyBar to={replyTo} me={me} onCancel={onCancelReply} />}
      {listOpen && !blocked && (
        <MentionList
          id={listId}
          label={t('community.mention.list')}
          members={mentions.offered}
          active={mentions.active}
          onChoose={mentions.choose}
        />
      )}
      {blocked ? (
        <p className="px-1 py-2 text-sm leading-relaxed text-slate-700">{blocked}</p>
      ) : (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('community.chat.write')}</span>
            <textarea
              ref={field}
              rows={1}
              value={text}
              maxLength={communityRules.message.max}
              placeholder={t('community.chat.placeholder')}
              enterKeyHint="send"
              onChange={(event) => {
                setText(event.target.value);
                mentions.follow();
                onTyping();
              }}
              onSelect={mentions.follow}
              aria-controls={listOpen ? listId : undefined}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={() => {
                composing.current = false;
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                onStopTyping();
                mentions.close();
              }}
              className="block max-h-40 min-h-12 w-full resize-none rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base leading-relaxed text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100"
            />
          </label>
          <Button
            type="submit"
            className="shrink-0 px-3"
            aria-label={t(editing ? 'community.chat.save' : 'community.chat.send')}
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </Button>
        </form>
      )}
      {length >= SHOW_COUNT_FROM && (
        <p className="px-1 pt-1 text-right text-xs text-slate-600" aria-live="polite">
          {t('community.chat.count', { count: length, max: communityRules.message.max })}
        </p>
      )}
    </div>
  );
}
