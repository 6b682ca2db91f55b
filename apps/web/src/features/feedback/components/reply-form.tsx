import type { Feedback } from '@abhyas/core';
import { feedbackReplyRequestSchema } from '@abhyas/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { useReplyToFeedback } from '../api/reply-feedback';

/** The admin's reply by mail, under one message: written here, sent through the API's mail module. */
export function ReplyForm({ item, onDone }: { item: Feedback; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(item.reply ?? '');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyToFeedback();
  const snackbar = useSnackbar();

  function send(event: React.FormEvent) {
    event.preventDefault();
    const parsed = feedbackReplyRequestSchema.safeParse({ reply: text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    reply.mutate(
      { id: item.id, reply: parsed.data.reply },
      {
        onSuccess: () => {
          snackbar.show(t('feedback.admin.replySent'));
          onDone();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }

  return (
    <form onSubmit={send} className="mt-3 flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {t('feedback.admin.replyLabel', { name: item.name })}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('feedback.admin.replyHint', { email: item.email })}
      </p>
      <textarea
        id={id}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
        rows={5}
        maxLength={4000}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="w-full rounded-lg border border-slate-400 bg-white p-3 text-base leading-relaxed focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={reply.isPending}>
          {t('feedback.admin.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('feedback.admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
