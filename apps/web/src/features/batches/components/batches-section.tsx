import { type BatchSummary, createBatchRequestSchema, type ExamKey } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamPicker } from '@/components/exam-picker';
import { ErrorState, LoadingState } from '@/components/page-states';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useExamName } from '@/lib/use-exam-name';
import { useBatches, useCreateBatch, useUpdateBatch } from '../api/batches';
import { serverRule } from './server-rule';

/** The institute's batches: each with its counts, rename and archive; a form for a new one. */
export function BatchesSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const batches = useBatches(organizationId);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batches.batches.title')}</h2>
      <CreateBatchForm organizationId={organizationId} />
      {batches.isPending ? (
        <LoadingState />
      ) : batches.isError ? (
        <ErrorState error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.data.length === 0 ? (
        <p className="text-slate-700">{t('batches.batches.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {batches.data.data.map((batch) => (
            <BatchRow key={batch.id} organizationId={organizationId} batch={batch} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CreateBatchForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const create = useCreateBatch(organizationId);
  const [name, setName] = useState('');
  const [examKey, setExamKey] = useState<ExamKey | null>(null);
  const [error, setError] = useState<string>();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = createBatchRequestSchema.safeParse({ name, examKey });
    if (!input.success) return setError(input.error.issues[0]?.message);
    setError(undefined);
    create.mutate(input.data, {
      onSuccess: () => {
        setName('');
        setExamKey(null);
      },
      onError: (err) => setError(serverRule(err, 'name')),
    });
  }
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('batches.batches.name')}
        placeholder={t('batches.batches.namePlaceholder')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ? t(error) : undefined}
      />
      <ExamPicker
        exams="all"
        label={t('batches.batches.exam')}
        placeholder={t('batches.batches.noExam')}
        value={examKey}
        onChange={setExamKey}
      />
      <Button type="submit" disabled={create.isPending}>
        {t('batches.batches.create')}
      </Button>
      {create.isError && !error && <FormError message={errorMessage(create.error)} />}
    </form>
  );
}

function BatchRow({ organizationId, batch }: { organizationId: string; batch: BatchSummary }) {
  const { t } = useTranslation();
  const examName = useExamName();
  const update = useUpdateBatch(organizationId);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(batch.name);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {batch.name}
          {batch.archivedAt && (
            <span className="ml-2 text-sm text-slate-600">({t('batches.batches.archived')})</span>
          )}
        </p>
        <p className="text-sm text-slate-700">
          {t('batches.batches.counts', { students: batch.studentCount, teachers: batch.teacherCount })}
          {batch.examKey && ` · ${examName(batch.examKey)}`}
        </p>
      </div>
      {renaming ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ id: batch.id, name }, { onSuccess: () => setRenaming(false) });
          }}
        >
          <TextField
            className="min-w-0 flex-1"
            label={t('batches.batches.newName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={update.isError ? t(serverRule(update.error, 'name') ?? 'errors.INTERNAL') : undefined}
          />
          <Button type="submit" disabled={update.isPending}>
            {t('batches.save')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {t('batches.batches.rename')}
          </Button>
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: batch.id, archived: !batch.archivedAt })}
          >
            {t(batch.archivedAt ? 'batches.batches.restore' : 'batches.batches.archive')}
          </Button>
        </div>
      )}
    </li>
  );
}
