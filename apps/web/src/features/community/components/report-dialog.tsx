import { reportMessageRequestSchema } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { useReportMessage } from '../api/messages';
import { TextAreaField } from './text-area-field';

/** Report a message to the group's moderators, with a reason they will read. */
export function ReportDialog({
  groupId,
  messageId,
  onClose,
  onDone,
}: {
  groupId: string;
  messageId: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportMessage(groupId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!messageId) return;
    const parsed = reportMessageRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(ruleMessage(parsed.error.issues[0]?.message ?? ''));
    try {
      await report.mutateAsync({ messageId, reason: parsed.data.reason });
      setReason('');
      setError(null);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Dialog
      open={messageId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('community.report.title')}
      description={t('community.report.body')}
      closeLabel={t('community.close')}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <TextAreaField
          label={t('community.report.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" loading={report.isPending}>
          {t('community.report.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
