import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkRow } from '@/components/ui/link-row';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime, formatPercent } from '@/lib/format';
import { useMyInstitute } from '../api/get-my-institute';

type Lang = 'hi' | 'en';
/** The institute's tests screen (spec §2: for everyone), where a batch test is opened and its rank read. */
const examDashboardPath = '/organization/exam-dashboard';

/**
 * "My institute" on /user-dashboard, for a student of an institute: their batches and attendance,
 * the batch tests to come and their batch rank in the latest ones, each leading to the institute's
 * tests. Its own chunk: a student of no institute never downloads it (user-dashboard-page.tsx).
 */
export function MyInstituteCard({ organizationId, lang }: { organizationId: string; lang: Lang }) {
  const { t } = useTranslation();
  const card = useMyInstitute(organizationId);
  const percent = (v: number | null) =>
    v === null ? t('dashboard.stats.none') : t('dashboard.stats.percent', { value: formatPercent(v, lang) });
  return (
    <Card aria-labelledby="institute-title" className="flex flex-col gap-3" data-testid="my-institute">
      <h2 id="institute-title" className="flex items-center gap-2 text-xl font-semibold">
        <Building2 aria-hidden="true" className="size-5 text-primary-700" />
        {t('dashboard.institute.title')}
      </h2>
      {card.isPending && <Spinner label={t('common.loading')} className="text-primary-700" />}
      {card.isError && <ErrorState error={card.error} onRetry={() => void card.refetch()} />}
      {card.data && (
        <>
          <p className="font-semibold break-words text-slate-900">{card.data.organisationName}</p>
          <dl className="grid grid-cols-2 gap-3">
            <div className="flex min-w-0 flex-col rounded-lg bg-slate-50 p-3">
              <dt className="text-sm leading-snug text-slate-700">
                {t('dashboard.institute.batches', { count: card.data.batches.length })}
              </dt>
              <dd className="mt-1 font-semibold break-words text-slate-900" data-testid="institute-batches">
                {card.data.batches.length === 0
                  ? t('dashboard.institute.noBatch')
                  : card.data.batches.map((b) => b.name).join(', ')}
              </dd>
            </div>
            <div className="flex min-w-0 flex-col rounded-lg bg-slate-50 p-3">
              <dt className="text-sm leading-snug text-slate-700">{t('dashboard.institute.attendance')}</dt>
              <dd
                className="mt-1 text-2xl font-bold text-primary-900 tabular-nums"
                data-testid="institute-attendance"
              >
                {percent(card.data.attendanceRate)}
              </dd>
            </div>
          </dl>
          {/* Each batch's own rate only where there are two or more (one batch's is the total). */}
          {card.data.batches.length > 1 && (
            <ul className="flex flex-col gap-1 text-sm text-slate-700">
              {card.data.batches.map((b) => (
                <li key={b.id} className="flex justify-between gap-3">
                  <span className="break-words">{b.name}</span>
                  <span className="shrink-0 tabular-nums">{percent(b.attendanceRate)}</span>
                </li>
              ))}
            </ul>
          )}

          <h3 className="mt-2 font-semibold text-slate-900">{t('dashboard.institute.upcoming')}</h3>
          {card.data.upcomingTests.length === 0 ? (
            <p className="text-slate-700">{t('dashboard.institute.noUpcoming')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200" data-testid="institute-upcoming">
              {card.data.upcomingTests.map((test) => (
                <li key={test.id}>
                  <LinkRow to={examDashboardPath} title={test.title[lang]}>
                    <span className="block text-sm break-words text-slate-700">
                      {test.batchName} ·{' '}
                      {test.done
                        ? t('dashboard.institute.done')
                        : Date.parse(test.opensAt) > Date.now()
                          ? t('dashboard.institute.opens', { when: formatDateTime(test.opensAt, lang) })
                          : t('dashboard.institute.closes', { when: formatDateTime(test.closesAt, lang) })}
                    </span>
                  </LinkRow>
                </li>
              ))}
            </ul>
          )}

          {card.data.recentRanks.length > 0 && (
            <>
              <h3 className="mt-2 font-semibold text-slate-900">{t('dashboard.institute.ranks')}</h3>
              <ul className="flex flex-col divide-y divide-slate-200" data-testid="institute-ranks">
                {card.data.recentRanks.map((r) => (
                  <li key={r.id} className="py-2">
                    <span className="block font-semibold break-words text-slate-900">{r.title[lang]}</span>
                    <span className="block text-sm break-words text-slate-700">
                      {r.batchName} ·{' '}
                      {r.rank === null
                        ? t('dashboard.institute.notTaken')
                        : t('dashboard.institute.rank', {
                            rank: r.rank,
                            ranked: r.ranked,
                            score: percent(r.scorePercent),
                          })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={examDashboardPath} className={buttonClasses('secondary', true)}>
            {t('dashboard.institute.tests')}
          </Link>
        </>
      )}
    </Card>
  );
}
