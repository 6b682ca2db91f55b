import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import type { CorrectKeyResult } from '../api/correct-key';
import { useQuestionReports } from '../api/question-reports';
import { type ReportStatus, reportStatuses } from '../api/types';
import { ReportCard } from './report-card';
import { StatusFilter } from './status-filter';

/** Students' reports of wrong questions or keys: correct the key (re-scoring everyone) or dismiss. */
export function ReportsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [result, setResult] = useState<CorrectKeyResult | null>(null);
  const reports = useQuestionReports(status);
  const resultRef = useRef<HTMLDivElement>(null);
  // The corrected report leaves the list, so on a phone the news would be off screen: bring it here.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('testUpload.reports.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('testUpload.reports.intro')}</p>
      </div>
      <StatusFilter
        legend={t('testUpload.reports.filter')}
        statuses={reportStatuses}
        value={status}
        onChange={setStatus}
        label={(s) => t(`testUpload.reports.status.${s}`)}
      />
      {result && (
        <div ref={resultRef} tabIndex={-1} className="scroll-mt-20 rounded-lg focus:outline-none">
          <Alert variant="success">
            <p>
              {t('testUpload.reports.result', {
                attempts: t('testUpload.reports.rescored', { count: result.rescoredAttempts }),
                students: t('testUpload.reports.notified', { count: result.affectedStudents }),
              })}
            </p>
          </Alert>
        </div>
      )}
      {reports.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : reports.isError ? (
        <Alert variant="error">
          <p>{errorMessage(reports.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void reports.refetch()}>
            {t('testUpload.retry')}
          </Button>
        </Alert>
      ) : reports.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t(`testUpload.reports.empty.${status}`)}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.data.map((r) => (
            <li key={r.id}>
              <ReportCard report={r} onCorrected={setResult} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
