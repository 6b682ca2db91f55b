import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportReportView } from '@/components/import-report';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { formatOf, readAsBase64, useImportFile } from '../api/import-file';
import type { ImportMode, ImportReport } from '../api/types';

/** Upload a CSV, XLSX or JSON file into the set; the report shows what to fix when it is refused. */
export function ImportForm({ setId }: { setId: string }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('replace');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useImportFile();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setReport(null);
    setProblem(null);
    const format = file ? formatOf(file.name) : undefined;
    if (!file || !format) {
      setProblem(t('testUpload.upload.pickFile'));
      return;
    }
    const contentBase64 = await readAsBase64(file);
    upload.mutate(
      { setId, format, mode, fileName: file.name, contentBase64 },
      { onSuccess: setReport, onError: (error) => setProblem(errorMessage(error)) },
    );
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-label={t('testUpload.upload.heading')}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="font-semibold text-slate-800">
          {t('testUpload.upload.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="min-h-12 w-full min-w-0 text-base file:mr-3 file:min-h-12 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p className="text-sm text-slate-600">{t('testUpload.upload.fileHint')}</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-800">{t('testUpload.upload.mode')}</legend>
        {(['replace', 'append'] as const).map((m) => (
          <label key={m} className="flex min-h-12 items-start gap-3 rounded-lg border border-slate-200 p-3">
            <input
              type="radio"
              name="mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
              className="mt-1 size-5 shrink-0"
            />
            <span>
              <span className="block font-semibold">{t(`testUpload.upload.modes.${m}`)}</span>
              <span className="block text-sm text-slate-600">{t(`testUpload.upload.modeHints.${m}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {problem}
        </p>
      )}
      <Button type="submit" loading={upload.isPending} className="self-start">
        {t('testUpload.upload.submit')}
      </Button>
      {report && <ImportReportView report={report} />}
    </form>
  );
}
