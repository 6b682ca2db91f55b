import type { ChatMessage } from '@abhyas/core';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUiLanguage } from '@/lib/use-ui-language';
import { replyPreview } from '../lib/reply';
import { previewWords } from './reply-quote';

/** Above the composer while replying: to whom, the message's first words, and a way out. */
export function ReplyBar({ to, me, onCancel }: { to: ChatMessage; me: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const p = replyPreview(to, lang);
  const author = p.kind === 'earlier' ? null : p.author;
  const mine = to.author?.id === me;
  return (
    <div className="mb-1 flex items-center gap-2 rounded-md border-s-4 border-primary-400 bg-primary-50 ps-3 text-sm text-primary-900">
      <p className="min-w-0 flex-1 py-1">
        <span className="block font-semibold">
          {mine
            ? t('community.reply.replyingToSelf')
            : author
              ? t('community.reply.replyingTo', { name: author })
              : t('community.reply.replying')}
        </span>
        <span className="block truncate text-slate-700">{previewWords(p, t)}</span>
      </p>
      <Button
        variant="ghost"
        className="min-h-10 shrink-0 px-2"
        aria-label={t('community.reply.cancel')}
        onClick={onCancel}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
