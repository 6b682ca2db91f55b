import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { type RankReviewStatus, rankReviewStatuses, useRankReviews } from '../api/rank-reviews';
import { RankReviewCard } from './rank-review-card';

/**
 * First attempts held out of the ranks because they were answered faster than a person can
 * (docs/exam-hall.md, "Honest ranks"): clear one into the ranks, or reject it.
 */
export function RankReviewsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<RankReviewStatus>('pending');
  const reviews = useRankReviews(status);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('testUpload.reviews.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('testUpload.reviews.intro')}</p>
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-1.5 font-semibold text-slate-800">{t('testUpload.reviews.filter')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
          {rankReviewStatuses.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={cn(
                'min-h-11 rounded-md px-2 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-primary-600',
                status === s ? 'bg-white text-primary-800 shadow-sm' : 'text-slate-700 hover:bg-slate-200',
              )}
            >
              {t(`testUpload.reviews.status.${s}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {reviews.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : reviews.isError ? (
        <Alert variant="error">
          <p>{errorMessage(reviews.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void reviews.refetch()}>
            {t('testUpload.retry')}
          </Button>
        </Alert>
      ) : reviews.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {t(`testUpload.reviews.empty.${status}`)}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data.map((r) => (
            <li key={r.attemptId}>
              <RankReviewCard review={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
