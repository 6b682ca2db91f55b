import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/api/get-me';
import { useSignOut } from '@/lib/api/signout';
import { errorMessage } from '@/lib/error-message';
import { useStoredValue } from '@/lib/session';
import { useCurrentAffairsToday } from '../api/get-current-affairs-today';
import { useSummary } from '../api/get-summary';
import { useTargetExamSummary } from '../api/get-target-exam';
import { CurrentAffairsCard } from '../components/current-affairs-card';
import { NextStepsCard } from '../components/next-steps-card';
import { ScoreTrendChart } from '../components/score-trend-chart';
import { StatTiles, StreakCard } from '../components/stat-tiles';
import { StudyWeekCard } from '../components/study-week-card';
import { SubjectAccuracy } from '../components/subject-accuracy';
import { TargetExamCard } from '../components/target-exam-card';
import { usePractice } from '../hooks/use-practice';

// Only a student of an institute needs the card: everyone else never downloads it.
const MyInstituteCard = lazy(async () => ({
  default: (await import('../components/my-institute-card')).MyInstituteCard,
}));

/**
 * The student dashboard (spec: /quiz-dashboard, also /user-dashboard), where sign-in and sign-up
 * land: what to do next first, then the numbers, the score trend, accuracy by subject with the weak
 * topics one tap from practice, the study week and the streak, then the account (docs/dashboard.md).
 * Its charts are small SVGs in this page's own chunk.
 */
export function UserDashboardPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const summary = useSummary();
  const practice = usePractice();
  const me = useMe();
  // Everything under the greeting waits for the page's three reads: cards that arrived one by one
  // pushed the ones below them down the screen (a layout shift of 0.35 on a phone, Lighthouse's CLS).
  const target = useTargetExamSummary();
  const today = useCurrentAffairsToday();
  // A read that failed once stops holding the page (its retries and error show in their place), and
  // once shown the page stays shown: a card mounting may refetch its read, which must not hide it all.
  const waitsFor = (q: { isPending: boolean; failureCount: number }) => q.isPending && q.failureCount === 0;
  const [shown, setShown] = useState(false);
  if (!shown && !waitsFor(summary) && !waitsFor(target) && !waitsFor(today)) setShown(true);
  const settling = !shown;
  const signOut = useSignOut();
  // The stored copy lets the greeting paint at once; /api/me then confirms or corrects it.
  const storedName = useStoredValue('userName');
  const storedUsername = useStoredValue('username');
  const storedRole = useStoredValue('role');
  const name = me.data?.name ?? storedName ?? '';
  const username = me.data?.username ?? storedUsername;
  const role = me.data?.role ?? storedRole;
  const orgRole = me.data?.orgRole ?? null;
  const organizationId = useStoredValue('organizationId');
  const storedOrgRole = useStoredValue('orgRole');

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 lg:max-w-5xl">
      <title>{`${t('dashboard.metaTitle')} · ${t('common.appName')}`}</title>
      <div>
        <h1 className="text-3xl leading-snug font-semibold break-words text-primary-900">
          {t('common.landing.greeting', { name })}
        </h1>
        <p className="mt-1 text-slate-700">{t('dashboard.body')}</p>
      </div>

      {settling ? (
        <div className="flex min-h-40 items-center justify-center" aria-busy="true">
          <Spinner label={t('common.loading')} className="size-8 text-primary-700" />
        </div>
      ) : (
        <>
          {/* The exam the student prepares for and its next test (docs/first-visit.md). */}
          <TargetExamCard lang={lang} />

          {/* Today's ten current-affairs questions (docs/current-affairs.md). */}
          <CurrentAffairsCard query={today} />

          {/* A student of an institute: their batches, attendance, batch tests and ranks (docs/institutes.md). */}
          {organizationId && storedOrgRole === 'member' && (
            <Suspense fallback={null}>
              <MyInstituteCard organizationId={organizationId} lang={lang} />
            </Suspense>
          )}

          {summary.isError && (
            <Alert variant="error">
              <p>{t('dashboard.loadFailed')}</p>
              <p>{errorMessage(summary.error)}</p>
              <Button variant="ghost" className="-ml-3" onClick={() => void summary.refetch()}>
                {t('dashboard.retry')}
              </Button>
            </Alert>
          )}
          {summary.isError && (
            <Link to="/exams" className={buttonClasses('primary', true)}>
              {t('dashboard.next.testSeries')}
            </Link>
          )}
          {summary.data && (
            // One column on phones; two on a wide screen, so the charts do not grow to a page each.
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <NextStepsCard summary={summary.data} lang={lang} practice={practice} />
              <StatTiles summary={summary.data} lang={lang} />
              <ScoreTrendChart summary={summary.data} lang={lang} />
              <SubjectAccuracy summary={summary.data} lang={lang} practice={practice} />
              <StudyWeekCard summary={summary.data} lang={lang} />
              <StreakCard summary={summary.data} />
            </div>
          )}

          {me.isError && (
            <Alert variant="error">
              <p>{errorMessage(me.error)}</p>
              <Button variant="ghost" className="-ml-3" onClick={() => void me.refetch()}>
                {t('common.landing.retry')}
              </Button>
            </Alert>
          )}

          <div className="flex flex-col gap-6 lg:w-1/2 lg:pr-3">
            <Card aria-labelledby="account-title">
              <div className="flex items-center justify-between gap-3">
                <h2 id="account-title" className="text-xl font-semibold">
                  {t('common.landing.accountTitle')}
                </h2>
                {me.isFetching && <Spinner label={t('common.loading')} className="text-primary-700" />}
              </div>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                <dt className="text-slate-600">{t('common.landing.username')}</dt>
                <dd className="font-semibold break-all">{username}</dd>
                <dt className="text-slate-600">{t('common.landing.role')}</dt>
                <dd className="font-semibold">
                  {role === 'admin' || role === 'user' ? t(`common.landing.roles.${role}`) : ''}
                </dd>
                {orgRole && (
                  <>
                    <dt className="text-slate-600">{t('common.landing.orgRole')}</dt>
                    <dd className="font-semibold">{t(`common.landing.orgRoles.${orgRole}`)}</dd>
                  </>
                )}
              </dl>
            </Card>

            <Button
              variant="secondary"
              fullWidth
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {!signOut.isPending && <LogOut aria-hidden="true" className="size-5" />}
              {t('common.landing.signOut')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
