import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { type RankReviewStatus, rankReviewStatuses, useRankReviews } from '../api/rank-reviews';
import { RankReviewCard } from './rank-review-card';
import { StatusFilter } from './status-filter';

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
      <StatusFilter
        legend={t('testUpload.reviews.filter')}
        statuses={rankReviewStatuses}
        value={status}
        onChange={setStatus}
        label={(s) => t(`testUpload.reviews.status.${s}`)}
      />
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
