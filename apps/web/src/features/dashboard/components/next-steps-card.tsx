import { type DashboardSummary, subjectName } from '@abhyas/core';
import { ClipboardList, Layers, ListChecks, PlayCircle, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { quizPath } from '@/lib/quiz-path';
import { isWholeSubject, subjectAndTopic } from '@/lib/topic-name';
import { isBusyWith, type usePractice } from '../hooks/use-practice';
import { hallPath } from '../lib/paths';

type Lang = 'hi' | 'en';

const item = 'rounded-lg border p-4';

/**
 * What to do next, first on the screen: continue an unfinished test or quiz, review today's cards,
 * practise the weakest topic. A brand-new student gets the first test and a first quiz instead, so
 * the card never leads nowhere; the test series is always offered.
 */
export function NextStepsCard({
  summary,
  lang,
  practice,
}: {
  summary: DashboardSummary;
  lang: Lang;
  practice: ReturnType<typeof usePractice>;
}) {
  const { t } = useTranslation();
  const { unfinishedTests, unfinishedQuiz, cardsDueToday, weakestTopic } = summary.next;
  const isNew = summary.totals.mockTestsTaken === 0 && summary.totals.answered === 0 && !unfinishedQuiz;
  const nothing = unfinishedTests.length === 0 && !unfinishedQuiz && cardsDueToday === 0 && !weakestTopic;
  const now = Date.parse(summary.serverNow);

  return (
    <Card aria-labelledby="next-title" className="flex flex-col gap-4">
      <h2 id="next-title" className="text-xl font-semibold">
        {t('dashboard.next.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {unfinishedTests.map((a) => (
          <li key={a.attemptId} className={cn(item, 'border-accent-200 bg-accent-50')}>
            <p className="text-sm font-semibold text-accent-800">{t('dashboard.next.unfinished')}</p>
            <p className="mt-1 text-lg font-semibold text-slate-900">{a.title[lang]}</p>
            <p className="text-sm text-slate-700">
              {t('dashboard.next.timeLeft', {
                count: Math.max(1, Math.ceil((Date.parse(a.deadline) - now) / 60_000)),
              })}
              {' · '}
              {t('dashboard.next.endsAt', { time: formatDateTime(a.deadline, lang) })}
            </p>
            <Link to={hallPath(a)} className={cn(buttonClasses('primary', true), 'mt-3')}>
              <PlayCircle aria-hidden="true" className="size-5" />
              {t('dashboard.next.continue')}
            </Link>
          </li>
        ))}
        {unfinishedQuiz && (
          <li className={cn(item, 'border-primary-200 bg-primary-50')}>
            <p className="text-sm font-semibold text-primary-800">{t('dashboard.next.unfinishedQuiz')}</p>
            <p className="mt-1 text-lg font-semibold text-slate-900">
              {unfinishedQuiz.kind === 'aimed'
                ? t('dashboard.next.weakQuizName')
                : subjectAndTopic(unfinishedQuiz.subject, unfinishedQuiz.topic, lang)}
            </p>
            <p className="text-sm text-slate-700">
              {t('dashboard.next.quizProgress', {
                answered: unfinishedQuiz.answered,
                total: unfinishedQuiz.total,
              })}
            </p>
            <Link to={quizPath(unfinishedQuiz)} className={cn(buttonClasses('primary', true), 'mt-3')}>
              <ListChecks aria-hidden="true" className="size-5" />
              {t('dashboard.next.continueQuiz')}
            </Link>
          </li>
        )}
        {cardsDueToday > 0 && (
          <li className={cn(item, 'border-slate-200 bg-slate-50')}>
            <p className="font-semibold text-slate-900">
              {t('dashboard.next.cardsDue', { count: cardsDueToday })}
            </p>
            <Link to="/flash-card/review" className={cn(buttonClasses('secondary', true), 'mt-3')}>
              <Layers aria-hidden="true" className="size-5" />
              {t('dashboard.next.review')}
            </Link>
          </li>
        )}
        {weakestTopic && (
          <li className={cn(item, 'border-slate-200 bg-slate-50')}>
            <p className="text-sm font-semibold text-slate-700">{t('dashboard.next.weakest')}</p>
            <p className="mt-1 font-semibold text-slate-900" data-testid="weakest-topic">
              {t(
                isWholeSubject(weakestTopic.subject, weakestTopic.topic, lang)
                  ? 'dashboard.next.weakestLineMixed'
                  : 'dashboard.next.weakestLine',
                {
                  topic: subjectName(weakestTopic.topic, lang),
                  subject: subjectName(weakestTopic.subject, lang),
                  accuracy: weakestTopic.accuracy,
                },
              )}
            </p>
            <Button
              variant="secondary"
              fullWidth
              className="mt-3"
              loading={isBusyWith(practice, weakestTopic)}
              disabled={practice.isPending}
              onClick={() => practice.mutate({ subject: weakestTopic.subject, topic: weakestTopic.topic })}
            >
              <Target aria-hidden="true" className="size-5" />
              {t('dashboard.next.practise')}
            </Button>
          </li>
        )}
      </ul>
      {isNew ? (
        <div className="flex flex-col gap-3">
          <p className="font-semibold text-slate-900">{t('dashboard.next.newTitle')}</p>
          <p className="leading-relaxed text-slate-700">{t('dashboard.next.newBody')}</p>
          <Link to="/exams" className={buttonClasses('primary', true)}>
            <ClipboardList aria-hidden="true" className="size-5" />
            {t('dashboard.next.firstTest')}
          </Link>
          <Link to="/quiz" className={buttonClasses('secondary', true)}>
            <ListChecks aria-hidden="true" className="size-5" />
            {t('dashboard.next.startQuiz')}
          </Link>
        </div>
      ) : (
        <>
          {nothing && <p className="text-slate-700">{t('dashboard.next.allDone')}</p>}
          <Link to="/exams" className={buttonClasses(nothing ? 'primary' : 'secondary', true)}>
            <ClipboardList aria-hidden="true" className="size-5" />
            {t('dashboard.next.testSeries')}
          </Link>
        </>
      )}
    </Card>
  );
}
