import type { Subscription } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/**
 * What a plan's owner has now: the plan, active since when, and its receipt; or, with no subscription,
 * that the default plan applies.
 */
export function PlanStatus({
  planName,
  subscription,
  owner = 'student',
}: {
  planName: string;
  subscription: Subscription | null;
  /** Whose plan: the words for the default differ ("you have not chosen" / "the institute has not"). */
  owner?: 'student' | 'institute';
}) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : 'hi-IN', {
      dateStyle: 'medium',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(iso));
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="plan-status">
      <p className="font-semibold text-slate-900">{planName}</p>
      {subscription ? (
        <>
          <p className="text-slate-700">
            {t('plans.status.active', { date: date(subscription.startedAt) })} ·{' '}
            {t('plans.status.receiptNo', { number: subscription.receiptNumber })}
          </p>
          <Link to={`/purchase/receipt/${subscription.id}`} className={`${buttonClasses('secondary')} mt-3`}>
            {t('plans.status.receipt')}
          </Link>
        </>
      ) : (
        <p className="text-slate-700">
          {t(owner === 'institute' ? 'plans.status.instituteDefault' : 'plans.status.default')}
        </p>
      )}
    </div>
  );
}
