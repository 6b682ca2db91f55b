import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import type { AdminQuestion } from '../api/types';
import { useUpdateQuestion } from '../api/update-question';
import { FormActions, Pair, TextArea } from './fields';

interface Props {
  setId: string;
  question: AdminQuestion;
  onClose: () => void;
}

/** Edits text, options, answer and explanation; section, subject, topic and difficulty are kept. */
export function QuestionEditor({ setId, question, onClose }: Props) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateQuestion();
  const [draft, setDraft] = useState(() => ({
    text: question.text,
    options: question.options,
    answer: question.answer,
    explanation: question.explanation,
  }));
  const setOption = (i: number, lang: 'hi' | 'en', value: string) =>
    setDraft({ ...draft, options: draft.options.map((o, j) => (j === i ? { ...o, [lang]: value } : o)) });

  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate(
      {
        setId,
        questionId: question.id,
        question: {
          section: question.section,
          subject: question.subject,
          topic: question.topic,
          difficulty: question.difficulty,
          ...draft,
          ...(question.image ? { image: question.image } : {}),
          // A passage question keeps its passage (the form edits the question, not the passage).
          ...(question.passage ? { passage: question.passage } : {}),
          // A current-affairs question keeps its dates through an edit (the form does not show them).
          ...(question.factDate ? { factDate: question.factDate } : {}),
          ...(question.expiresOn ? { expiresOn: question.expiresOn } : {}),
        },
      },
      {
        onSuccess: () => {
          snackbar.show(t('testUpload.questions.saved'));
          onClose();
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('testUpload.questions.editLabel', { n: question.position })}
      className="mt-3 flex flex-col gap-3"
    >
      <Pair>
        <TextArea
          rows={4}
          label={t('testUpload.questions.textHi')}
          lang="hi"
          value={draft.text.hi}
          onChange={(e) => setDraft({ ...draft, text: { ...draft.text, hi: e.target.value } })}
        />
        <TextArea
          rows={4}
          label={t('testUpload.questions.textEn')}
          lang="en"
          value={draft.text.en}
          onChange={(e) => setDraft({ ...draft, text: { ...draft.text, en: e.target.value } })}
        />
        {draft.options.map((o, i) => (
          // Options have no id of their own; their place is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list edited in place
          <div key={i} className="contents">
            <TextArea
              rows={1}
              label={t('testUpload.questions.optionHi', { n: i + 1 })}
              lang="hi"
              value={o.hi}
              onChange={(e) => setOption(i, 'hi', e.target.value)}
            />
            <TextArea
              rows={1}
              label={t('testUpload.questions.optionEn', { n: i + 1 })}
              lang="en"
              value={o.en}
              onChange={(e) => setOption(i, 'en', e.target.value)}
            />
          </div>
        ))}
      </Pair>
      <Select
        label={t('testUpload.questions.answer')}
        value={String(draft.answer)}
        onChange={(e) => setDraft({ ...draft, answer: Number(e.target.value) })}
        options={draft.options.map((_, i) => ({
          value: String(i + 1),
          label: t('testUpload.questions.optionN', { n: i + 1 }),
        }))}
      />
      <Pair>
        <TextArea
          rows={4}
          label={t('testUpload.questions.explanationHi')}
          lang="hi"
          value={draft.explanation.hi}
          onChange={(e) => setDraft({ ...draft, explanation: { ...draft.explanation, hi: e.target.value } })}
        />
        <TextArea
          rows={4}
          label={t('testUpload.questions.explanationEn')}
          lang="en"
          value={draft.explanation.en}
          onChange={(e) => setDraft({ ...draft, explanation: { ...draft.explanation, en: e.target.value } })}
        />
      </Pair>
      <FormActions mutation={update} saveLabel={t('testUpload.questions.save')} onCancel={onClose} />
    </form>
  );
}
