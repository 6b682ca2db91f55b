import { subjectName, type TestLanguage } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashcardsMakeCardButton } from '@/components/flashcards-make-card-button';
import { MathText } from '@/components/math-text';
import { EmptyState, LoadingState } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QuestionPassage } from '@/components/question-passage';
import { Button } from '@/components/ui/button';
import { useRevise } from '../api/list-revise';
import { useRemoveReviseItem } from '../api/remove-revise-item';
import { AnswerLine } from './answer-line';
import { ErrorState } from './states';

/** Wrong answers not yet answered right: the question, the student's answer, the key, the explanation. */
export function ReviseList({ lang }: { lang: TestLanguage }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useRevise(page);
  const remove = useRemoveReviseItem();
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title={t('quizzes.revise.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" lang={lang}>
        {list.data.items.map((item) => {
          const texts = item.options.map((o) => o[lang]);
          return (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm font-semibold text-accent-800">
                {subjectName(item.subject, lang)} · {subjectName(item.topic, lang)}
              </p>
              <QuestionPassage passage={item.passage} lang={lang} className="mt-1" />
              <p className="mt-1 leading-relaxed text-slate-900">
                <MathText text={item.text[lang]} />
              </p>
              <p className="mt-2 text-red-800">
                <AnswerLine
                  lead={t('quizzes.revise.yourAnswer', { option: '' })}
                  texts={texts}
                  index={item.yourAnswer}
                />
              </p>
              <p className="text-green-800">
                <AnswerLine
                  lead={t('quizzes.run.answerWas', { option: '' })}
                  texts={texts}
                  index={item.correctOption}
                />
              </p>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">
                <MathText text={item.explanation[lang]} />
              </p>
              <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
                {!item.passage && (
                  <FlashcardsMakeCardButton
                    source={{ from: 'revise-item', itemId: item.id }}
                    language={lang}
                  />
                )}
                <Button
                  variant="ghost"
                  loading={remove.isPending && remove.variables === item.id}
                  onClick={() => remove.mutate(item.id)}
                >
                  {t('quizzes.revise.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pages={list.data.pages} onPage={setPage} texts="quizzes.paging" />
    </div>
  );
}
