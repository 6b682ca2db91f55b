import { minAnswersForWeak, type StudentPerformance } from '@abhyas/core';
import { ArrowLeft, CalendarCheck, Clock, Scale, Target, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccuracyBars, TrendChart } from '@/components/charts/percent-charts';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { formatDateTime, formatMarks, formatPercent, intlLocale } from '@/lib/format';
import { useStoredValue } from '@/lib/session';
import { useStudentPerformance } from '../api/dashboards';
import { ReportCardPanel } from '../components/report-card-panel';
import { SectionCard } from '../components/section-card';
import { StatTile } from '../components/stat-tile';
import { WeakTopicsList } from '../components/weak-topics-list';
import { type Lang, percentOrNone, topicName } from '../lib/format';
import { adminDashboardPath, attendancePath, examDashboardPath } from '../lib/paths';

/**
 * /organization/student/{studentId}/performance (docs/institutes.md, "Dashboards"): one student's
 * tests and score trend, section and topic accuracy, time use and attendance beside each of their
 * batches' figures, and the parents' report card link. A student outside the viewer's scope (another
 * batch's, another institute's, a missing id) is the API's 404, shown as "not found".
 */
export function StudentPerformancePage() {
  const { t } = useTranslation();
  const organizationId = useStoredValue('organizationId');
  const { studentId = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 lg:max-w-5xl">
      <PageMeta
        title={t('instituteDashboards.student.title')}
        description={t('instituteDashboards.student.intro')}
        noindex
      />
      <TextLink to={adminDashboardPath} className="flex min-h-12 items-center gap-2 self-start">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('instituteDashboards.student.back')}
      </TextLink>
      {organizationId ? (
        <Performance organizationId={organizationId} studentId={studentId} />
      ) : (
        <Alert variant="info">{t('instituteDashboards.noInstitute')}</Alert>
      )}
    </div>
  );
}

