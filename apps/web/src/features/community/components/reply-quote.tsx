import type { TFunction } from 'i18next';
import { CornerUpLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/use-ui-language';
import { type ReplyPreview, replyPreview } from '../lib/reply';
import { useChatView } from './chat-view';

/** The words of a preview: its text, or what stands in for it. */
export function previewWords(p: ReplyPreview, t: TFunction): string {
  if (p.kind === 'earlier') return t('community.reply.earlier');
  switch (p.kind) {
    case 'deleted':
    case 'hidden':
      return t(`community.chat.${p.kind}`);
    case 'question':
      return `${t('community.chat.sharedQuestion')}: ${p.text}`;
    default:
      return p.text;
  }
}

/**
 * The small quoted line above a reply: who wrote the original and its first words, from the messages
 * held on this phone ("earlier message" when it is not loaded). Tapping it scrolls to the original.
 */
export function ReplyQuote({ seq }: { seq: number }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const view = useChatView();
  const original = view.bySeq(seq);
  const p = replyPreview(original, lang);
  const author =
    original?.author?.id === view.me ? t('community.reply.you') : p.kind === 'earlier' ? null : p.author;
  const body = (
    <>
      <CornerUpLeft aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
      <span className="min-w-0 flex-1 truncate">
        {author && <span className="font-semibold text-primary-800">{author}: </span>}
        <span className={p.kind === 'text' || p.kind === 'question' ? '' : 'italic'}>
          {previewWords(p, t)}
        </span>
      </span>
    </>
  );
  const box =
    'mb-1 flex w-full items-start gap-1 rounded-md border-s-4 border-primary-300 bg-black/[0.04] px-2 py-1 text-start text-sm text-slate-700';
  if (!original) return <p className={box}>{body}</p>;
  return (
    <button
      type="button"
      className={`${box} min-h-10 hover:bg-black/[0.07] focus-visible:outline-2 focus-visible:outline-primary-600`}
      aria-label={t('community.reply.jump', { words: previewWords(p, t) })}
      onClick={() => view.scrollToSeq(seq)}
    >
      {body}
    </button>
  );
}
