import { communityRules, createGroupRequestSchema, type ExamKey } from '@abhyas/core';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExamPicker } from '@/components/exam-picker';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useForm } from '@/lib/use-form';
import { useCreateGroup } from '../api/group';
import { ChoiceRow } from './choice-row';
import { TextAreaField } from './text-area-field';

type Cover = (typeof communityRules.covers)[number];

/** A new group: name, description, target exam, who may find it, a cover colour. Opens its chat. */
export function CreateGroupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const form = useForm({ name: '', description: '', examKey: '', visibility: 'public', cover: '' });
  const [exam, setExam] = useState<ExamKey | null>(null);
  const [cover, setCover] = useState<Cover>(communityRules.covers[0]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: form.values.name,
      description: form.values.description,
      examKey: exam,
      visibility: form.values.visibility,
      cover,
    };
    const parsed = form.validate(createGroupRequestSchema, input);
    if (!parsed) return;
    try {
      const group = await create.mutateAsync(parsed);
      void navigate(`/group-chat/${group.id}`);
    } catch (error) {
      form.showServerError(error);
    }
  }

  return (
    <AppForm
      ref={form.formRef}
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('community.create.title')}
    >
      <TextField
        label={t('community.create.name')}
        hint={t('community.create.nameHint', { max: communityRules.name.max })}
        maxLength={communityRules.name.max}
        {...form.bind('name')}
      />
      <TextAreaField
        label={t('community.create.description')}
        maxLength={communityRules.description.max}
        {...form.bind('description')}
      />
      <ExamPicker
        exams="all"
        label={t('community.create.exam')}
        placeholder={t('community.create.noExam')}
        value={exam}
        onChange={setExam}
        error={form.error('examKey')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold text-slate-800">{t('community.create.visibility')}</legend>
        {(['public', 'private'] as const).map((v) => (
          <ChoiceRow
            key={v}
            name="visibility"
            checked={form.values.visibility === v}
            onChange={() => form.set('visibility', v)}
            title={t(`community.visibility.${v}`)}
            body={t(`community.visibility.${v}Body`)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 font-semibold text-slate-800">{t('community.create.cover')}</legend>
        <div className="flex flex-wrap gap-2">
          {communityRules.covers.map((c, i) => (
            <button
              key={c}
              type="button"
              aria-pressed={cover === c}
              aria-label={t('community.create.coverN', { n: i + 1 })}
              onClick={() => setCover(c)}
              className={cn(
                'inline-flex size-12 items-center justify-center rounded-lg text-white',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                cover === c && 'ring-3 ring-slate-900 ring-offset-2',
              )}
              style={{ backgroundColor: c }}
            >
              {cover === c && <Check aria-hidden="true" className="size-6" />}
            </button>
          ))}
        </div>
      </fieldset>
      <FormError message={form.formError} />
      <Button type="submit" loading={create.isPending}>
        {t('community.create.submit')}
      </Button>
    </AppForm>
  );
}
