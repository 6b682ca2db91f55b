import type { QuestionReport } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import type { CorrectKeyResult } from '../api/correct-key';
import { useDismissReport } from '../api/dismiss-report';
import { CorrectKeyDialog } from './correct-key-dialog';

interface Props {
  report: QuestionReport;
  onCorrected: (result: CorrectKeyResult) => void;
}

/** One report: the question in both languages, its options with the current key, and what to do. */
export function ReportCard({ report, onCorrected }: Props) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const dismiss = useDismissReport();
  const [correcting, setCorrecting] = useState(false);
  const { question } = report;
  const setTitle = report.setTitle[i18n.language === 'en' ? 'en' : 'hi'];
  const date = formatDateTime(report.createdAt, i18n.language === 'en' ? 'en' : 'hi');
  return (
    <article
      aria-label={t('testUpload.reports.cardLabel', { set: setTitle })}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-warning-100 px-3 py-0.5 font-semibold text-warning-900">
            {t(`testUpload.reports.reason.${report.reason}`)}
          </span>
          <span className="break-words font-medium text-slate-800">{setTitle}</span>
        </p>
        <p className="text-slate-600">
          {report.reporter} · <time dateTime={report.createdAt}>{date}</time>
        </p>
      </header>
      <div className="flex flex-col gap-1">
        <p lang="hi" className="break-words font-medium leading-relaxed text-slate-900">
          {question.text.hi}
        </p>
        <p lang="en" className="break-words leading-relaxed text-slate-700">
          {question.text.en}
        </p>
      </div>
      <ol className="flex flex-col gap-1 text-sm">
        {question.options.map((o, i) => {
          const key = i === question.correctOption;
          const label = optionLabel(
            question.options.map((x) => x.en),
            i,
          );
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place
              key={i}
              className={cn(
                'flex gap-2 break-words rounded px-2 py-1.5',
                key
                  ? 'bg-success-50 font-semibold text-success-800 ring-1 ring-success-200'
                  : 'text-slate-800',
              )}
            >
              {label && <span className="shrink-0">{label}</span>}
              <span className="min-w-0">
                <span lang="hi">{o.hi}</span> <span className="text-slate-500">/</span>{' '}
                <span lang="en">{o.en}</span>
                {key && (
                  <span className="ml-1 text-xs uppercase">({t('testUpload.reports.currentKey')})</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-800">{t('testUpload.reports.message')}</p>
        {report.message ? (
          <blockquote className="mt-1 whitespace-pre-wrap break-words text-slate-800">
            {report.message}
          </blockquote>
        ) : (
          <p className="mt-1 italic text-slate-600">{t('testUpload.reports.noMessage')}</p>
        )}
      </div>
      {report.status === 'open' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => setCorrecting(true)}>{t('testUpload.reports.correct')}</Button>
          <Button
            variant="secondary"
            loading={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(report.id, { onSuccess: () => snackbar.show(t('testUpload.reports.dismissed')) })
            }
          >
            {t('testUpload.reports.dismiss')}
          </Button>
        </div>
      ) : (
        <p className="text-sm font-medium text-slate-600">
          {t(`testUpload.reports.closed.${report.status}`)}
        </p>
      )}
      {dismiss.isError && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {errorMessage(dismiss.error)}
        </p>
      )}
      {correcting && (
        <CorrectKeyDialog
          report={report}
          onClose={() => setCorrecting(false)}
          onDone={(result) => {
            setCorrecting(false);
            onCorrected(result);
          }}
        />
      )}
    </article>
  );
}
