import type { QuizQuestion, QuizVerdict, TestLanguage } from '@abhyas/core';
import { CheckCircle2, CloudOff, XCircle } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashcardsMakeCardButton } from '@/components/flashcards-make-card-button';
import { MathText } from '@/components/math-text';
import { QuestionChart } from '@/components/question-chart';
import { QuestionPassage } from '@/components/question-passage';
import { cn } from '@/lib/cn';
import { optionLabel } from '@/lib/option-label';
import { AnswerLine } from './answer-line';

interface Props {
  quizId: string;
  question: QuizQuestion;
  lang: TestLanguage;
  /** The server's verdict, once it has one. */
  verdict: QuizVerdict | undefined;
  /** An answer this device holds that the server has not checked yet (offline). */
  pendingAnswer: number | undefined;
  onAnswer: (option: number) => void;
  /** The question's text is its heading: the runner brings it into view after Next. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One question: options as large buttons; after the answer, the verdict with key and explanation. */
export function QuestionCard({
  quizId,
  question,
  lang,
  verdict,
  pendingAnswer,
  onAnswer,
  headingRef,
}: Props) {
  const { t } = useTranslation();
  const texts = question.options.map((o) => o[lang]);
  const chosen = verdict?.answer ?? pendingAnswer;
  const locked = chosen !== undefined;
  return (
    <div className="flex flex-col gap-4" lang={lang}>
      <QuestionPassage passage={question.passage} lang={lang} className="text-base" />
      <QuestionChart text={question.text[lang]} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-lg leading-relaxed font-normal text-slate-900 focus:outline-none"
      >
        <MathText text={question.text[lang]} />
      </h2>
      {question.image && <img src={question.image} alt="" className="max-h-64 w-auto self-start rounded" />}
      <ol className="flex flex-col gap-3">
        {texts.map((text, i) => {
          const isKey = verdict?.correctOption === i;
          const isChosen = chosen === i;
          const label = optionLabel(texts, i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; their order is the answer.
            <li key={i}>
              <button
                type="button"
                disabled={locked}
                aria-pressed={isChosen}
                onClick={() => onAnswer(i)}
                className={cn(
                  'flex min-h-12 w-full items-start gap-3 rounded-lg border px-4 py-3 text-start text-base leading-relaxed',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  !locked && 'border-slate-300 bg-white hover:border-primary-400 hover:bg-primary-50',
                  locked && !isKey && !isChosen && 'border-slate-200 bg-white text-slate-600',
                  isKey && 'border-green-600 bg-green-50 text-green-950',
                  isChosen && verdict && !verdict.correct && 'border-red-600 bg-red-50 text-red-950',
                  isChosen && !verdict && 'border-primary-600 bg-primary-50',
                )}
              >
                {label && <span className="font-semibold">{label}</span>}
                <MathText text={text} />
              </button>
            </li>
          );
        })}
      </ol>
      {verdict ? (
        <div
          role="status"
          className={cn(
            'rounded-lg border p-4',
            verdict.correct ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50',
          )}
        >
          <p className="flex items-center gap-2 text-lg font-bold">
            {verdict.correct ? (
              <CheckCircle2 aria-hidden className="size-6 text-green-700" />
            ) : (
              <XCircle aria-hidden className="size-6 text-red-700" />
            )}
            {verdict.correct ? t('quizzes.run.correct') : t('quizzes.run.wrong')}
          </p>
          {!verdict.correct && (
            <p className="mt-1 text-slate-900">
              <AnswerLine
                lead={t('quizzes.run.answerWas', { option: '' })}
                texts={texts}
                index={verdict.correctOption}
              />
            </p>
          )}
          <p className="mt-2 text-sm font-semibold text-slate-700">{t('quizzes.run.explanation')}</p>
          <p className="leading-relaxed text-slate-900">
            <MathText text={verdict.explanation[lang]} />
          </p>
          {/* A card holds a question and its answer, not a whole passage: none for passage questions. */}
          {!question.passage && (
            <FlashcardsMakeCardButton
              className="mt-3"
              source={{ from: 'quiz-question', quizId, position: question.position }}
              language={lang}
            />
          )}
        </div>
      ) : pendingAnswer !== undefined ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <CloudOff aria-hidden className="size-5 shrink-0" />
          {t('quizzes.run.savedOffline')}
        </p>
      ) : null}
    </div>
  );
}
