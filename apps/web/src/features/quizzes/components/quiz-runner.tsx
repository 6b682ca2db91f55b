import type { TestLanguage } from '@abhyas/core';
import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useBringIntoView } from '@/lib/use-bring-into-view';
import { useQuiz } from '../hooks/use-quiz';
import type { KeyValueStore } from '../lib/quiz-store';
import type { QuizApi } from '../lib/quiz-sync';
import { QuestionCard } from './question-card';
import { QuizTimer } from './quiz-timer';
import { ScoreScreen, ScoreWaiting } from './score-screen';
import { ErrorState } from './states';

interface Props {
  quizId: string;
  lang: TestLanguage;
  onAgain: () => void;
  /** Tests pass an in-memory store and a fake server. */
  store?: KeyValueStore;
  api?: QuizApi;
}

/** A started quiz: one question at a time, the verdict after each answer, then the score screen. */
export function QuizRunner({ quizId, lang, onAgain, store, api }: Props) {
  const { t } = useTranslation();
  const { load, online, answer, finish } = useQuiz(quizId, {
    ...(store ? { store } : {}),
    ...(api ? { api } : {}),
  });
  const [index, setIndex] = useState<number | null>(null);
  const record = load.status === 'ready' ? load.record : null;
  // The next question and the score are new content: their heading comes into view and takes focus
  // (the Next and Finish buttons sit at the bottom, below the question a phone has scrolled past).
  const heading = useBringIntoView<HTMLHeadingElement>(
    record === null || index === null ? undefined : record.result ? 'result' : index,
  );

  // Resume at the first question with no answer on this device.
  useEffect(() => {
    if (!record || index !== null) return;
    const done = new Set([
      ...record.state.verdicts.map((v) => v.position),
      ...record.pending.map((p) => p.position),
    ]);
    const first = record.state.questions.findIndex((q) => !done.has(q.position));
    setIndex(first === -1 ? Math.max(0, record.state.questions.length - 1) : first);
  }, [record, index]);

  if (load.status === 'loading') return <LoadingState />;
  if (load.status === 'error') return <ErrorState error={load.error} />;
  const { state, pending, finishPending, result } = load.record;
  if (result) return <ScoreScreen result={result} lang={lang} onAgain={onAgain} headingRef={heading} />;
  if (finishPending || state.finishedAt) return <ScoreWaiting />;

  const at = Math.min(index ?? 0, state.questions.length - 1);
  const question = state.questions[at];
  if (!question) return <ErrorState error={null} />;
  const verdict = state.verdicts.find((v) => v.position === question.position);
  const pendingAnswer = pending.find((p) => p.position === question.position)?.answer;
  const answered = verdict !== undefined || pendingAnswer !== undefined;
  const last = at === state.questions.length - 1;

  return (
    <div className="flex flex-col gap-4">
      {!online && (
        <Alert variant="warning">
          <span className="inline-flex items-center gap-2">
            <CloudOff aria-hidden className="size-5 shrink-0" />
            {t('quizzes.run.offlineBanner')}
          </span>
        </Alert>
      )}
      <div className="flex items-center justify-between gap-3 text-slate-700">
        <span className="font-semibold">
          {t('quizzes.run.progress', { n: at + 1, total: state.questions.length })}
        </span>
        {state.timerSeconds !== null && (
          <QuizTimer
            startedAt={state.startedAt}
            seconds={state.timerSeconds}
            offsetMs={load.record.clockOffsetMs ?? 0}
            onEnd={() => void finish()}
          />
        )}
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-primary-700"
        value={at + (answered ? 1 : 0)}
        max={state.questions.length}
      />
      <QuestionCard
        key={question.position}
        quizId={state.id}
        question={question}
        lang={lang}
        verdict={verdict}
        pendingAnswer={pendingAnswer}
        onAnswer={(option) => void answer(question.position, option)}
        headingRef={heading}
      />
      <div className="sticky bottom-0 flex flex-col gap-2 bg-slate-50/95 py-3">
        {last ? (
          <Button fullWidth onClick={() => void finish()}>
            {t('quizzes.run.finish')}
          </Button>
        ) : (
          <Button fullWidth disabled={!answered} onClick={() => setIndex(at + 1)}>
            {t('quizzes.run.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
