import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { quizPath } from '@/lib/quiz-path';
import type { useCurrentAffairsToday } from '../api/get-current-affairs-today';

/**
 * "Today's current affairs": where the student stands with today's ten questions, and one link: to
 * the started quiz itself, or to /current-affairs. Kept small on purpose (the dashboard's size budget):
 * the same cache entry as the page's current month (features/current-affairs/api/list-days.ts
 * `daysKey(null)`), read without a parse so the contracts stay in the page's own chunk.
 */
export function CurrentAffairsCard({ query }: { query: ReturnType<typeof useCurrentAffairsToday> }) {
  const { t } = useTranslation();
  // Nothing published yet anywhere, or a failed read: the dashboard has enough to show without it.
  // (Unparsed: an answer of another shape is treated as nothing to show.)
  if (!Array.isArray(query.data?.days) || !query.data.months?.length) return null;
  const day = query.data.days.find((d) => d.day === query.data?.today);
  // One of four states, each with its line and its one action (dashboard.json currentAffairs).
  const state = !day ? 'notYet' : day.finished ? 'finished' : day.quizId ? 'started' : 'ready';
  const to = day?.quizId
    ? quizPath({ id: day.quizId, kind: 'current-affairs', subject: 'current-affairs', topic: null })
    : '/current-affairs';
  const values = { total: day?.questions, answered: day?.answered, correct: day?.correct };
  return (
    <Card aria-labelledby="ca-card-title" className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 id="ca-card-title" className="flex items-center gap-2 text-xl font-semibold">
        <Newspaper aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
        {t('dashboard.currentAffairs.title')}
      </h2>
      <p className="leading-relaxed text-slate-700">
        {t(`dashboard.currentAffairs.status.${state}`, values)}
      </p>
      <Link to={to} className={buttonClasses(day && !day.finished ? 'primary' : 'secondary', true)}>
        {t(`dashboard.currentAffairs.action.${state}`)}
      </Link>
    </Card>
  );
}
