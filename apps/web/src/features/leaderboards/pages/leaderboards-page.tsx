import {
  isExamKey,
  type LeaderboardPeriod,
  type LeaderboardScope,
  leaderboardPeriods,
  pointRules,
} from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChoiceGroup } from '@/components/choice-group';
import { ExamPicker } from '@/components/exam-picker';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/api/get-me';
import { errorMessage } from '@/lib/error-message';
import { type BoardChoice, useGlobalBoard } from '../api/get-global-board';
import { BoardList } from '../components/board-list';

const isPeriod = (v: string | null): v is LeaderboardPeriod =>
  (leaderboardPeriods as readonly string[]).includes(v ?? '');
const isScope = (v: string | null): v is LeaderboardScope => v === 'global' || v === 'exam' || v === 'org';

/**
 * /global-leaderboard, /leaderboard and /exam-leaderboard (without a set): the global boards. The
 * choice lives in the address (?period=&scope=&exam=), so a board can be shared and survives a reload.
 */
export function LeaderboardsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const me = useMe();
  const inInstitute = Boolean(me.data?.organizationId);
  const examParam = params.get('exam');
  const choice: BoardChoice = {
    period: isPeriod(params.get('period')) ? (params.get('period') as LeaderboardPeriod) : 'week',
    scope: isScope(params.get('scope'))
      ? (params.get('scope') as LeaderboardScope)
      : pathname.startsWith('/exam-leaderboard')
        ? 'exam'
        : 'global',
    exam: examParam && isExamKey(examParam) ? examParam : null,
  };
  const board = useGlobalBoard(choice);
  const choose = (next: Partial<BoardChoice>) => {
    const c = { ...choice, ...next };
    const out = new URLSearchParams({ period: c.period, scope: c.scope });
    if (c.scope === 'exam' && c.exam) out.set('exam', c.exam);
    setParams(out, { replace: true });
  };
  const number = (n: number) => n.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  const periodName = t(`leaderboards.periods.${choice.period}`);
  const b = board.data;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('leaderboards.metaTitle')} description={t('leaderboards.metaDescription')} noindex />
      <header>
        <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('leaderboards.title')}</h1>
        <p className="mt-1 text-slate-700">{t('leaderboards.lead')}</p>
      </header>

      <div className="flex flex-col gap-3">
        <ChoiceGroup
          label={t('leaderboards.periodLabel')}
          value={choice.period}
          onChange={(period) => choose({ period })}
          options={leaderboardPeriods.map((p) => ({ value: p, label: t(`leaderboards.periods.${p}`) }))}
        />
        <ChoiceGroup
          label={t('leaderboards.scopeLabel')}
          value={choice.scope}
          onChange={(scope) => choose({ scope })}
          options={[
            { value: 'global' as const, label: t('leaderboards.scopes.global') },
            { value: 'exam' as const, label: t('leaderboards.scopes.exam') },
            ...(inInstitute || choice.scope === 'org'
              ? [{ value: 'org' as const, label: t('leaderboards.scopes.org') }]
              : []),
          ]}
        />
        {choice.scope === 'exam' && (
          <ExamPicker
            label={t('leaderboards.examLabel')}
            placeholder={t('leaderboards.chooseExam')}
            value={choice.exam}
            onChange={(exam) => choose({ exam })}
            className="sm:max-w-xs"
          />
        )}
      </div>

      {choice.scope === 'exam' && !choice.exam ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t('leaderboards.chooseExamHint')}
        </p>
      ) : board.isPending ? (
        <PageSpinner label={t('leaderboards.loading')} />
      ) : board.isError ? (
        <Alert variant="error">
          <p>{errorMessage(board.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void board.refetch()}>
            {t('leaderboards.retry')}
          </Button>
        </Alert>
      ) : b ? (
        <>
          <Card aria-labelledby="my-standing">
            <h2 id="my-standing" className="text-lg font-semibold text-slate-900">
              {t('leaderboards.mineTitle')}
            </h2>
            {b.mine ? (
              <p className="mt-1 text-slate-800">
                {t('leaderboards.mine', {
                  rank: number(b.mine.rank),
                  participants: number(b.participants),
                  points: number(b.mine.points),
                  period: periodName,
                })}
              </p>
            ) : (
              <>
                <p className="mt-1 text-slate-800">{t('leaderboards.noPoints', { period: periodName })}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to="/potd" className={buttonClasses('primary')}>
                    {t('leaderboards.earn.potd')}
                  </Link>
                  <Link to="/quiz" className={buttonClasses('secondary')}>
                    {t('leaderboards.earn.quiz')}
                  </Link>
                  <Link to="/exams" className={buttonClasses('secondary')}>
                    {t('leaderboards.earn.test')}
                  </Link>
                </div>
              </>
            )}
          </Card>
          {b.top.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
              {t('leaderboards.empty', { period: periodName })}
            </p>
          ) : (
            <BoardList board={b} />
          )}
        </>
      ) : null}

      <details className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="min-h-8 cursor-pointer font-semibold text-slate-900">
          {t('leaderboards.rules.title')}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>
            {t('leaderboards.rules.test', {
              max: pointRules.testForAnswers + pointRules.testForScore,
              answers: pointRules.testForAnswers,
              score: pointRules.testForScore,
              minShare: Math.round(pointRules.testMinAnsweredShare * 100),
            })}
          </li>
          <li>
            {t('leaderboards.rules.quiz', {
              cap: pointRules.quizDailyCap,
              seconds: pointRules.quizSecondsPerAnswer,
            })}
          </li>
          <li>
            {t('leaderboards.rules.potd', {
              solved: pointRules.potdSolved,
              bonus: pointRules.potdFirstTry,
              wrong: pointRules.potdMaxWrongTries + 1,
            })}
          </li>
          <li>{t('leaderboards.rules.ties')}</li>
        </ul>
      </details>
    </div>
  );
}
