import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { WeekChart } from '@/components/charts/week-chart';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStudyWeek } from '../api/get-study-week';

interface StudyProgressProps {
  lang: 'hi' | 'en';
  online: boolean;
  pending: number;
}

/** Today's minutes, the week's chart and what still waits to be saved: the signed-in student's own. */
export function StudyProgress({ lang, online, pending }: StudyProgressProps) {
  const { t } = useTranslation();
  const week = useStudyWeek();
  const today = week.data?.days.find((d) => d.day === week.data?.today);

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="study-progress-heading">
      <h2 id="study-progress-heading" className="text-xl font-semibold text-slate-900">
        {t('studyTimer.progress.heading')}
      </h2>
      {!online && <Alert variant="warning">{t('studyTimer.progress.offline')}</Alert>}
      {pending > 0 && (
        <Alert variant="info">
          <span data-testid="pending-sessions">{t('studyTimer.progress.pending', { count: pending })}</span>
        </Alert>
      )}
      {week.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner />
        </div>
      ) : week.isError || !week.data ? (
        <Alert variant="error">
          <p>{t('studyTimer.progress.loadFailed')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void week.refetch()}>
            {t('studyTimer.progress.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-primary-50 p-3">
              <dt className="text-sm text-slate-700">{t('studyTimer.progress.today')}</dt>
              <dd className="text-2xl font-bold text-primary-800" data-testid="today-minutes">
                {t('studyTimer.progress.minutes', { count: today?.focusMinutes ?? 0 })}
              </dd>
              <dd className="text-sm text-slate-700">
                {t('studyTimer.progress.sessions', { count: today?.sessions ?? 0 })}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-700">{t('studyTimer.progress.week')}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid="week-minutes">
                {t('studyTimer.progress.minutes', { count: week.data.totalMinutes })}
              </dd>
            </div>
          </dl>
          {week.data.totalMinutes === 0 && <p className="text-slate-700">{t('studyTimer.chart.empty')}</p>}
          <WeekChart
            week={week.data}
            lang={lang}
            labels={{
              title: t('studyTimer.chart.title'),
              today: t('studyTimer.chart.today'),
              summary: (total) => t('studyTimer.chart.summary', { total }),
              dayLine: (day, minutes) => t('studyTimer.chart.dayLine', { day, minutes }),
            }}
          />
        </>
      )}
    </Card>
  );
}

/** What a visitor without an account sees instead: the timer works, saving needs an account. */
export function SignInToSave() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="inline-flex items-center gap-2 text-xl font-semibold text-slate-900">
        <LockKeyhole aria-hidden="true" className="size-5 text-primary-700" />
        {t('studyTimer.progress.signInHeading')}
      </h2>
      <p className="text-slate-700">{t('studyTimer.progress.signInBody')}</p>
      <Link to="/signin" state={{ from: location.pathname }} className={buttonClasses('primary')}>
        {t('studyTimer.progress.signIn')}
      </Link>
    </Card>
  );
}
