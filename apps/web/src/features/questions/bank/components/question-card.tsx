import type { BankQuestionItem, BankReveal } from '@abhyas/core';
import { Bookmark, CheckCircle2, CircleDot, Eye, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlashcardsMakeCardButton } from '@/components/flashcards-make-card-button';
import { MathText } from '@/components/math-text';
import { QuestionPassage } from '@/components/question-passage';
import { ReportQuestionDialog } from '@/components/report-question-dialog';
import { ShareToGroup } from '@/components/share-to-group/share-to-group';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { optionLabel } from '@/lib/option-label';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useRevealAnswer } from '../api/reveal-answer';
import { useToggleBookmark } from '../api/toggle-bookmark';

const difficultyChip = {
  easy: 'bg-success-50 text-success-800 border-success-200',
  medium: 'bg-warning-50 text-warning-800 border-warning-200',
  hard: 'bg-error-50 text-error-800 border-error-200',
} as const;

/**
 * One bank question: text and options, its marks, and two ways to its key: tap an option to try it
 * (the verdict comes with the key), or the deliberate "Show answer". Either asks the server, which
 * opens the key only when the sealing rule allows (docs/honest-ranks.md); nothing is recorded.
 */
/** `number`: its place in a list; a question on its own page has none. */
export function QuestionCard({ question, number }: { question: BankQuestionItem; number?: number }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const reveal = useRevealAnswer();
  const bookmark = useToggleBookmark();
  const answer: BankReveal | undefined = reveal.data;
  const [chosen, setChosen] = useState<number | null>(null);
  const tryOption = (i: number) => {
    if (answer || reveal.isPending) return;
    setChosen(i);
    reveal.mutate(question.id);
  };
  const labels = question.options.map((o) => o[lang]);
  const headingId = `bank-q-${question.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2 text-sm">
          {number !== undefined && (
            <span className="font-semibold text-slate-600">{t('questions.list.number', { number })}</span>
          )}
          <span className={cn('rounded-full border px-2.5 py-0.5', difficultyChip[question.difficulty])}>
            {t(`questions.difficulty.${question.difficulty}`)}
          </span>
          {question.answered && (
            <span className="inline-flex items-center gap-1 rounded-full border border-info-200 bg-info-50 px-2.5 py-0.5 text-info-800">
              <CircleDot aria-hidden="true" className="size-3.5" />
              {t('questions.list.answered')}
            </span>
          )}
        </div>
        <Button
          variant="ghost"
          className="-mt-2 -mr-2 px-3"
          aria-pressed={question.bookmarked}
          aria-label={question.bookmarked ? t('questions.bookmark.remove') : t('questions.bookmark.add')}
          loading={bookmark.isPending}
          onClick={() => bookmark.mutate({ questionId: question.id, bookmarked: !question.bookmarked })}
        >
          {!bookmark.isPending && (
            <Bookmark aria-hidden="true" className={cn('size-6', question.bookmarked && 'fill-current')} />
          )}
        </Button>
      </div>
      <QuestionPassage passage={question.passage} lang={lang} className="mt-2 text-base" />
      <h3 id={headingId} className="mt-2 text-lg leading-relaxed font-semibold text-slate-900">
        <MathText text={question.text[lang]} />
      </h3>
      {question.image && <img src={question.image} alt="" loading="lazy" className="mt-3 max-h-64 rounded" />}
      <ol className="mt-3 flex flex-col gap-2">
        {labels.map((text, i) => {
          const correct = answer !== undefined && answer.answer === i + 1;
          const mine = chosen === i;
          const wrongPick = answer !== undefined && mine && !correct;
          const body = (
            <>
              {optionLabel(labels, i) && <span className="font-semibold">{optionLabel(labels, i)}</span>}
              <MathText text={text} className="flex-1 text-start" />
              {correct && (
                <span className="inline-flex items-center gap-1 text-sm font-semibold">
                  <CheckCircle2 aria-hidden="true" className="size-5" />
                  {mine ? t('questions.reveal.yourCorrect') : t('questions.reveal.correct')}
                </span>
              )}
              {wrongPick && (
                <span className="inline-flex items-center gap-1 text-sm font-semibold">
                  <XCircle aria-hidden="true" className="size-5" />
                  {t('questions.reveal.yourAnswer')}
                </span>
              )}
            </>
          );
          const box = cn(
            'flex min-h-12 w-full items-start gap-2 rounded-lg border px-3 py-2.5 leading-relaxed',
            correct
              ? 'border-success-600 bg-success-50 text-success-900'
              : wrongPick
                ? 'border-error-600 bg-error-50 text-error-900'
                : mine
                  ? 'border-primary-600 bg-primary-50 text-slate-900'
                  : 'border-slate-200 text-slate-800',
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; their order is their identity.
            <li key={i}>
              {answer ? (
                <div className={box}>{body}</div>
              ) : (
                <button
                  type="button"
                  className={cn(
                    box,
                    'hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                  )}
                  aria-pressed={mine}
                  disabled={reveal.isPending}
                  onClick={() => tryOption(i)}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {bookmark.isError && <p className="mt-2 text-sm text-error-800">{errorMessage(bookmark.error)}</p>}
      {answer && chosen !== null && (
        <p role="status" className="mt-3 font-semibold text-slate-900">
          {answer.answer === chosen + 1 ? t('questions.reveal.right') : t('questions.reveal.wrong')}
        </p>
      )}
      {answer ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t('questions.reveal.explanation')}</p>
          <p className="mt-1 leading-relaxed text-slate-800">
            <MathText text={answer.explanation[lang]} />
          </p>
          {!question.passage && (
            <FlashcardsMakeCardButton
              className="mt-2"
              source={{ from: 'question', questionId: question.id }}
              language={lang}
            />
          )}
          <div className="mt-2">
            {answer.reportAttemptId ? (
              <ReportQuestionDialog
                texts="questions.report"
                questionId={question.id}
                attemptId={answer.reportAttemptId}
              />
            ) : (
              <p className="text-sm leading-relaxed text-slate-600">
                {t('questions.report.viaFeedback')}{' '}
                <Link to="/feedback" className="font-semibold text-primary-700 underline">
                  {t('questions.report.feedbackLink')}
                </Link>
              </p>
            )}
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <p className="mb-2 text-sm text-slate-600">{t('questions.reveal.tryHint')}</p>
          <Button variant="secondary" loading={reveal.isPending} onClick={() => reveal.mutate(question.id)}>
            <Eye aria-hidden="true" className="size-5" />
            {t('questions.reveal.show')}
          </Button>
          {reveal.isError && <p className="mt-2 text-sm text-error-800">{errorMessage(reveal.error)}</p>}
        </div>
      )}
      <div className="mt-2 flex justify-end border-t border-slate-100 pt-2">
        <ShareToGroup questionId={question.id} />
      </div>
    </article>
  );
}
