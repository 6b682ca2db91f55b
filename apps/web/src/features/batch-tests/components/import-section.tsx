import {
  difficulties,
  type ImportReport,
  type InstituteImportFormat,
  moodleFamily,
  subjectKeys,
  subjectName,
  topicKeys,
} from '@abhyas/core';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportReportView } from '@/components/import-report';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/error-message';
import { base64Of } from '@/lib/file-base64';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useImportQuestions } from '../api/content';

const formatOf = (name: string): InstituteImportFormat | null => {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.xml')) return 'moodle-xml';
  if (lower.endsWith('.gift')) return 'gift';
  return null;
};

/**
 * The institute admin's import: a file of questions (the content import's CSV, XLSX or JSON, or
 * Moodle XML, GIFT or Aiken). Moodle's formats carry no subject, topic or difficulty: the admin picks
 * them for the whole file. Nothing is imported while a row is bad; the report says which and why.
 */
export function ImportSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const run = useImportQuestions(organizationId);
  const [file, setFile] = useState<{ name: string; contentBase64: string } | null>(null);
  const [format, setFormat] = useState<InstituteImportFormat>('csv');
  const [subject, setSubject] = useState('');
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState('medium');
  const [report, setReport] = useState<ImportReport | null>(null);
  const needsDefaults = moodleFamily.includes(format);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setReport(null);
    setFile(null);
    if (!chosen) return;
    const guessed = formatOf(chosen.name);
    if (guessed) setFormat(guessed);
    setFile({ name: chosen.name, contentBase64: await base64Of(chosen) });
  }
  function send() {
    if (!file) return;
    run.mutate(
      {
        format,
        fileName: file.name,
        contentBase64: file.contentBase64,
        ...(needsDefaults ? { subject, topic: topic || subject, difficulty: difficulty as 'medium' } : {}),
      },
      { onSuccess: setReport },
    );
  }
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batchTests.import.title')}</h2>
      <p className="leading-relaxed text-slate-700">{t('batchTests.import.intro')}</p>
      <label className="flex flex-col gap-1.5 font-semibold text-slate-800">
        {t('batchTests.import.file')}
        <input
          type="file"
          accept=".csv,.xlsx,.json,.xml,.txt,.gift"
          onChange={(e) => void onFile(e)}
          className="text-base font-normal"
        />
      </label>
      <Select
        label={t('batchTests.import.format')}
        value={format}
        onChange={(e) => setFormat(e.target.value as InstituteImportFormat)}
        options={(['csv', 'xlsx', 'json', 'moodle-xml', 'gift', 'aiken'] as const).map((f) => ({
          value: f,
          label: t(`batchTests.import.formats.${f}`),
        }))}
      />
      {needsDefaults && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            label={t('batchTests.import.subject')}
            placeholder={t('batchTests.import.choose')}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            options={subjectKeys.map((k) => ({ value: k, label: subjectName(k, language) }))}
          />
          <Select
            label={t('batchTests.import.topic')}
            placeholder={t('batchTests.import.topicSame')}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            options={topicKeys.map((k) => ({ value: k, label: subjectName(k, language) }))}
          />
          <Select
            label={t('batchTests.import.difficulty')}
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value)}
            options={difficulties.map((d) => ({ value: d, label: t(`batchTests.difficulty.${d}`) }))}
          />
        </div>
      )}
      <Button disabled={!file || (needsDefaults && !subject)} loading={run.isPending} onClick={send}>
        {t('batchTests.import.run')}
      </Button>
      {run.isError && <FormError message={errorMessage(run.error)} />}
      {report && <ImportReportView report={report} />}
    </Card>
  );
}
