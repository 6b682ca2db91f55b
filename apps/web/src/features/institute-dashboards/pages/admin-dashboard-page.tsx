import { minAnswersForWeak } from '@abhyas/core';
import { Activity, ClipboardList, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccuracyBars } from '@/components/charts/percent-charts';
import { WeekChart } from '@/components/charts/week-chart';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { intlLocale } from '@/lib/format';
import { useStoredValue } from '@/lib/session';
import { useInstituteDashboard } from '../api/dashboards';
import { BatchTestsList } from '../components/batch-tests-list';
import { SectionCard } from '../components/section-card';
import { StatTile } from '../components/stat-tile';
import { WeakTopicsList } from '../components/weak-topics-list';
import { countMax, type Lang, percentOrNone } from '../lib/format';
import { attendancePath, examDashboardPath, studentManagementPath } from '../lib/paths';

/**
 * /organization/admin-dashboard (docs/institutes.md, "Dashboards"): an institute's figures for its
 * admins, and for a teacher their own batches' (the API scopes them). Every figure leads to where it
 * is made: students to /student-management (a teacher: the attendance roster), tests to the
 * institute's tests, attendance to its screen, a weak topic to that topic's questions.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const organizationId = useStoredValue('organizationId');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 lg:max-w-5xl">
      <PageMeta
        title={t('instituteDashboards.admin.title')}
        description={t('instituteDashboards.admin.intro')}
        noindex
      />
      <header>
        <h1 className="text-2xl font-semibold">{t('instituteDashboards.admin.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('instituteDashboards.admin.intro')}</p>
      </header>
      {organizationId ? (
        <Dashboard organizationId={organizationId} />
      ) : (
        <Alert variant="info">{t('instituteDashboards.noInstitute')}</Alert>
      )}
    </div>
  );
}

function Dashboard({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'hi';
  const dashboard = useInstituteDashboard(organizationId);
  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError)
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const teacher = d.scope === 'teacher';
  const number = new Intl.NumberFormat(intlLocale(lang));
  const studentsPath = teacher ? attendancePath : studentManagementPath;
  // Batches side by side by attendance (a batch with no marks yet has nothing to draw).
  const attended = d.batches.flatMap((b) =>
    b.attendanceRate === null ? [] : [{ ...b, rate: b.attendanceRate }],
  );
  const lowest = Math.min(...attended.map((b) => b.rate));

  return (
    <>
      {teacher && <Alert variant="info">{t('instituteDashboards.admin.teacherScope')}</Alert>}
      <Card aria-labelledby="figures-title">
        <h2 id="figures-title" className="text-xl font-semibold">
          {t('instituteDashboards.admin.figures')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          <StatTile
            label={t('instituteDashboards.admin.students')}
            value={number.format(d.students.active)}
            note={t('instituteDashboards.admin.deactivated', { count: d.students.deactivated })}
            to={studentsPath}
            testId="stat-students"
          />
          <StatTile
            label={t('instituteDashboards.admin.activeWeek')}
            value={number.format(d.activeThisWeek)}
            note={t('instituteDashboards.admin.ofStudents', { count: d.students.active })}
            to={studentsPath}
            testId="stat-active"
          />
          <StatTile
            label={t('instituteDashboards.admin.testsTaken')}
            value={number.format(d.testsTaken)}
            to={examDashboardPath}
            testId="stat-tests"
          />
          <StatTile
            label={t('instituteDashboards.admin.average')}
            value={percentOrNone(t, d.averageScorePercent, lang)}
            note={t('instituteDashboards.admin.averageNote')}
            to={examDashboardPath}
            testId="stat-average"
          />
          <StatTile
            label={t('instituteDashboards.admin.accuracy')}
            value={percentOrNone(t, d.accuracy, lang)}
            note={t('instituteDashboards.admin.answered', {
              count: d.answered,
              value: number.format(d.answered),
            })}
            to={examDashboardPath}
            testId="stat-accuracy"
          />
          <StatTile
            label={t('instituteDashboards.admin.attendance')}
            value={percentOrNone(t, d.attendanceRate, lang)}
            note={t('instituteDashboards.admin.attendanceNote')}
            to={attendancePath}
            testId="stat-attendance"
          />
        </ul>
      </Card>

      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <SectionCard id="activity-title" icon={Activity} title={t('instituteDashboards.activity.heading')}>
          <p className="text-sm leading-relaxed text-slate-700">{t('instituteDashboards.activity.rule')}</p>
          <WeekChart
            week={{
              today: d.today,
              days: d.activity.map((a) => ({ day: a.day, focusMinutes: a.students })),
              totalMinutes: d.activeThisWeek,
            }}
            max={countMax(d.activity.map((a) => a.students))}
            lang={lang}
            labels={{
              title: t('instituteDashboards.activity.title'),
              today: t('instituteDashboards.activity.today'),
              summary: (total) => t('instituteDashboards.activity.summary', { total }),
              dayLine: (day, students) => t('instituteDashboards.activity.dayLine', { day, students }),
            }}
          />
        </SectionCard>

        <SectionCard id="tests-title" icon={ClipboardList} title={t('instituteDashboards.tests.title')}>
          <h3 className="font-semibold text-slate-900">{t('instituteDashboards.tests.upcoming')}</h3>
          <BatchTestsList tests={d.upcomingTests} lang={lang} kind="upcoming" />
          <h3 className="font-semibold text-slate-900">{t('instituteDashboards.tests.recent')}</h3>
          <BatchTestsList tests={d.recentTests} lang={lang} kind="recent" />
          <Link to={examDashboardPath} className={buttonClasses('secondary', true)}>
            {t('instituteDashboards.tests.all')}
          </Link>
        </SectionCard>
      </div>

      <section aria-labelledby="batches-title" className="flex flex-col gap-3">
        <h2 id="batches-title" className="flex items-center gap-2 text-xl font-semibold">
          <Users aria-hidden="true" className="size-5 text-primary-700" />
          {t('instituteDashboards.batches.title')}
        </h2>
        {attended.length > 1 && (
          <Card aria-labelledby="batch-attendance-title">
            <h3 id="batch-attendance-title" className="mb-3 text-lg font-semibold">
              {t('instituteDashboards.batches.attendanceTitle')}
            </h3>
            <AccuracyBars
              bars={attended.map((b) => ({
                key: b.id,
                name: b.name,
                accuracy: b.rate,
                highlight: b.rate === lowest && attended.some((x) => x.rate !== lowest),
              }))}
              axis={t('instituteDashboards.batches.attendanceAxis')}
              summary={attended
                .map((b) => t('instituteDashboards.batches.attendanceLine', { name: b.name, rate: b.rate }))
                .join(' ')}
              testId="batch-attendance"
              summaryTestId="batch-attendance-summary"
            />
          </Card>
        )}
        {d.batches.length > 0 && (
          <p className="text-sm leading-relaxed text-slate-700">
            {t('instituteDashboards.batches.weakRule', { n: minAnswersForWeak })}
          </p>
        )}
        {d.batches.length === 0 ? (
          <EmptyState
            title={t('instituteDashboards.batches.empty')}
            {...(teacher ? {} : { body: t('instituteDashboards.batches.emptyBody') })}
            {...(teacher
              ? {}
              : {
                  action: (
                    <Link to={studentManagementPath} className={buttonClasses('primary')}>
                      {t('instituteDashboards.batches.manage')}
                    </Link>
                  ),
                })}
          />
        ) : (
          <ul className="grid gap-5 lg:grid-cols-2 lg:items-start" data-testid="batches">
            {d.batches.map((b) => (
              <li key={b.id}>
                <Card aria-labelledby={`batch-${b.id}`} className="flex flex-col gap-2">
                  <h3 id={`batch-${b.id}`} className="text-lg font-semibold break-words">
                    {b.name}
                  </h3>
                  <p className="text-sm text-slate-700">
                    {t('instituteDashboards.batches.line', {
                      count: b.students,
                      attendance: percentOrNone(t, b.attendanceRate, lang),
                    })}
                  </p>
                  <h4 className="font-semibold text-slate-900">
                    {t('instituteDashboards.batches.weakTitle')}
                  </h4>
                  {b.weakTopics.length === 0 ? (
                    <p className="text-slate-700">{t('instituteDashboards.batches.noWeak')}</p>
                  ) : (
                    <WeakTopicsList topics={b.weakTopics} lang={lang} testId={`weak-${b.id}`} />
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
