import type { ExamKey } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamPicker } from '@/components/exam-picker';
import { useSnackbar } from '@/components/ui/snackbar';
import { TextField } from '@/components/ui/text-field';
import type { AdminSeries } from '../api/types';
import { useUpdateSeries } from '../api/update-series';
import { FormActions, Pair, TextArea } from './fields';

/** Edits a series' titles, description and exam (the exam only while it has no sets: the server says so). */
export function SeriesDetailsForm({ series, onClose }: { series: AdminSeries; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateSeries();
  const [form, setForm] = useState(() => ({
    examKey: series.examKey as ExamKey,
    title: series.title,
    description: series.description,
  }));
  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate(
      {
        seriesId: series.id,
        patch: {
          title: { hi: form.title.hi.trim(), en: form.title.en.trim() },
          description: { hi: form.description.hi.trim(), en: form.description.en.trim() },
          // Sent only when changed: an unchanged exam is never a reason to refuse the rest.
          ...(form.examKey === series.examKey ? {} : { examKey: form.examKey }),
        },
      },
      {
        onSuccess: () => {
          snackbar.show(t('testUpload.seriesDetails.saved'));
          onClose();
        },
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('testUpload.seriesDetails.formLabel')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <ExamPicker
        exams="all"
        label={t('testUpload.series.exam')}
        value={form.examKey}
        disabled={series.setCount > 0}
        onChange={(examKey) => examKey && setForm({ ...form, examKey })}
      />
      {series.setCount > 0 && (
        <p className="-mt-1 text-sm text-slate-600">{t('testUpload.rules.examKeyLocked')}</p>
      )}
      <Pair>
        <TextField
          label={t('testUpload.fields.titleHi')}
          lang="hi"
          value={form.title.hi}
          onChange={(e) => setForm({ ...form, title: { ...form.title, hi: e.target.value } })}
          required
        />
        <TextField
          label={t('testUpload.fields.titleEn')}
          lang="en"
          value={form.title.en}
          onChange={(e) => setForm({ ...form, title: { ...form.title, en: e.target.value } })}
          required
        />
        <TextArea
          rows={3}
          label={t('testUpload.seriesDetails.descriptionHi')}
          lang="hi"
          value={form.description.hi}
          onChange={(e) => setForm({ ...form, description: { ...form.description, hi: e.target.value } })}
        />
        <TextArea
          rows={3}
          label={t('testUpload.seriesDetails.descriptionEn')}
          lang="en"
          value={form.description.en}
          onChange={(e) => setForm({ ...form, description: { ...form.description, en: e.target.value } })}
        />
      </Pair>
      <FormActions mutation={update} saveLabel={t('testUpload.seriesDetails.save')} onCancel={onClose} />
    </form>
  );
}