function Performance({ organizationId, studentId }: { organizationId: string; studentId: string }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'hi';
  const performance = useStudentPerformance(organizationId, studentId);
  if (performance.isPending) return <LoadingState />;
  if (performance.isError)
    return (
      <ErrorState
        error={performance.error}
        onRetry={() => void performance.refetch()}
        notFound={
          <EmptyState
            title={t('instituteDashboards.student.notFound')}
            body={t('instituteDashboards.student.notFoundBody')}
          />
        }
      />
    );
  const p = performance.data;
  const number = new Intl.NumberFormat(intlLocale(lang));
  return (
    <>
      <header>
        <h1 className="text-2xl font-semibold break-words">{p.student.name}</h1>
        <p className="mt-1 text-slate-700 break-words">
          {[p.organisationName, ...p.student.batches.map((b) => b.name)].join(' · ')}
        </p>
        {p.student.deactivated && (
          <Alert variant="warning" className="mt-2">
            {t('instituteDashboards.student.deactivated')}
          </Alert>
        )}
      </header>
      <Card aria-labelledby="student-figures">
        <h2 id="student-figures" className="text-xl font-semibold">
          {t('instituteDashboards.student.figures')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile
            label={t('instituteDashboards.admin.testsTaken')}
            value={number.format(p.testsTaken)}
            to={examDashboardPath}
            testId="student-tests"
          />
          <StatTile
            label={t('instituteDashboards.admin.average')}
            value={percentOrNone(t, p.averageScorePercent, lang)}
            testId="student-average"
          />
          <StatTile
            label={t('instituteDashboards.admin.accuracy')}
            value={percentOrNone(t, p.accuracy, lang)}
            note={t('instituteDashboards.admin.answered', {
              count: p.answered,
              value: number.format(p.answered),
            })}
            testId="student-accuracy"
          />
          <StatTile
            label={t('instituteDashboards.admin.attendance')}
            value={percentOrNone(t, p.attendance.rate, lang)}
            note={t('instituteDashboards.admin.attendanceNote')}
            to={attendancePath}
            testId="student-attendance"
          />
        </ul>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <TrendCard p={p} lang={lang} />
        <ComparisonCard p={p} lang={lang} />
        <AccuracyCard p={p} lang={lang} />
        <div className="flex flex-col gap-5">
          <TimeCard p={p} lang={lang} />
          <AttendanceCard p={p} lang={lang} />
        </div>
      </div>
      <ReportCardPanel
        organizationId={organizationId}
        studentId={p.student.id}
        studentName={p.student.name}
        institute={p.organisationName}
      />
    </>
  );
}

type CardProps = { p: StudentPerformance; lang: Lang };

function TrendCard({ p, lang }: CardProps) {
  const { t } = useTranslation();
  const points = p.scoreTrend;
  const summary = [
    t('instituteDashboards.trend.summary', { count: points.length }),
    ...points.map((x) =>
      t('instituteDashboards.trend.point', {
        title: x.title[lang],
        when: formatDateTime(x.submittedAt, lang),
        percent: formatPercent(x.percent, lang),
      }),
    ),
  ].join(' ');
  return (
    <SectionCard id="trend-title" icon={TrendingUp} title={t('instituteDashboards.trend.title')}>
      {points.length === 0 ? (
        <p className="text-slate-700">{t('instituteDashboards.trend.empty')}</p>
      ) : (
        <>
          <TrendChart
            points={points}
            lang={lang}
            labels={{
              axisY: t('instituteDashboards.trend.axisY'),
              axisX: t('instituteDashboards.trend.axisX'),
              summary,
            }}
          />
          <ol className="flex flex-col divide-y divide-slate-200 text-sm" data-testid="trend-list">
            {[...points]
              .reverse()
              .slice(0, 5)
              .map((x) => (
                <li key={x.attemptId} className="py-2">
                  <span className="block font-semibold break-words text-slate-900">{x.title[lang]}</span>
                  <span className="block text-slate-700">
                    {t('instituteDashboards.trend.line', {
                      score: formatMarks(x.score, lang),
                      total: formatMarks(x.totalMarks, lang),
                      when: formatDateTime(x.submittedAt, lang),
                    })}
                  </span>
                </li>
              ))}
          </ol>
        </>
      )}
    </SectionCard>
  );
}

function ComparisonCard({ p, lang }: CardProps) {
  const { t } = useTranslation();
  const rows = [
    ['average', 'averageScorePercent'],
    ['accuracy', 'accuracy'],
    ['attendance', 'attendanceRate'],
  ] as const;
  return (
    <SectionCard id="compare-title" icon={Scale} title={t('instituteDashboards.compare.title')}>
      {p.comparison.length === 0 ? (
        <p className="text-slate-700">{t('instituteDashboards.compare.empty')}</p>
      ) : (
        p.comparison.map((c) => (
          <table key={c.batchId} className="w-full text-left text-sm" data-testid={`compare-${c.batchId}`}>
            <caption className="pb-1 text-left font-semibold break-words text-slate-900">
              {c.batchName}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 font-normal">
                  <span className="sr-only">{t('instituteDashboards.compare.figure')}</span>
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  {t('instituteDashboards.compare.student')}
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  {t('instituteDashboards.compare.batch')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, key]) => (
                <tr key={key} className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-normal text-slate-700">
                    {t(`instituteDashboards.compare.${label}`)}
                  </th>
                  <td className="py-2 text-right font-semibold tabular-nums">
                    {percentOrNone(t, c.student[key], lang)}
                  </td>
                  <td className="py-2 text-right tabular-nums text-slate-700">
                    {percentOrNone(t, c.batch[key], lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
    </SectionCard>
  );
}

function AccuracyCard({ p, lang }: CardProps) {
  const { t } = useTranslation();
  const sections = p.sections.filter((s) => s.accuracy !== null);
  const line = (name: string, accuracy: number) => t('instituteDashboards.accuracy.line', { name, accuracy });
  return (
    <SectionCard
      id="accuracy-title"
      icon={Target}
      title={t('instituteDashboards.accuracy.title')}
      className="gap-4"
    >
      <h3 className="font-semibold text-slate-900">{t('instituteDashboards.accuracy.sections')}</h3>
      {sections.length === 0 ? (
        <p className="text-slate-700">{t('instituteDashboards.accuracy.noSections')}</p>
      ) : (
        <AccuracyBars
          bars={sections.map((s) => ({
            key: s.name.en,
            name: s.name[lang],
            accuracy: s.accuracy ?? 0,
            note: t('instituteDashboards.accuracy.sectionNote', {
              correct: s.correct,
              wrong: s.wrong,
              skipped: s.skipped,
            }),
          }))}
          axis={t('instituteDashboards.accuracy.axis')}
          summary={sections.map((s) => line(s.name[lang], s.accuracy ?? 0)).join(' ')}
          testId="section-bars"
          summaryTestId="section-summary"
        />
      )}
      <h3 className="font-semibold text-slate-900">{t('instituteDashboards.accuracy.topics')}</h3>
      {p.topics.length === 0 ? (
        <p className="text-slate-700">{t('instituteDashboards.accuracy.noTopics')}</p>
      ) : (
        <AccuracyBars
          bars={p.topics.map((w) => ({
            key: `${w.subject}/${w.topic}`,
            name: topicName(t, w, lang),
            accuracy: w.accuracy,
            highlight: p.weakTopics.some((x) => x.subject === w.subject && x.topic === w.topic),
          }))}
          axis={t('instituteDashboards.accuracy.axis')}
          summary={p.topics.map((w) => line(topicName(t, w, lang), w.accuracy)).join(' ')}
          testId="topic-bars"
          summaryTestId="topic-summary"
        />
      )}
      <h3 className="font-semibold text-slate-900">{t('instituteDashboards.batches.weakTitle')}</h3>
      <p className="text-sm text-slate-600">
        {t('instituteDashboards.batches.weakRule', { n: minAnswersForWeak })}
      </p>
      {p.weakTopics.length === 0 ? (
        <p className="text-slate-700">{t('instituteDashboards.accuracy.noWeak')}</p>
      ) : (
        <WeakTopicsList topics={p.weakTopics} lang={lang} testId="student-weak" />
      )}
    </SectionCard>
  );
}

function TimeCard({ p, lang }: CardProps) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(lang));
  const { time } = p;
  return (
    <SectionCard id="time-title" icon={Clock} title={t('instituteDashboards.time.title')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" data-testid="time-use">
        <dt className="text-slate-700">{t('instituteDashboards.time.tests')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {t('instituteDashboards.time.minutes', {
            count: time.testMinutes,
            value: number.format(time.testMinutes),
          })}
        </dd>
        <dt className="text-slate-700">{t('instituteDashboards.time.perAnswer')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {time.secondsPerAnswer === null
            ? t('instituteDashboards.none')
            : t('instituteDashboards.time.seconds', {
                count: time.secondsPerAnswer,
                value: number.format(time.secondsPerAnswer),
              })}
        </dd>
        <dt className="text-slate-700">{t('instituteDashboards.time.used')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {percentOrNone(t, time.timeUsedPercent, lang)}
        </dd>
        <dt className="text-slate-700">{t('instituteDashboards.time.study')}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {t('instituteDashboards.time.minutes', {
            count: time.studyMinutes30,
            value: number.format(time.studyMinutes30),
          })}
        </dd>
      </dl>
    </SectionCard>
  );
}

function AttendanceCard({ p, lang }: CardProps) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(intlLocale(lang));
  const { attendance: a } = p;
  const kinds = ['present', 'late', 'absent', 'excused'] as const;
  return (
    <SectionCard id="attendance-title" icon={CalendarCheck} title={t('instituteDashboards.attendance.title')}>
      <p className="text-2xl font-bold text-primary-900" data-testid="attendance-rate">
        {percentOrNone(t, a.rate, lang)}
      </p>
      <p className="text-sm text-slate-600">{t('instituteDashboards.attendance.rule')}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {kinds.map((k) => (
          <div key={k} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-sm text-slate-700">{t(`instituteDashboards.attendance.${k}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums">{number.format(a[k])}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
