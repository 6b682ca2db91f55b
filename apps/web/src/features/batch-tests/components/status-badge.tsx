import type { BatchTestStatus } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tone: Record<BatchTestStatus, string> = {
  open: 'bg-success-100 text-success-800',
  upcoming: 'bg-primary-50 text-primary-800',
  closed: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status }: { status: BatchTestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', tone[status])}>
      {t(`batchTests.status.${status}`)}
    </span>
  );
}
