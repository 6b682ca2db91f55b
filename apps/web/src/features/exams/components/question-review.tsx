import type { AnalysisQuestion, TestLanguage } from '@abhyas/core';
import { useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FlashcardsMakeCardButton } from '@/components/flashcards-make-card-button';
import { MathText } from '@/components/math-text';
import { QuestionChart } from '@/components/question-chart';
import { QuestionPassage } from '@/components/question-passage';
import { ReportQuestionDialog } from '@/components/report-question-dialog';
import { ShareToGroup } from '@/components/share-to-group/share-to-group';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { attemptAnalysisKey } from '../api/get-analysis';

const outcomeStyle = {
  correct: 'bg-success-50 text-success-800',
  wrong: 'bg-error-50 text-error-800',
  skipped: 'bg-slate-100 text-slate-700',
  sealed: 'bg-warning-50 text-warning-800',
} as const;

interface QuestionReviewProps {
  question: AnalysisQuestion;
  language: TestLanguage;
  attemptId: string;
  sectionName: string;
}

/** One question after the test: the student's answer, the key, the explanation, and a way to object. */
export function QuestionReview({ question: q, language, attemptId, sectionName }: QuestionReviewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = `q-${q.id}`;
  const texts = q.options.map((o) => o[language]);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <h3 id={headingId} tabIndex={-1} className="text-base font-bold text-slate-900 focus:outline-none">
          {t('exams.analysis.questionNumber', { number: q.number })}
        </h3>
        <span className={cn('rounded-full px-2.5 py-0.5 font-semibold', outcomeStyle[q.outcome])}>
          {t(`exams.analysis.outcome.${q.outcome}`)}
        </span>
        {q.marked && (
          <span className="rounded-full bg-primary-50 px-2.5 py-0.5 font-semibold text-primary-800">
            {t('exams.analysis.markedBadge')}
          </span>
        )}
        <span className="text-slate-600">
          {sectionName} · {formatDuration(t, q.timeSpentSeconds)}
        </span>
      </header>
      <QuestionPassage passage={q.passage} lang={language} className="mt-3 text-base" />
      <QuestionChart text={q.text[language]} />
      <p lang={language} className="mt-3 text-base leading-relaxed text-slate-900">
        <MathText text={q.text[language]} />
      </p>
      {q.image && <img src={q.image} alt="" loading="lazy" className="mt-3 max-h-64 max-w-full rounded" />}
      <ol className="mt-3 flex flex-col gap-2">
        {q.options.map((option, i) => {
          const isKey = i === q.correctOption;
          const isMine = i === q.answer;
          const label = optionLabel(texts, i);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed in order; the index is their identity
              key={i}
              className={cn(
                'flex items-start gap-2 rounded-lg border px-3 py-2',
                isKey
                  ? 'border-success-600 bg-success-50'
                  : isMine
                    ? 'border-error-600 bg-error-50'
                    : 'border-slate-200',
              )}
            >
              {label && <span className="font-semibold text-slate-700">{label}</span>}
              <span className="min-w-0 flex-1 break-words">
                <span lang={language}>
                  <MathText text={option[language]} />
                </span>
                {(isKey || isMine) && (
                  <span
                    className={cn(
                      'mt-0.5 flex items-center gap-1 text-sm font-semibold',
                      isKey ? 'text-success-800' : 'text-error-800',
                    )}
                  >
                    {isKey ? (
                      <Check aria-hidden="true" className="size-4" />
                    ) : (
                      <X aria-hidden="true" className="size-4" />
                    )}
                    {isKey && isMine
                      ? t('exams.analysis.yourCorrectAnswer')
                      : isKey
                        ? t('exams.analysis.correctAnswer')
                        : t('exams.analysis.yourAnswer')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {q.changes > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t('exams.analysis.changedTimes', { count: q.changes })}
          {q.rightToWrong && ` ${t('exams.analysis.changedAway')}`}
        </p>
      )}
      {q.sealedBy && (
        // The key waits for another ranked set the student has not taken (docs/exam-hall.md).
        <p className="mt-3 rounded-lg bg-warning-50 p-3 text-sm text-warning-800">
          {t('exams.analysis.sealedBy', { title: q.sealedBy.title[language] })}
        </p>
      )}
      {q.explanation && q.explanation[language].trim() !== '' && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-800">{t('exams.analysis.explanation')}</p>
          <p lang={language} className="mt-1 text-slate-800">
            <MathText text={q.explanation[language]} />
          </p>
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        {!q.sealedBy && !q.passage && (
          <FlashcardsMakeCardButton
            source={{ from: 'attempt-question', attemptId, questionId: q.id }}
            language={language}
          />
        )}
        {/* Stays at the right when the row wraps (English at 360 px), where it always was. */}
        <div className="ms-auto flex flex-wrap items-start justify-end gap-1">
          {/* A key still sealed by another set is not shared either: the server would refuse it. */}
          {!q.sealedBy && <ShareToGroup questionId={q.id} />}
          <ReportQuestionDialog
            texts="exams.report"
            attemptId={attemptId}
            questionId={q.id}
            questionNumber={q.number}
            reported={q.reportedByMe}
            // `reportedByMe` comes from the analysis; refetch so the button shows "Reported".
            onReported={() => queryClient.invalidateQueries({ queryKey: attemptAnalysisKey(attemptId) })}
          />
        </div>
      </div>
    </article>
  );
}
