import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useCreateSet, useSetList } from '../api/sets';
import { useLocalized } from '../hooks/use-localized';
import { FormActions, Pair, TitleFields } from './fields';

interface Props {
  seriesId: string;
  value: string;
  onChange: (setId: string) => void;
}

export function SetPicker({ seriesId, value, onChange }: Props) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const list = useSetList(seriesId);
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <Select
          className="min-w-0 flex-1 basis-56"
          label={t('testUpload.set.label')}
          placeholder={list.isPending ? t('testUpload.loading') : t('testUpload.set.placeholder')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={(list.data ?? []).map((s) => ({
            value: s.id,
            label: `${pick(s.title)} (${s.questionCount}/${s.templateQuestions})`,
          }))}
        />
        <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          {t('testUpload.set.new')}
        </Button>
      </div>
      {adding && (
        <NewSetForm
          seriesId={seriesId}
          onDone={(id) => {
            setAdding(false);
            if (id) onChange(id);
          }}
        />
      )}
    </div>
  );
}

type Languages = 'both' | 'hi' | 'en';

function NewSetForm({ seriesId, onDone }: { seriesId: string; onDone: (id?: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateSet();
  const [form, setForm] = useState({ slug: '', hi: '', en: '', languages: 'both' as Languages, free: true });
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(
      {
        seriesId,
        slug: form.slug.trim(),
        title: { hi: form.hi.trim(), en: form.en.trim() },
        languages: form.languages === 'both' ? ['hi', 'en'] : [form.languages],
        free: form.free,
      },
      { onSuccess: (s) => onDone(s.id) },
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('testUpload.set.formLabel')}
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
        <Select
          label={t('testUpload.set.languages')}
          value={form.languages}
          onChange={(e) => setForm({ ...form, languages: e.target.value as Languages })}
          options={(['both', 'hi', 'en'] as const).map((l) => ({
            value: l,
            label: t(`testUpload.set.languageOptions.${l}`),
          }))}
        />
        <TitleFields value={form} onChange={(title) => setForm({ ...form, ...title })} />
      </Pair>
      <label className="flex min-h-12 items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={form.free}
          onChange={(e) => setForm({ ...form, free: e.target.checked })}
        />
        {t('testUpload.set.free')}
      </label>
      <p className="text-sm text-slate-600">{t('testUpload.set.unpublishedHint')}</p>
      <FormActions mutation={create} saveLabel={t('testUpload.set.create')} onCancel={() => onDone()} />
    </form>
  );
}
