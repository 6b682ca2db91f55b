import { questionReportReasons } from '@abhyas/core';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { i18n } from '@/lib/i18n';
import { useReportBankQuestion } from '../api/report-question';

type Reason = (typeof questionReportReasons)[number];

/**
 * "Report a problem" from the bank, through the report flow of the solutions view: it needs the
 * student's submitted test that held the question (`attemptId`), which the reveal answer names.
 */
export function BankReportDialog({ questionId, attemptId }: { questionId: string; attemptId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [message, setMessage] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const report = useReportBankQuestion();
  const messageId = useId();

  if (report.isSuccess)
    return (
      <p role="status" className="inline-flex min-h-12 items-center gap-1.5 text-sm text-slate-600">
        <Flag aria-hidden="true" className="size-4" />
        {t('questions.report.thanks')}
      </p>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setReasonMissing(true);
      return;
    }
    report.mutate(
      { questionId, attemptId, reason, message: message.trim() },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) report.reset();
      }}
      trigger={
        <Button variant="ghost" className="px-3 text-sm">
          <Flag aria-hidden="true" className="size-4" />
          {t('questions.report.open')}
        </Button>
      }
      title={t('questions.report.title')}
      description={t('questions.report.description')}
      closeLabel={t('questions.report.close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 font-semibold text-slate-900">{t('questions.report.reasonLabel')}</legend>
          <div className="flex flex-col gap-1">
            {questionReportReasons.map((r) => (
              <label
                key={r}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setReasonMissing(false);
                  }}
                  className="size-5 accent-primary-700"
                />
                {t(`questions.report.reasons.${r}`)}
              </label>
            ))}
          </div>
          {reasonMissing && (
            <p className="mt-1 text-sm text-error-800">{t('validation.reports.reasonInvalid')}</p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className="font-semibold text-slate-900">
            {t('questions.report.messageLabel')}
          </label>
          <textarea
            id={messageId}
            value={message}
            maxLength={1000}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
            className="rounded-lg border border-slate-300 p-3 text-base focus-visible:outline-2 focus-visible:outline-primary-600"
          />
        </div>
        <FormError
          message={
            report.isError
              ? isApiError(report.error) && report.error.code === 'CONFLICT'
                ? i18n.t('questions.report.already')
                : errorMessage(report.error)
              : null
          }
        />
        <Button type="submit" loading={report.isPending} fullWidth>
          {t('questions.report.send')}
        </Button>
      </form>
    </Dialog>
  );
}
