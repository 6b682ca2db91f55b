import { subjectName, type TestLanguage } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { quizPath } from '@/lib/quiz-path';
import { useHistory } from '../api/list-history';
import { ErrorState } from './states';

/** The student's own quizzes, newest first, ten a page: the score, or "continue" for an unfinished one. */
export function HistoryList({ lang }: { lang: TestLanguage }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useHistory(page);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title={t('quizzes.history.empty')} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {list.data.items.map((q) => (
          <li
            key={q.id}
            className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">
                {q.kind === 'aimed'
                  ? t('quizzes.weakTopics')
                  : [q.subject, q.topic]
                      .filter(Boolean)
                      .map((k) => subjectName(k as string, lang))
                      .join(' · ')}
              </span>
              <span className="block text-sm text-slate-700">
                {formatDateTime(q.startedAt, lang)} ·{' '}
                {q.finishedAt
                  ? t('quizzes.history.score', { correct: q.correct, total: q.total })
                  : t('quizzes.history.unfinished', { answered: q.answered, total: q.total })}
              </span>
            </span>
            <Link to={quizPath(q)} className={buttonClasses('secondary')}>
              {q.finishedAt ? t('quizzes.history.result') : t('quizzes.history.resume')}
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={list.data.pages} onPage={setPage} texts="quizzes.paging" />
    </div>
  );
}
