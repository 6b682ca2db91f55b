import type { DashboardSummary } from '@abhyas/core';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WeekChart } from '@/components/charts/week-chart';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Study minutes on each of the last seven Indian days (the study timer's sessions) and the week's total. */
export function StudyWeekCard({ summary, lang }: { summary: DashboardSummary; lang: 'hi' | 'en' }) {
  const { t } = useTranslation();
  const week = { today: summary.today, ...summary.study };
  return (
    <Card aria-labelledby="study-title" className="flex flex-col gap-3">
      <h2 id="study-title" className="flex items-center gap-2 text-xl font-semibold">
        <Timer aria-hidden="true" className="size-5 text-primary-700" />
        <span data-testid="study-week-total">{t('dashboard.study.week', { count: week.totalMinutes })}</span>
      </h2>
      {week.totalMinutes === 0 && <p className="text-slate-700">{t('dashboard.study.empty')}</p>}
      <WeekChart
        week={week}
        lang={lang}
        labels={{
          title: t('dashboard.study.title'),
          today: t('dashboard.study.today'),
          summary: (total) => t('dashboard.study.summary', { total }),
          dayLine: (day, minutes) => t('dashboard.study.dayLine', { day, minutes }),
        }}
      />
      <Link to="/study-timer" className={buttonClasses('secondary', true)}>
        {t('dashboard.study.timer')}
      </Link>
    </Card>
  );
}
