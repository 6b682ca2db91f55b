import { questionReportReasons } from '@abhyas/core';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { type QuestionReportInput, useReportQuestion } from '@/lib/api/report-question';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { i18n } from '@/lib/i18n';

type Reason = (typeof questionReportReasons)[number];
const MESSAGE_MAX = 1000;

interface ReportQuestionDialogProps {
  /** The area whose words the dialog speaks: the solutions view (`exams.report`) or the bank (`questions.report`). */
  texts: 'exams.report' | 'questions.report';
  /** The student's submitted attempt that held the question. */
  attemptId: string;
  questionId: string;
  /** Shown in the title of the solutions view ("question 3"). */
  questionNumber?: number;
  /** Reported earlier (from the analysis): the button says so and does not open again. */
  reported?: boolean;
  /** After a report is accepted (the solutions view refetches its analysis). */
  onReported?: (input: QuestionReportInput) => void;
}

/**
 * "Report a problem" with one question: a reason, an optional note, sent once per attempt. Used by
 * the solutions view of an attempt and by the question bank.
 */
export function ReportQuestionDialog({
  texts,
  attemptId,
  questionId,
  questionNumber,
  reported = false,
  onReported,
}: ReportQuestionDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [message, setMessage] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const report = useReportQuestion(onReported);
  const messageId = useId();
  const reasonErrorId = useId();

  if (reported || report.isSuccess)
    return (
      <p role="status" className="inline-flex min-h-12 items-center gap-1.5 text-sm text-slate-600">
        <Flag aria-hidden="true" className="size-4" />
        {report.isSuccess ? t(`${texts}.thanks`) : t(`${texts}.reported`)}
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
          {t(`${texts}.open`)}
        </Button>
      }
      title={t(`${texts}.title`, { number: questionNumber })}
      description={t(`${texts}.description`)}
      closeLabel={t(`${texts}.close`)}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset aria-describedby={reasonMissing ? reasonErrorId : undefined}>
          <legend className="mb-2 font-semibold text-slate-900">{t(`${texts}.reasonLabel`)}</legend>
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
                {t(`${texts}.reasons.${r}`)}
              </label>
            ))}
          </div>
          {reasonMissing && (
            <p id={reasonErrorId} className="mt-1 text-sm text-error-800">
              {t('validation.reports.reasonInvalid')}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={messageId} className="font-semibold text-slate-900">
            {t(`${texts}.messageLabel`)}
          </label>
          <textarea
            id={messageId}
            value={message}
            maxLength={MESSAGE_MAX}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
            className="rounded-lg border border-slate-300 p-3 text-base focus-visible:outline-2 focus-visible:outline-primary-600"
          />
        </div>
        <FormError message={report.isError ? reportError(report.error, texts) : null} />
        <Button type="submit" loading={report.isPending} fullWidth>
          {t(`${texts}.send`)}
        </Button>
      </form>
    </Dialog>
  );
}

/** A 409 here means only one thing, so it gets its own words instead of the generic CONFLICT text. */
function reportError(error: unknown, texts: ReportQuestionDialogProps['texts']): string {
  if (isApiError(error) && error.code === 'CONFLICT') return i18n.t(`${texts}.already`);
  return errorMessage(error);
}
