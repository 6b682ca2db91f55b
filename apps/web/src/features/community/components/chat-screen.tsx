import { type ChatMessage, canModerate, type GroupDetail } from '@abhyas/core';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useMembers } from '../api/members';
import { messageFromAnswer, useHideMessage } from '../api/messages';
import { useChat } from '../hooks/use-chat';
import { useChatSocket } from '../hooks/use-chat-socket';
import { ackErrorMessage } from '../lib/ack-error';
import { Composer } from './composer';
import { ConfirmDialog } from './confirm-dialog';
import { ConnectionStatus } from './connection-status';
import { GroupCover } from './group-cover';
import { MessageList } from './message-list';
import type { MessageActions } from './message-menu';
import { ReportDialog } from './report-dialog';
import { TypingLine } from './typing-line';

// Settings (members, log, invite code) are for a second look: they load when opened.
const GroupSettings = lazy(async () => ({ default: (await import('./group-settings')).GroupSettings }));

/** The chat itself: header with the connection's state, the history, who is typing, the composer. */
export function ChatScreen({ group, me }: { group: GroupDetail; me: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const snackbar = useSnackbar();
  const connection = useChatSocket();
  const chat = useChat(group.id, me, connection);
  const members = useMembers(group.id);
  const hide = useHideMessage(group.id);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [settings, setSettings] = useState(false);
  const moderator = canModerate(group.myRole);
  const { session } = chat;

  useEffect(() => {
    session.readMark(me, group.myLastReadSeq);
    for (const m of members.data ?? []) session.readMark(m.userId, m.lastReadSeq);
  }, [session, me, group.myLastReadSeq, members.data]);

  const fail = (message: string) => snackbar.show(message, 'error');
  const current: MessageActions = {
    react: (m, emoji) => void chat.react(m.id, m.seq, emoji).then((e) => e && fail(ackErrorMessage(e))),
    reply: (m) => {
      setEditing(null);
      setReplyTo(m);
    },
    edit: (m) => {
      setReplyTo(null);
      setEditing(m);
    },
    remove: (m) => setDeleting(m),
    hide: (m) =>
      hide.mutate(m.id, {
        onSuccess: (answer) => {
          const hidden = messageFromAnswer(answer);
          if (hidden) session.receive([hidden]);
          snackbar.show(t('community.chat.hiddenDone'));
        },
        onError: (e) => fail(errorMessage(e)),
      }),
    report: (m) => setReporting(m.id),
  };
  // One object for the screen's life, so the memoised rows do not re-render on every change.
  const latest = useRef(current);
  latest.current = current;
  const actions = useMemo<MessageActions>(
    () => ({
      react: (m, emoji) => latest.current.react(m, emoji),
      reply: (m) => latest.current.reply(m),
      edit: (m) => latest.current.edit(m),
      remove: (m) => latest.current.remove(m),
      hide: (m) => latest.current.hide(m),
      report: (m) => latest.current.report(m),
    }),
    [],
  );

  const memberList = members.data ?? [];
  const usernames = useMemo(
    () => new Set((members.data ?? []).map((m) => m.username.toLowerCase())),
    [members.data],
  );

  const muted = group.myMutedUntil && Date.parse(group.myMutedUntil) > Date.now() ? group.myMutedUntil : null;
  const blocked = chat.removed
    ? t('community.chat.removed')
    : group.archivedAt
      ? t('errors.GROUP_ARCHIVED')
      : muted
        ? t('community.chat.mutedUntil', { time: formatDateTime(muted, lang) })
        : null;

  async function submit(text: string): Promise<boolean> {
    if (!editing) {
      // The reply goes with its message into the outbox (a pending reply keeps its replyToSeq).
      const to = replyTo?.seq;
      setReplyTo(null);
      await chat.send(text, to);
      return true;
    }
    const error = await chat.edit(editing.id, text);
    if (error) {
      fail(ackErrorMessage(error));
      return false;
    }
    setEditing(null);
    return true;
  }

  return (
    // On a phone the chat is the whole screen under the header (fixed, so neither the footer nor a page
    // scroll can push its header or composer away); from sm up it sits in the page as a panel.
    <div className="fixed inset-x-0 top-16 bottom-0 z-10 flex flex-col overflow-hidden bg-white sm:static sm:mx-auto sm:h-[calc(100dvh-9rem)] sm:w-full sm:max-w-3xl sm:rounded-lg sm:border sm:border-slate-200">
      <PageMeta title={group.name} description={t('community.intro')} noindex />
      <header className="flex items-center gap-2 border-b border-slate-200 px-1 py-1.5 sm:px-2">
        <Link
          to="/group-management"
          aria-label={t('community.chat.backToGroups')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-6" />
        </Link>
        <GroupCover name={group.name} cover={group.cover} className="size-10 text-lg" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold text-slate-900">{group.name}</h1>
          <p className="truncate text-sm text-slate-600">
            {t('community.members', { count: group.memberCount })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setSettings(true)}
          aria-label={t('community.settings.open')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <SlidersHorizontal aria-hidden="true" className="size-6" />
        </button>
      </header>
      <ConnectionStatus
        connected={connection.connected}
        pending={chat.pending.length}
        onReconnect={connection.reconnect}
      />
      {chat.joinError && <Alert variant="error">{ackErrorMessage(chat.joinError)}</Alert>}
      {chat.waitReason && (
        <p role="status" className="bg-warning-50 px-3 py-1 text-sm text-warning-800">
          {ackErrorMessage(chat.waitReason)}
        </p>
      )}
      {!chat.loaded && chat.loadError ? (
        // Opened without a network: say so, and still show what this phone keeps waiting to send.
        <div className="p-3">
          <Alert variant="warning">{errorMessage(chat.loadError)}</Alert>
        </div>
      ) : null}
      {chat.loaded && chat.messages.length === 0 && chat.pending.length === 0 ? (
        <p className="flex-1 p-6 text-center leading-relaxed text-slate-700">{t('community.chat.empty')}</p>
      ) : (
        <MessageList
          messages={chat.messages}
          pending={chat.pending}
          me={me}
          moderator={moderator}
          connected={connection.connected}
          canReply={blocked === null}
          usernames={usernames}
          readMarks={chat.readMarks}
          hasOlder={chat.hasOlder}
          olderLoading={chat.olderLoading}
          loadOlder={chat.loadOlder}
          markRead={chat.markRead}
          actions={actions}
          onRetry={(id) => void chat.retryPending(id)}
          onDrop={(id) => void chat.dropPending(id)}
        />
      )}
      <TypingLine typing={chat.typing} />
      <Composer
        blocked={blocked}
        editing={editing ? { text: editing.text ?? '' } : null}
        onCancelEdit={() => setEditing(null)}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        members={memberList}
        me={me}
        onSubmit={submit}
        onTyping={chat.notifyTyping}
        onStopTyping={chat.stopTyping}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('community.chat.deleteTitle')}
        body={t('community.chat.deleteBody')}
        confirm={t('community.chat.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void chat.remove(target.id).then((e) => e && fail(ackErrorMessage(e)));
        }}
      />
      <ReportDialog
        groupId={group.id}
        messageId={reporting}
        onClose={() => setReporting(null)}
        onDone={() => {
          setReporting(null);
          snackbar.show(t('community.report.done'));
        }}
      />
      {settings && (
        <Suspense fallback={null}>
          <GroupSettings group={group} me={me} onClose={() => setSettings(false)} />
        </Suspense>
      )}
    </div>
  );
}
