import type { QuestionReport } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { type CorrectKeyResult, useCorrectKey } from '../api/correct-key';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  report: QuestionReport;
  onClose: () => void;
  onDone: (result: CorrectKeyResult) => void;
}

/** Pick the right option, read what re-scoring does, confirm. Answers are 0-based on this endpoint. */
export function CorrectKeyDialog({ report, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const correct = useCorrectKey();
  const current = report.question.correctOption;
  const [answer, setAnswer] = useState(current);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('testUpload.reports.correctTitle')}
      description={t('testUpload.reports.correctBody')}
      confirmLabel={t('testUpload.reports.correctConfirm')}
      confirmDisabled={answer === current}
      busy={correct.isPending}
      onConfirm={() =>
        correct.mutate({ questionId: report.questionId, answer, reportId: report.id }, { onSuccess: onDone })
      }
    >
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold text-slate-800">{t('testUpload.reports.pickOption')}</legend>
        <div className="flex flex-col gap-2">
          {report.question.options.map((o, i) => (
            <label
              // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place
              key={i}
              className={cn(
                'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border p-3',
                answer === i ? 'border-primary-600 bg-primary-50' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                name={`key-${report.id}`}
                className="mt-1 size-5 shrink-0 accent-primary-700"
                checked={answer === i}
                onChange={() => setAnswer(i)}
              />
              <span className="min-w-0 break-words">
                {t('testUpload.questions.optionN', { n: i + 1 })}: <span lang="hi">{o.hi}</span> /{' '}
                <span lang="en">{o.en}</span>
                {i === current && (
                  <span className="ml-1 text-sm text-slate-600">({t('testUpload.reports.currentKey')})</span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {answer === current && <p className="text-sm text-slate-600">{t('testUpload.reports.sameKey')}</p>}
      {correct.isError && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {errorMessage(correct.error)}
        </p>
      )}
    </ConfirmDialog>
  );
}
