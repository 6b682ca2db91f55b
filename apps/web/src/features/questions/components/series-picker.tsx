import type { ExamKey } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamPicker } from '@/components/exam-picker';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useExamName } from '@/lib/use-exam-name';
import { useCreateSeries, useSeriesList } from '../api/series';
import { useLocalized } from '../hooks/use-localized';
import { FormActions, Pair, TitleFields } from './fields';

interface Props {
  value: string;
  onChange: (seriesId: string) => void;
}

export function SeriesPicker({ value, onChange }: Props) {
  const { t } = useTranslation();
  const examNameOf = useExamName();
  const pick = useLocalized();
  const list = useSeriesList(true);
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Select
          className="min-w-0 flex-1 basis-56"
          label={t('testUpload.series.label')}
          placeholder={list.isPending ? t('testUpload.loading') : t('testUpload.series.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={(list.data ?? []).map((s) => ({
            value: s.id,
            label: `${pick(s.title)} · ${examNameOf(s.examKey)}`,
          }))}
        />
        <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          {t('testUpload.series.new')}
        </Button>
      </div>
      {list.isError && <p className="text-sm text-error-700">{errorMessage(list.error)}</p>}
      {adding && (
        <NewSeriesForm
          onDone={(id) => {
            setAdding(false);
            if (id) onChange(id);
          }}
        />
      )}
    </div>
  );
}

function NewSeriesForm({ onDone }: { onDone: (id?: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateSeries();
  const [form, setForm] = useState({ slug: '', examKey: 'general' as ExamKey, hi: '', en: '' });
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(
      { slug: form.slug.trim(), examKey: form.examKey, title: { hi: form.hi.trim(), en: form.en.trim() } },
      { onSuccess: (s) => onDone(s.id) },
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('testUpload.series.formLabel')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <Pair>
        <TextField
          label={t('testUpload.fields.slug')}
          hint={t('testUpload.fields.slugHint')}
          value={form.slug}
          onChange={(e) => setForm({ ...form, slug: e.target.value })}
          required
        />
        <ExamPicker
          exams="all"
          label={t('testUpload.series.exam')}
          value={form.examKey}
          onChange={(examKey) => examKey && setForm({ ...form, examKey })}
        />
        <TitleFields value={form} onChange={(title) => setForm({ ...form, ...title })} />
      </Pair>
      <FormActions mutation={create} saveLabel={t('testUpload.series.create')} onCancel={() => onDone()} />
    </form>
  );
}
