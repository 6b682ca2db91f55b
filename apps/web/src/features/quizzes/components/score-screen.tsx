import type { QuizResult, TestLanguage } from '@abhyas/core';
import { CloudOff } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlashcardsMakeCardButton } from '@/components/flashcards-make-card-button';
import { MathText } from '@/components/math-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AnswerLine } from './answer-line';

/** The score screen: the score, the counts, then each question with the answer and the key. */
export function ScoreScreen({
  result,
  lang,
  onAgain,
  headingRef,
}: {
  result: QuizResult;
  lang: TestLanguage;
  onAgain: () => void;
  /** The runner brings the score into view and focuses this heading when the quiz is finished. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const verdicts = new Map(result.verdicts.map((v) => [v.position, v]));
  return (
    <div className="flex flex-col gap-5">
      <Card className="text-center">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 text-xl font-bold text-primary-900 focus:outline-none"
        >
          {t('quizzes.score.title')}
        </h2>
        <p className="mt-2 text-5xl font-bold text-primary-800" data-testid="quiz-score">
          {result.scorePercent}%
        </p>
        <p className="mt-1 text-lg text-slate-800">
          {t('quizzes.score.summary', { correct: result.correct, total: result.total })}
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['correct', result.correct, 'text-green-800'],
              ['wrong', result.wrong, 'text-red-800'],
              ['skipped', result.skipped, 'text-slate-700'],
            ] as const
          ).map(([key, n, tone]) => (
            <div key={key} className="rounded-lg bg-slate-50 p-2">
              <dt className="text-sm text-slate-700">{t(`quizzes.score.${key}`)}</dt>
              <dd className={`text-2xl font-bold ${tone}`}>{n}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={onAgain}>{t('quizzes.score.again')}</Button>
          <Link to="/quiz" className={buttonClasses('secondary')}>
            {t('quizzes.score.toQuizzes')}
          </Link>
        </div>
      </Card>
      <section aria-labelledby="quiz-review">
        <h2 id="quiz-review" className="mb-3 text-lg font-bold text-slate-900">
          {t('quizzes.score.review')}
        </h2>
        <ol className="flex flex-col gap-3" lang={lang}>
          {result.questions.map((q) => {
            const v = verdicts.get(q.position);
            const texts = q.options.map((o) => o[lang]);
            return (
              <li key={q.position} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="leading-relaxed text-slate-900">
                  <span className="font-semibold">{q.position}. </span>
                  <MathText text={q.text[lang]} />
                </p>
                {v ? (
                  <>
                    <p className={v.correct ? 'mt-2 text-green-800' : 'mt-2 text-red-800'}>
                      {v.correct ? (
                        t('quizzes.run.correct')
                      ) : (
                        <AnswerLine
                          lead={t('quizzes.revise.yourAnswer', { option: '' })}
                          texts={texts}
                          index={v.answer}
                        />
                      )}
                    </p>
                    {!v.correct && (
                      <p className="text-green-800">
                        <AnswerLine
                          lead={t('quizzes.run.answerWas', { option: '' })}
                          texts={texts}
                          index={v.correctOption}
                        />
                      </p>
                    )}
                    <p className="mt-1 text-sm leading-relaxed text-slate-700">
                      <MathText text={v.explanation[lang]} />
                    </p>
                    {!v.correct && !q.passage && (
                      <FlashcardsMakeCardButton
                        className="mt-2"
                        source={{ from: 'quiz-question', quizId: result.id, position: q.position }}
                        language={lang}
                      />
                    )}
                  </>
                ) : (
                  <p className="mt-2 text-slate-600">{t('quizzes.score.notAnswered')}</p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** Finished offline: the result waits for the network (keys come only from the server). */
export function ScoreWaiting() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 text-center" role="status">
      <CloudOff aria-hidden className="size-10 text-amber-700" />
      <p className="text-lg text-slate-900">{t('quizzes.score.waiting')}</p>
    </Card>
  );
}
