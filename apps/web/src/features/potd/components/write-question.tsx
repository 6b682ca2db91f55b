import { subjectKeys, subjectName, topicKeys } from '@abhyas/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { type NewQuestion, useScheduleNewQuestion } from '../api/schedule-new-question';

const input =
  'min-h-12 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-primary-600 focus:outline-2 focus:outline-primary-600';

function Field(props: {
  label: string;
  value: string;
  onChange(v: string): void;
  lang: 'hi' | 'en';
  long?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {props.label}
      </label>
      {props.long ? (
        <textarea
          id={id}
          lang={props.lang}
          rows={3}
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className={`${input} py-2`}
        />
      ) : (
        <input
          id={id}
          lang={props.lang}
          required
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          className={input}
        />
      )}
    </div>
  );
}

const blank = (): NewQuestion => ({
  subject: 'polity',
  topic: 'polity',
  difficulty: 'medium',
  text: { hi: '', en: '' },
  options: [0, 1, 2, 3].map(() => ({ hi: '', en: '' })),
  answer: 1,
  explanation: { hi: '', en: '' },
});

/**
 * An admin writes the day's problem here instead of picking one: both languages, four options, the
 * answer and the explanation. The server checks it as it checks every bank question (real Hindi,
 * distinct options) and adds it to the bank; its error, translated, shows above the buttons.
 */
export function WriteQuestion(props: { day: string; label: string; onBack(): void; onDone(): void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const snackbar = useSnackbar();
  const [q, setQ] = useState<NewQuestion>(blank);
  const save = useScheduleNewQuestion();
  const both = (field: 'text' | 'explanation', l: 'hi' | 'en', v: string) =>
    setQ((cur) => ({ ...cur, [field]: { ...cur[field], [l]: v } }));
  const option = (i: number, l: 'hi' | 'en', v: string) =>
    setQ((cur) => ({ ...cur, options: cur.options.map((o, j) => (j === i ? { ...o, [l]: v } : o)) }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { day: props.day, question: q },
      {
        onSuccess: () => {
          snackbar.show(t('potd.management.scheduled', { day: props.label }), 'success');
          props.onDone();
        },
      },
    );
  };
  const w = (key: string, vars?: Record<string, unknown>) => t(`potd.management.write.${key}`, vars);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={w('title')}>
      <h3 className="font-semibold text-slate-900">{w('title')}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label={w('subject')}
          value={q.subject}
          onChange={(e) => setQ({ ...q, subject: e.target.value })}
          options={subjectKeys.map((k) => ({ value: k, label: subjectName(k, lang) }))}
        />
        <Select
          label={w('topic')}
          value={q.topic}
          onChange={(e) => setQ({ ...q, topic: e.target.value })}
          options={[...subjectKeys, ...topicKeys].map((k) => ({ value: k, label: subjectName(k, lang) }))}
        />
        <Select
          label={w('difficulty')}
          value={q.difficulty}
          onChange={(e) => setQ({ ...q, difficulty: e.target.value as NewQuestion['difficulty'] })}
          options={(['easy', 'medium', 'hard'] as const).map((d) => ({
            value: d,
            label: t(`potd.difficulty.${d}`),
          }))}
        />
      </div>
      <Field label={w('textHi')} lang="hi" long value={q.text.hi} onChange={(v) => both('text', 'hi', v)} />
      <Field label={w('textEn')} lang="en" long value={q.text.en} onChange={(v) => both('text', 'en', v)} />
      {q.options.map((o, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed option slots; the place is the identity.
          key={i}
          className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
        >
          <legend className="px-1 font-semibold text-slate-800">{w('option', { n: i + 1 })}</legend>
          <Field label={w('hindi')} lang="hi" value={o.hi} onChange={(v) => option(i, 'hi', v)} />
          <Field label={w('english')} lang="en" value={o.en} onChange={(v) => option(i, 'en', v)} />
        </fieldset>
      ))}
      <Select
        label={w('answer')}
        value={q.answer}
        onChange={(e) => setQ({ ...q, answer: Number(e.target.value) })}
        options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: w('option', { n }) }))}
        className="sm:max-w-xs"
      />
      <Field
        label={w('explanationHi')}
        lang="hi"
        long
        value={q.explanation.hi}
        onChange={(v) => both('explanation', 'hi', v)}
      />
      <Field
        label={w('explanationEn')}
        lang="en"
        long
        value={q.explanation.en}
        onChange={(v) => both('explanation', 'en', v)}
      />
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {t('potd.management.picker.confirm', { day: props.label })}
        </Button>
        <Button variant="secondary" onClick={props.onBack}>
          {t('potd.management.picker.back')}
        </Button>
      </div>
    </form>
  );
}
