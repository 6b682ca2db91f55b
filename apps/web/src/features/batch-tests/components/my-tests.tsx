import type { MyBatchTest } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMyTests } from '../api/tests';
import { statusOrder, useServerNow } from '../lib/server-now';
import { TestHeading } from './test-heading';

/** A student's tests of their batches: open first (start), then upcoming (countdown), then closed (result, batch rank). */
export function MyTests({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const query = useMyTests(organizationId);
  const now = useServerNow(query.data?.serverNow);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return <EmptyState title={t('batchTests.mine.emptyTitle')} body={t('batchTests.mine.emptyBody')} />;
  const items = [...query.data.items].sort((a, b) => statusOrder[a.status] - statusOrder[b.status]);
  return (
    <ul className="flex flex-col gap-3">
      {items.map((test) => (
        <li key={test.id}>
          <MyTestCard test={test} now={now} />
        </li>
      ))}
    </ul>
  );
}

function MyTestCard({ test, now }: { test: MyBatchTest; now: Date }) {
  const { t } = useTranslation();
  const setPath = `/exams/${test.set.seriesSlug}/${test.set.slug}`;
  return (
    <Card className="flex flex-col gap-3">
      <TestHeading test={test} now={now} />
      {test.result ? (
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
          <p className="text-base">
            {t('batchTests.mine.score', { score: test.result.score, max: test.result.maxScore })}
          </p>
          <p className="text-lg font-semibold">
            {t('batchTests.mine.rank', {
              rank: test.result.rank,
              takers: test.result.takers,
              size: test.batchSize,
            })}
          </p>
          <Link
            to={`${setPath}/results?attempt=${test.result.attemptId}`}
            className={buttonClasses('secondary')}
          >
            {t('batchTests.mine.seeResult')}
          </Link>
        </div>
      ) : test.status === 'open' ? (
        <Link to={setPath} className={buttonClasses('primary', true)}>
          {t(test.running ? 'batchTests.mine.resume' : 'batchTests.mine.start')}
        </Link>
      ) : (
        <p className="text-sm text-slate-700">
          {t(test.status === 'upcoming' ? 'batchTests.mine.notYet' : 'batchTests.mine.missed', {
            size: test.batchSize,
          })}
        </p>
      )}
    </Card>
  );
}
