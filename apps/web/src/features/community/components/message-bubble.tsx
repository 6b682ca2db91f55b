import type { ChatMessage } from '@abhyas/core';
import { BookText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTime, formatTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { splitMentions } from '../lib/mentions';
import { questionPath } from '../lib/question-link';
import { useChatView } from './chat-view';
import { ReplyQuote } from './reply-quote';

/**
 * A message's body text, with the members' `@usernames` highlighted. Rendered as text (React escapes
 * it; nothing is parsed as HTML), keeps the writer's line breaks, and a long word or link wraps
 * anywhere instead of widening a 360 px screen.
 */
export function TextWithMentions({ text, className }: { text: string; className?: string }) {
  const { usernames } = useChatView();
  const parts = splitMentions(text, usernames);
  return (
    <p className={cn('whitespace-pre-wrap leading-relaxed [overflow-wrap:anywhere]', className)}>
      {parts.map((part, i) =>
        part.mention ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order; the index is their identity.
          <span key={i} className="rounded bg-primary-100 px-0.5 font-semibold text-primary-900">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** A shared question: a card with its opening words that opens its page in the question bank (never its key). */
export function QuestionCard({ question }: { question: NonNullable<ChatMessage['question']> }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  // No words where the question is sealed for this reader (a ranked set they have not sat): the card
  // still opens its page, which says whether it can be opened now.
  const preview = question.preview
    ? question.preview[lang] || question.preview.hi || question.preview.en
    : null;
  return (
    <Link
      to={questionPath(question)}
      className="mt-1 flex min-h-12 items-start gap-2 rounded-lg border border-primary-200 bg-white px-3 py-2 text-slate-900 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <BookText aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-primary-800">
          {t('community.chat.sharedQuestion')}
        </span>
        <span className="block leading-relaxed [overflow-wrap:anywhere]">
          {preview ?? t('community.chat.sharedQuestionSealed')}
        </span>
      </span>
    </Link>
  );
}

/** The body of a message as everyone sees it: a tombstone, a hidden notice, or text and a card. */
export function MessageBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.deletedAt) return <p className="italic text-slate-600">{t('community.chat.deleted')}</p>;
  if (message.hiddenAt) return <p className="italic text-slate-600">{t('community.chat.hidden')}</p>;
  return (
    <>
      {message.replyToSeq !== null && <ReplyQuote seq={message.replyToSeq} />}
      {message.text && <TextWithMentions text={message.text} />}
      {message.question && <QuestionCard question={message.question} />}
    </>
  );
}

/** "शाम 6:33 · संपादित" / "6:33 pm · edited". */
export function MessageTime({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  return (
    <span className="text-xs text-slate-600">
      <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, lang)}</time>
      {message.editedAt && !message.deletedAt && ` · ${t('community.chat.edited')}`}
    </span>
  );
}

/** Today's messages show the time; older ones the date too (a long history spans many days). */
function formatMessageTime(iso: string, lang: 'hi' | 'en'): string {
  const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return day(new Date(iso)) === day(new Date()) ? formatTime(iso, lang) : formatDateTime(iso, lang);
}
