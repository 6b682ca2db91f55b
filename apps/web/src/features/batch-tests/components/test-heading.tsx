import type { MyBatchTest, StaffBatchTest } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/use-ui-language';
import { StatusBadge } from './status-badge';
import { WindowLine } from './window-line';

/** A test's title, batch, size, status and window, as both the student's and the staff's cards show it. */
export function TestHeading({ test, now }: { test: MyBatchTest | StaffBatchTest; now: Date }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{test.set.title[language]}</h3>
          <p className="text-sm text-slate-700">
            {t('batchTests.batchLine', { batch: test.batch.name, count: test.set.questionCount })}
          </p>
        </div>
        <StatusBadge status={test.status} />
      </div>
      <WindowLine opensAt={test.opensAt} closesAt={test.closesAt} status={test.status} now={now} />
    </>
  );
}
