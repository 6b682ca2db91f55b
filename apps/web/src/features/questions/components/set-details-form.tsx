import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import type { AdminSet } from '../api/types';
import { useUpdateSet } from '../api/update-set';
import {
  Checkbox,
  FormActions,
  fromLanguages,
  type LanguageChoice,
  languageChoices,
  Pair,
  TitleFields,
  toLanguages,
} from './fields';

/** Edits a set's titles, languages and price; publishing has its own control. */
export function SetDetailsForm({ set, onClose }: { set: AdminSet; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateSet();
  const [form, setForm] = useState(() => ({
    hi: set.title.hi,
    en: set.title.en,
    languages: fromLanguages(set.languages),
    free: set.free,
  }));
  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate(
      {
        setId: set.id,
        patch: {
          title: { hi: form.hi.trim(), en: form.en.trim() },
          languages: toLanguages(form.languages),
          free: form.free,
        },
      },
      {
        onSuccess: () => {
          snackbar.show(t('testUpload.setDetails.saved'));
          onClose();
        },
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      aria-label={t('testUpload.setDetails.formLabel')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <Pair>
        <TitleFields value={form} onChange={(title) => setForm({ ...form, ...title })} />
      </Pair>
      <Select
        label={t('testUpload.set.languages')}
        value={form.languages}
        onChange={(e) => setForm({ ...form, languages: e.target.value as LanguageChoice })}
        options={languageChoices.map((l) => ({ value: l, label: t(`testUpload.set.languageOptions.${l}`) }))}
      />
      <Checkbox
        label={t('testUpload.set.free')}
        checked={form.free}
        onChange={(e) => setForm({ ...form, free: e.target.checked })}
      />
      <FormActions mutation={update} saveLabel={t('testUpload.setDetails.save')} onCancel={onClose} />
    </form>
  );
}
