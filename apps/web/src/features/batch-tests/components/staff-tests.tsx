import type { StaffBatchTest } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCancelTest, useStaffTests } from '../api/tests';
import { statusOrder, useServerNow } from '../lib/server-now';
import { TestHeading } from './test-heading';

/** The institute's tests as its staff see them: how many of the batch took each, and their average. */
export function StaffTests({ organizationId, canCancel }: { organizationId: string; canCancel: boolean }) {
  const { t } = useTranslation();
  const query = useStaffTests(organizationId);
  const now = useServerNow(query.data?.serverNow);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return (
      <EmptyState
        title={t('batchTests.staff.emptyTitle')}
        body={t(canCancel ? 'batchTests.staff.emptyAdmin' : 'batchTests.staff.emptyTeacher')}
      />
    );
  return (
    <ul className="flex flex-col gap-3">
      {[...query.data.items]
        .sort((a, b) => statusOrder[a.status] - statusOrder[b.status])
        .map((test) => (
          <li key={test.id}>
            <StaffTestCard organizationId={organizationId} test={test} canCancel={canCancel} now={now} />
          </li>
        ))}
    </ul>
  );
}

function StaffTestCard({
  organizationId,
  test,
  canCancel,
  now,
}: {
  organizationId: string;
  test: StaffBatchTest;
  canCancel: boolean;
  now: Date;
}) {
  const { t } = useTranslation();
  const cancel = useCancelTest(organizationId);
  return (
    <Card className="flex flex-col gap-3">
      <TestHeading test={test} now={now} />
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3">
        <div>
          <dt className="text-sm text-slate-700">{t('batchTests.staff.took')}</dt>
          <dd className="text-lg font-semibold">
            {t('batchTests.staff.tookOf', { takers: test.takers, size: test.batchSize })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('batchTests.staff.average')}</dt>
          <dd className="text-lg font-semibold">
            {test.averageScore === null
              ? t('batchTests.staff.noAverage')
              : t('batchTests.staff.averageOf', { average: test.averageScore, max: test.maxScore })}
          </dd>
        </div>
      </dl>
      {canCancel && test.status !== 'closed' && (
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate(test.id)}>
          {t('batchTests.staff.cancel')}
        </Button>
      )}
    </Card>
  );
}
