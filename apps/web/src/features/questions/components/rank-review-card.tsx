import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, formatDuration, intlLocale } from '@/lib/format';
import { useDecideRankReview } from '../api/decide-rank-review';
import type { RankReviewItem } from '../api/rank-reviews';

/** One held attempt: who, which set, the score, the pace and why it was held; clear or reject it. */
export function RankReviewCard({ review }: { review: RankReviewItem }) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const decide = useDecideRankReview();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const setTitle = review.set.title[lang];
  const number = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
  const date = formatDateTime(review.submittedAt, lang);
  const act = (decision: 'cleared' | 'rejected') =>
    decide.mutate(
      { attemptId: review.attemptId, decision },
      { onSuccess: () => snackbar.show(t(`testUpload.reviews.done.${decision}`)) },
    );
  return (
    <article
      aria-label={t('testUpload.reviews.cardLabel', { student: review.student.username, set: setTitle })}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-col gap-1 text-sm">
        <p className="break-words font-semibold text-slate-900">{setTitle}</p>
        <p className="break-words text-slate-700">
          {review.student.name} ({review.student.username}) ·{' '}
          <time dateTime={review.submittedAt}>{date}</time>
        </p>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('testUpload.reviews.score')}</dt>
          <dd className="font-semibold text-slate-900">
            {t('testUpload.reviews.scoreValue', {
              score: number.format(review.score),
              total: number.format(review.totalMarks),
            })}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('testUpload.reviews.answered')}</dt>
          <dd className="font-semibold text-slate-900">
            {t('testUpload.reviews.answeredValue', {
              answered: review.answered,
              correct: review.correct,
              total: review.totalQuestions,
            })}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('testUpload.reviews.time')}</dt>
          {/* How long the attempt took to answer, as the server measured it, in the app's words. */}
          <dd className="font-semibold text-slate-900">{formatDuration(t, review.answeringSeconds)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('testUpload.reviews.pace')}</dt>
          <dd
            className={
              review.heldFor === 'pace' ? 'font-semibold text-error-800' : 'font-semibold text-slate-900'
            }
          >
            {t('testUpload.reviews.paceValue', {
              pace: number.format(review.secondsPerAnswer ?? 0),
              floor: number.format(review.floorSeconds),
            })}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2 sm:col-span-2">
          <dt className="text-slate-600">{t('testUpload.reviews.heldFor')}</dt>
          <dd className="font-semibold text-error-800">
            {t(`testUpload.reviews.heldForValue.${review.heldFor}`)}
          </dd>
        </div>
      </dl>
      {review.status !== 'pending' && (
        <p className="text-sm font-medium text-slate-700">
          {t(`testUpload.reviews.decided.${review.status}`, { admin: review.reviewedBy ?? '' })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {review.status !== 'cleared' && (
          <Button
            loading={decide.isPending && decide.variables?.decision === 'cleared'}
            onClick={() => act('cleared')}
          >
            {t('testUpload.reviews.clear')}
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button
            variant="secondary"
            loading={decide.isPending && decide.variables?.decision === 'rejected'}
            onClick={() => act('rejected')}
          >
            {t('testUpload.reviews.reject')}
          </Button>
        )}
      </div>
      {decide.isError && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {errorMessage(decide.error)}
        </p>
      )}
    </article>
  );
}
