import type { Leaderboard } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { formatMarks, formatPercent } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * The viewer's own line on a set's leaderboard. A first attempt held for an admin's review (or kept
 * out by one) has no rank; saying "only a finished first attempt is ranked" to its student would
 * read as if their test had been lost (docs/exam-hall.md, "Honest ranks").
 */
export function LeaderboardStanding({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  if (board.mine)
    return (
      <p className="rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 text-primary-900">
        {t('exams.leaderboard.mine', {
          rank: board.mine.rank,
          takers: board.takers,
          score: formatMarks(board.mine.score, lang),
          percentile: formatPercent(board.mine.percentile, lang),
        })}
      </p>
    );
  if (board.myReview === 'pending' || board.myReview === 'rejected') {
    const key = board.myReview === 'pending' ? 'underReview' : 'rejected';
    return (
      <div data-testid="leaderboard-review" className="rounded-lg bg-warning-50 px-4 py-3 text-warning-900">
        <p className="font-semibold">{t(`exams.leaderboard.${key}`)}</p>
        <p className="text-sm">{t(`exams.leaderboard.${key}Hint`)}</p>
      </div>
    );
  }
  return <p className="text-slate-700">{t('exams.leaderboard.notRanked')}</p>;
}

/** Whether the viewer has a finished first attempt at the set (ranked, held or kept out). */
export const hasFinishedFirstAttempt = (board: Leaderboard) => board.mine !== null || board.myReview !== null;
