import { subjectName } from '@abhyas/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { optionLabel } from '@/lib/option-label';
import type { AdminSetDetail } from '../api/types';
import { useLocalized } from '../hooks/use-localized';
import { AddQuestionForm } from './add-question-form';
import { QuestionEditor } from './question-editor';
import { RemoveQuestionButton } from './remove-question-button';

/** The set's questions with their keys (this screen is for platform admins only). */
export function QuestionList({ detail }: { detail: AdminSetDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const full = detail.set.questionCount >= detail.set.templateQuestions;
  return (
    <>
      {adding ? (
        <AddQuestionForm detail={detail} onClose={() => setAdding(false)} />
      ) : (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" className="self-start" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('testUpload.add.open')}
          </Button>
          {full && <p className="text-sm text-slate-600">{t('testUpload.add.fullHint')}</p>}
        </div>
      )}
      {detail.questions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t('testUpload.questions.empty')}
        </p>
      ) : (
        <Questions detail={detail} editing={editing} setEditing={setEditing} />
      )}
    </>
  );
}

function Questions({
  detail,
  editing,
  setEditing,
}: {
  detail: AdminSetDetail;
  editing: string | null;
  setEditing: (id: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const pick = useLocalized();
  return (
    <ol className="flex flex-col gap-3">
      {detail.questions.map((q) => (
        <li key={q.id}>
          <article
            aria-label={t('testUpload.questions.number', { n: q.position })}
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <header className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="font-semibold text-slate-900">
                {t('testUpload.questions.number', { n: q.position })}
              </span>
              <span>{t('testUpload.questions.section', { n: q.section })}</span>
              <span>
                · {subjectName(q.subject, lang)} / {subjectName(q.topic, lang)}
              </span>
              <span>· {t(`testUpload.difficulty.${q.difficulty}`)}</span>
            </header>
            <p className="mt-2 break-words font-medium leading-relaxed text-slate-900">{pick(q.text)}</p>
            <ol className="mt-2 flex flex-col gap-1 text-sm">
              {q.options.map((o, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place
                  key={i}
                  className={cn(
                    'break-words rounded px-2 py-1',
                    i + 1 === q.answer && 'bg-success-50 font-semibold text-success-800',
                  )}
                >
                  {[optionLabel(q.options.map(pick), i), pick(o)].filter(Boolean).join(' ')}
                  {i + 1 === q.answer && (
                    <span className="sr-only"> ({t('testUpload.questions.correct')})</span>
                  )}
                </li>
              ))}
            </ol>
            {editing === q.id ? (
              <QuestionEditor setId={detail.set.id} question={q} onClose={() => setEditing(null)} />
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="ghost" onClick={() => setEditing(q.id)}>
                  {t('testUpload.questions.edit')}
                </Button>
                <RemoveQuestionButton setId={detail.set.id} questionId={q.id} position={q.position} />
              </div>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
