import { type DashboardSummary, minAnswersForWeak, subjectName } from '@abhyas/core';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccuracyBars } from '@/components/charts/percent-charts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { isWholeSubject } from '@/lib/topic-name';
import { isBusyWith, type usePractice } from '../hooks/use-practice';

type Lang = 'hi' | 'en';

/** The subject with the lowest accuracy (ties: more answers, then the name), or null. */
export function weakestSubject(subjects: DashboardSummary['subjects']) {
  return (
    [...subjects].sort(
      (a, b) => a.accuracy - b.accuracy || b.attempts - a.attempts || a.subject.localeCompare(b.subject),
    )[0] ?? null
  );
}

/**
 * Accuracy by subject as bars from zero to 100 %, the weakest subject named, then the weak topics
 * (as "Practise my weak topics" picks them), each one tap from a quiz of its own, and the aimed quiz.
 */
export function SubjectAccuracy({
  summary,
  lang,
  practice,
}: {
  summary: DashboardSummary;
  lang: Lang;
  practice: ReturnType<typeof usePractice>;
}) {
  const { t } = useTranslation();
  const { subjects, weakTopics } = summary;
  const weakest = weakestSubject(subjects);
  const summaryText = [
    t('dashboard.accuracy.summary'),
    ...subjects.map((s) =>
      t('dashboard.accuracy.line', {
        subject: subjectName(s.subject, lang),
        accuracy: s.accuracy,
        correct: s.correct,
        attempts: s.attempts,
      }),
    ),
    weakest ? t('dashboard.accuracy.weakestIs', { subject: subjectName(weakest.subject, lang) }) : '',
  ].join(' ');

  return (
    <Card aria-labelledby="accuracy-title" className="flex flex-col gap-4">
      <h2 id="accuracy-title" className="text-xl font-semibold">
        {t('dashboard.accuracy.title')}
      </h2>
      {subjects.length === 0 ? (
        <>
          <p className="text-slate-700">{t('dashboard.accuracy.empty')}</p>
          <Link to="/quiz" className={buttonClasses('secondary', true)}>
            {t('dashboard.next.startQuiz')}
          </Link>
        </>
      ) : (
        <div>
          <AccuracyBars
            bars={subjects.map((s) => ({
              key: s.subject,
              name: subjectName(s.subject, lang),
              accuracy: s.accuracy,
              highlight: s.subject === weakest?.subject && subjects.length > 1,
            }))}
            axis={t('dashboard.accuracy.axis')}
            summary={summaryText}
            testId="accuracy-chart"
            summaryTestId="accuracy-summary"
          />
          {weakest && subjects.length > 1 && (
            <p className="mt-2 font-semibold text-slate-800">
              {t('dashboard.accuracy.weakestIs', { subject: subjectName(weakest.subject, lang) })}
            </p>
          )}
        </div>
      )}

      {subjects.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">{t('dashboard.accuracy.weakTitle')}</h3>
          {practice.isError && (
            <Alert variant="error">
              <p>{t('dashboard.practiceFailed')}</p>
              <p>{errorMessage(practice.error)}</p>
            </Alert>
          )}
          <p className="text-sm text-slate-600">
            {t('dashboard.accuracy.weakRule', { n: minAnswersForWeak })}
          </p>
          {weakTopics.length === 0 ? (
            <p className="text-slate-700">{t('dashboard.accuracy.noWeak')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200" data-testid="weak-topics">
              {weakTopics.map((w) => {
                const topic = isWholeSubject(w.subject, w.topic, lang)
                  ? t('dashboard.accuracy.mixedTopic', { subject: subjectName(w.subject, lang) })
                  : subjectName(w.topic, lang);
                return (
                  <li key={`${w.subject}/${w.topic}`} className="flex items-center gap-3 py-2">
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold break-words text-slate-900">
                        {topic} · {w.accuracy}%
                      </span>
                      <span className="block text-sm text-slate-700">
                        {t('dashboard.accuracy.weakLine', {
                          subject: subjectName(w.subject, lang),
                          correct: w.correct,
                          attempts: w.attempts,
                        })}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      className="shrink-0 px-4"
                      aria-label={t('dashboard.accuracy.practiseTopic', { topic })}
                      loading={isBusyWith(practice, w)}
                      disabled={practice.isPending}
                      onClick={() => practice.mutate({ subject: w.subject, topic: w.topic })}
                    >
                      {t('dashboard.accuracy.practise')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <Button
            fullWidth
            loading={isBusyWith(practice, 'aimed')}
            disabled={practice.isPending}
            onClick={() => practice.mutate('aimed')}
          >
            <Target aria-hidden="true" className="size-5" />
            {t('dashboard.accuracy.practiseAll')}
          </Button>
        </div>
      )}
    </Card>
  );
}
