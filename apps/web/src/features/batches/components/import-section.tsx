import { batchRules, type RosterFormat, type RosterReport } from '@abhyas/core';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { base64Of } from '@/lib/file-base64';
import { useImportRoster } from '../api/roster-import';

/**
 * The roster import: choose a CSV or XLSX, check it (a dry run), then import. Nothing is imported
 * while a row is bad; the report says which and why, row by row.
 */
export function ImportSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const run = useImportRoster(organizationId);
  const [file, setFile] = useState<{ format: RosterFormat; contentBase64: string; name: string } | null>(
    null,
  );
  const [tooBig, setTooBig] = useState(false);
  const [report, setReport] = useState<RosterReport | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setReport(null);
    setFile(null);
    setTooBig(false);
    if (!chosen) return;
    if (chosen.size > batchRules.import.bytesMax) return setTooBig(true);
    const format = chosen.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
    setFile({ format, contentBase64: await base64Of(chosen), name: chosen.name });
  }
  const send = (dryRun: boolean) =>
    file &&
    run.mutate({ format: file.format, contentBase64: file.contentBase64, dryRun }, { onSuccess: setReport });

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batches.import.title')}</h2>
      <p className="leading-relaxed text-slate-700">{t('batches.import.intro')}</p>
      <label className="flex flex-col gap-1.5 font-semibold text-slate-800">
        {t('batches.import.file')}
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => void onFile(e)}
          className="text-base font-normal"
        />
      </label>
      {tooBig && <FormError message={t('validation.batches.fileTooLarge')} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!file || run.isPending} onClick={() => send(true)}>
          {t('batches.import.check')}
        </Button>
        <Button
          disabled={!file || run.isPending || !report || report.counts.bad > 0}
          onClick={() => send(false)}
        >
          {t('batches.import.run')}
        </Button>
      </div>
      {run.isError && <FormError message={errorMessage(run.error)} />}
      {report && <Report report={report} />}
    </Card>
  );
}

function Report({ report }: { report: RosterReport }) {
  const { t } = useTranslation();
  if (report.fileProblems.length > 0)
    return <Alert variant="error">{report.fileProblems.map((p) => t(p)).join(' ')}</Alert>;
  const bad = report.rows.filter((r) => r.outcome === 'bad');
  return (
    <div className="flex flex-col gap-3">
      <Alert variant={bad.length > 0 ? 'error' : 'success'}>
        {t(
          report.imported
            ? 'batches.import.done'
            : bad.length > 0
              ? 'batches.import.badRows'
              : 'batches.import.ready',
          { added: report.counts.added, already: report.counts.alreadyMember, bad: report.counts.bad },
        )}
        {report.newBatches.length > 0 && (
          <p className="mt-1">{t('batches.import.newBatches', { names: report.newBatches.join(', ') })}</p>
        )}
      </Alert>
      <ul className="flex flex-col divide-y divide-slate-200">
        {(bad.length > 0 ? bad : report.rows).map((r) => (
          <li key={r.row} className="py-2 text-sm">
            <p className="font-semibold">
              {t('batches.import.row', { row: r.row })}: {r.accountName ?? r.name} ({r.identifier})
            </p>
            <p className={r.outcome === 'bad' ? 'text-error-700' : 'text-slate-700'}>
              {r.outcome === 'bad'
                ? r.problems.map((p) => t(p)).join(' ')
                : // After the import the rows say what happened, not what will.
                  t(
                    `batches.import.outcome.${report.imported && r.outcome === 'added' ? 'joined' : r.outcome}`,
                  )}
              {r.batch && ` · ${r.batch}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
