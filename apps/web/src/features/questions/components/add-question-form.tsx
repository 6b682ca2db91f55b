import {
  CURRENT_AFFAIRS,
  type Difficulty,
  difficulties,
  type Localized,
  subjectKeys,
  subjectName,
  topicKeys,
} from '@abhyas/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { addQuestionSchema, useAddQuestion } from '../api/add-question';
import type { AdminSetDetail } from '../api/types';
import { useLocalized } from '../hooks/use-localized';
import { FieldError, Pair, TextArea } from './fields';

const empty = (): Localized => ({ hi: '', en: '' });

const SUBJECTS = subjectKeys;
const TOPICS = topicKeys;

/** Rule keys by dotted field path (`text.hi`, `options.2.en`, `answer`), as the schema and server name them. */
type Errors = Record<string, string>;

/** One question added at the end of the set, checked with the same schema the server uses. */
export function AddQuestionForm({ detail, onClose }: { detail: AdminSetDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const pick = useLocalized();
  const snackbar = useSnackbar();
  const add = useAddQuestion();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [focus, setFocus] = useState(0);
  const [draft, setDraft] = useState(() => ({
    section: String(detail.sections.find((s) => s.count < s.totalQuestions)?.section ?? 1),
    subject: '',
    topic: '',
    difficulty: 'medium' as Difficulty,
    text: empty(),
    options: [empty(), empty(), empty(), empty()],
    answer: '1',
    explanation: empty(),
    image: '',
    factDate: '',
    expiresOn: '',
  }));
  // A current-affairs question is dated (docs/current-affairs.md); no other subject sends a date.
  const dated = draft.subject === CURRENT_AFFAIRS;

  useEffect(() => {
    if (focus > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focus]);

  const err = (path: string) => {
    const key = errors[path];
    return key ? ruleMessage(key) : undefined;
  };
  const edit = (patch: Partial<typeof draft>, ...paths: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (paths.some((p) => errors[p]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !paths.includes(k))));
  };
  const setOption = (i: number, l: 'hi' | 'en', value: string) =>
    edit(
      { options: draft.options.map((o, j) => (j === i ? { ...o, [l]: value } : o)) },
      `options.${i}.${l}`,
      'options',
    );
  const known = (path: string) =>
    ['section', 'subject', 'topic', 'difficulty', 'text.hi', 'text.en', 'options', 'answer'].includes(path) ||
    ['explanation.hi', 'explanation.en', 'image', 'factDate', 'expiresOn'].includes(path) ||
    draft.options.some((_, i) => path === `options.${i}.hi` || path === `options.${i}.en`);

  function show(next: Errors) {
    setErrors(next);
    setFocus((n) => n + 1);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const result = addQuestionSchema.safeParse({
      section: Number(draft.section),
      subject: draft.subject,
      topic: draft.topic,
      difficulty: draft.difficulty,
      text: draft.text,
      options: draft.options,
      answer: Number(draft.answer),
      explanation: draft.explanation,
      ...(draft.image.trim() ? { image: draft.image.trim() } : {}),
      ...(dated && draft.factDate ? { factDate: draft.factDate } : {}),
      ...(dated && draft.expiresOn ? { expiresOn: draft.expiresOn } : {}),
    });
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        const at = known(path) ? path : String(issue.path[0] ?? '');
        if (known(at)) next[at] ??= issue.message;
        else setFormError(issue.message);
      }
      show(next);
      return;
    }
    add.mutate(
      { setId: detail.set.id, question: result.data },
      {
        onSuccess: (q) => {
          snackbar.show(t('testUpload.add.done', { n: q.position }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field && known(error.field))
            show({ [error.field]: error.rule ?? `errors.${error.code}` });
          else setFormError(error);
        },
      },
    );
  }

  const names = (keys: readonly string[]) =>
    keys
      .map((k) => ({ value: k, label: subjectName(k, lang) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t('testUpload.add.formLabel')}
      className="flex flex-col gap-3 rounded-lg border border-primary-200 bg-primary-50/40 p-4"
    >
      <h3 className="text-base font-semibold text-slate-900">{t('testUpload.add.formLabel')}</h3>
      <Pair>
        <Select
          label={t('testUpload.add.section')}
          value={draft.section}
          error={err('section')}
          onChange={(e) => edit({ section: e.target.value }, 'section')}
          options={detail.sections.map((s) => ({
            value: String(s.section),
            label: t('testUpload.set.sectionCount', {
              n: s.section,
              name: pick(s.name),
              count: s.count,
              total: s.totalQuestions,
            }),
          }))}
        />
        <Select
          label={t('testUpload.add.difficulty')}
          value={draft.difficulty}
          error={err('difficulty')}
          onChange={(e) => edit({ difficulty: e.target.value as Difficulty }, 'difficulty')}
          options={difficulties.map((d) => ({ value: d, label: t(`testUpload.difficulty.${d}`) }))}
        />
        <Select
          label={t('testUpload.add.subject')}
          placeholder={t('testUpload.add.choose')}
          value={draft.subject}
          error={err('subject')}
          onChange={(e) => edit({ subject: e.target.value }, 'subject')}
          options={names(SUBJECTS)}
        />
        <Select
          label={t('testUpload.add.topic')}
          placeholder={t('testUpload.add.choose')}
          value={draft.topic}
          error={err('topic')}
          onChange={(e) => edit({ topic: e.target.value }, 'topic')}
          options={names(TOPICS)}
        />
        <TextArea
          rows={3}
          label={t('testUpload.questions.textHi')}
          lang="hi"
          value={draft.text.hi}
          error={err('text.hi')}
          onChange={(e) => edit({ text: { ...draft.text, hi: e.target.value } }, 'text.hi')}
        />
        <TextArea
          rows={3}
          label={t('testUpload.questions.textEn')}
          lang="en"
          value={draft.text.en}
          error={err('text.en')}
          onChange={(e) => edit({ text: { ...draft.text, en: e.target.value } }, 'text.en')}
        />
        {draft.options.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place
          <div key={i} className="contents">
            <TextArea
              rows={1}
              label={t('testUpload.questions.optionHi', { n: i + 1 })}
              lang="hi"
              value={o.hi}
              error={err(`options.${i}.hi`)}
              onChange={(e) => setOption(i, 'hi', e.target.value)}
            />
            <TextArea
              rows={1}
              label={t('testUpload.questions.optionEn', { n: i + 1 })}
              lang="en"
              value={o.en}
              error={err(`options.${i}.en`)}
              onChange={(e) => setOption(i, 'en', e.target.value)}
            />
          </div>
        ))}
      </Pair>
      <FieldError id="add-question-options-error" message={err('options')} />
      <div className="flex flex-wrap gap-2">
        {draft.options.length < 5 ? (
          <Button
            variant="secondary"
            onClick={() => edit({ options: [...draft.options, empty()] }, 'options')}
          >
            {t('testUpload.add.fifthOption')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() =>
              edit(
                {
                  options: draft.options.slice(0, 4),
                  answer: Number(draft.answer) > 4 ? '1' : draft.answer,
                },
                'options',
              )
            }
          >
            {t('testUpload.add.dropFifth')}
          </Button>
        )}
      </div>
      <Select
        label={t('testUpload.questions.answer')}
        value={draft.answer}
        error={err('answer')}
        onChange={(e) => edit({ answer: e.target.value }, 'answer')}
        options={draft.options.map((_, i) => ({
          value: String(i + 1),
          label: t('testUpload.questions.optionN', { n: i + 1 }),
        }))}
      />
      <Pair>
        <TextArea
          rows={3}
          label={t('testUpload.questions.explanationHi')}
          lang="hi"
          value={draft.explanation.hi}
          error={err('explanation.hi')}
          onChange={(e) =>
            edit({ explanation: { ...draft.explanation, hi: e.target.value } }, 'explanation.hi')
          }
        />
        <TextArea
          rows={3}
          label={t('testUpload.questions.explanationEn')}
          lang="en"
          value={draft.explanation.en}
          error={err('explanation.en')}
          onChange={(e) =>
            edit({ explanation: { ...draft.explanation, en: e.target.value } }, 'explanation.en')
          }
        />
      </Pair>
      {dated && (
        <Pair>
          <TextField
            type="date"
            required
            label={t('testUpload.add.factDate')}
            value={draft.factDate}
            error={err('factDate')}
            onChange={(e) => edit({ factDate: e.target.value }, 'factDate', 'expiresOn')}
          />
          <TextField
            type="date"
            label={t('testUpload.add.expiresOn')}
            hint={t('testUpload.add.expiresOnHint')}
            value={draft.expiresOn}
            min={draft.factDate || undefined}
            error={err('expiresOn')}
            onChange={(e) => edit({ expiresOn: e.target.value }, 'expiresOn')}
          />
        </Pair>
      )}
      <TextField
        type="url"
        inputMode="url"
        label={t('testUpload.add.image')}
        hint={t('testUpload.add.imageHint')}
        value={draft.image}
        error={err('image')}
        onChange={(e) => edit({ image: e.target.value }, 'image')}
      />
      {formError !== null && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {typeof formError === 'string' ? ruleMessage(formError) : errorMessage(formError)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={add.isPending}>
          {t('testUpload.add.submit')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('testUpload.cancel')}
        </Button>
      </div>
    </form>
  );
}
