import type { AttemptResult } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * Ranks are honest: only a first attempt competes. A re-attempt says where it would have ranked,
 * and says plainly that it is practice. A first attempt held out of the ranks for an admin's review
 * (docs/exam-hall.md, "Honest ranks") shows no rank or percentile at all, only why.
 */
export function RankLine({ result }: { result: AttemptResult }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  if (result.rankReview === 'pending' || result.rankReview === 'rejected') {
    const key = result.rankReview === 'pending' ? 'rankUnderReview' : 'rankRejected';
    return (
      <div data-testid="rank-review" className="rounded-md bg-warning-50 px-3 py-2 text-warning-900">
        <p className="font-semibold">{t(`exams.results.${key}`)}</p>
        <p className="text-sm">{t(`exams.results.${key}Hint`)}</p>
      </div>
    );
  }
  if (result.ranked && result.rank !== null)
    return (
      <p className="text-lg text-slate-900">
        <span className="font-bold">
          {t('exams.results.rank', { rank: result.rank, takers: result.takers })}
        </span>
        {result.percentile !== null && (
          <span className="ml-2 text-slate-700">
            {t('exams.results.percentile', { value: formatPercent(result.percentile, lang) })}
          </span>
        )}
      </p>
    );
  if (!result.ranked)
    return (
      <p className="rounded-md bg-warning-50 px-3 py-2 text-warning-800">
        {result.practiceRank === null
          ? t('exams.results.practice')
          : t('exams.results.practiceWouldRank', { rank: result.practiceRank })}
      </p>
    );
  return <p className="text-slate-700">{t('exams.results.rankPending', { takers: result.takers })}</p>;
}
