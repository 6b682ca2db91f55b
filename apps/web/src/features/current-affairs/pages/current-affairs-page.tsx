import { monthInWords } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useDays } from '../api/list-days';
import { useStartDay } from '../api/start-day';
import { DayList } from '../components/day-list';
import { DigestDownload } from '../components/digest-download';
import { TodayCard } from '../components/today-card';

/**
 * /current-affairs: today's ten questions first, then the month's past days with the month's PDF, and
 * the earlier months (docs/current-affairs.md). Each day's quiz plays on the quiz page.
 */
export function CurrentAffairsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 sm:gap-6">
      <PageMeta
        title={t('currentAffairs.metaTitle')}
        description={t('currentAffairs.metaDescription')}
        noindex
      />
      <header>
        <h1 className="text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">
          {t('currentAffairs.title')}
        </h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('currentAffairs.lead')}</p>
      </header>
      <CurrentAffairsBody />
    </div>
  );
}

function CurrentAffairsBody() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const snackbar = useSnackbar();
  // null: the current month, whose list also tells today's quiz.
  const [month, setMonth] = useState<string | null>(null);
  const current = useDays(null);
  const shown = useDays(month);
  const start = useStartDay();
  const onStart = (day: string) =>
    start.mutate(day, { onError: (error) => snackbar.show(errorMessage(error), 'error') });
  const busyDay = start.isPending ? start.variables : undefined;

  if (current.isPending) return <LoadingState />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;

  const { today, months } = current.data;
  const todayDay = current.data.days.find((d) => d.day === today);
  if (months.length === 0 && current.data.days.length === 0)
    return (
      <EmptyState
        title={t('currentAffairs.empty.title')}
        body={t('currentAffairs.empty.body')}
        action={
          <Link to="/quiz" className={buttonClasses('secondary')}>
            {t('currentAffairs.empty.toQuizzes')}
          </Link>
        }
      />
    );

  const shownMonth = month ?? current.data.month;
  const list = shown.data ?? current.data;
  const past = list.days.filter((d) => d.day !== today);
  const choices = months.includes(current.data.month) ? months : [current.data.month, ...months];
  return (
    <>
      <TodayCard
        today={today}
        day={todayDay}
        hasPast={months.length > 0}
        lang={lang}
        busy={busyDay === today}
        onStart={onStart}
      />
      <section aria-labelledby="ca-past" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="ca-past" className="text-xl font-bold text-slate-900">
            {t('currentAffairs.past.heading')}
          </h2>
          {choices.length > 1 && (
            <Select
              label={t('currentAffairs.past.month')}
              className="min-w-44"
              value={shownMonth}
              onChange={(e) => setMonth(e.target.value === current.data.month ? null : e.target.value)}
              options={choices.map((m) => ({ value: m, label: monthInWords(m, lang) }))}
            />
          )}
        </div>
        {shown.isError ? (
          <ErrorState error={shown.error} onRetry={() => void shown.refetch()} />
        ) : (
          <div
            aria-busy={shown.isFetching && shown.isPlaceholderData}
            className={shown.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <DayList days={past} lang={lang} busyDay={busyDay} onStart={onStart} />
          </div>
        )}
      </section>
      {months.includes(shownMonth) && <DigestDownload key={shownMonth} month={shownMonth} lang={lang} />}
    </>
  );
}
