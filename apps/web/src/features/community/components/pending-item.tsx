import { Clock, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ackErrorMessage } from '../lib/ack-error';
import type { PendingMessage } from '../lib/pending-queue';
import { TextWithMentions } from './message-bubble';
import { ReplyQuote } from './reply-quote';

/** A message the server has not acknowledged: waiting (sent on the next connect), or refused with why. */
export function PendingItem({
  message,
  onRetry,
  onDrop,
}: {
  message: PendingMessage;
  onRetry: () => void;
  onDrop: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end pt-2" data-pending={message.clientId}>
      <div className="min-w-0 max-w-[85%] rounded-lg border border-dashed border-primary-300 bg-primary-50/60 px-3 py-2 sm:max-w-[70%]">
        {message.replyToSeq ? <ReplyQuote seq={message.replyToSeq} /> : null}
        <TextWithMentions text={message.text} className="text-slate-800" />
        {message.failed ? (
          <div className="mt-1 flex flex-col gap-1">
            <p className="text-sm font-medium text-error-800">{ackErrorMessage(message.failed)}</p>
            <div className="flex flex-wrap justify-end gap-1">
              <Button variant="ghost" className="min-h-10 px-3 text-sm" onClick={onRetry}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('community.chat.retry')}
              </Button>
              <Button variant="ghost" className="min-h-10 px-3 text-sm" onClick={onDrop}>
                <X aria-hidden="true" className="size-4" />
                {t('community.chat.discard')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="mt-0.5 flex items-center justify-end gap-1 text-xs text-slate-600">
            <Clock aria-hidden="true" className="size-3.5" />
            {t('community.chat.pending')}
          </p>
        )}
      </div>
    </div>
  );
}
