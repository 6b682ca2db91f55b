import type { HallQuestion, TestLanguage } from '@abhyas/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { QuestionChart } from '@/components/question-chart';
import { QuestionPassage } from '@/components/question-passage';
import { cn } from '@/lib/cn';
import { optionLabel } from '@/lib/option-label';

export const textSizes = ['text-base', 'text-lg', 'text-xl', 'text-2xl'] as const;

interface QuestionPanelProps {
  question: HallQuestion;
  total: number;
  language: TestLanguage;
  textSize: number;
  choice: number | null;
  onChoose(option: number): void;
  /** The view controls (language, text size), on the question-number row as in the real CBT. */
  tools?: ReactNode;
}

/** The question and its options as a native radio group: arrow keys, labels and screen readers just work. */
export function QuestionPanel({
  question,
  total,
  language,
  textSize,
  choice,
  onChoose,
  tools,
}: QuestionPanelProps) {
  const { t, i18n } = useTranslation();
  const headingId = `q-${question.id}`;
  const texts = question.options.map((o) => o[language]);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="question"
      data-number={question.number}
      className={cn('leading-relaxed', textSizes[textSize])}
      lang={language}
    >
      {/* One row on a 360 px phone in both languages: the number wraps in its own space ("Question 23"
          over "of 100") instead of pushing the 48 px controls onto a second row (48 px less question). */}
      <div className="mb-2 flex items-center justify-between gap-x-2">
        <h2
          id={headingId}
          tabIndex={-1}
          className="min-w-0 text-sm font-semibold text-slate-600 focus:outline-none"
        >
          {t('hall.question.of', { number: question.number, total })}
        </h2>
        {/* The controls speak the interface's language, not the question's. */}
        {tools && (
          <div lang={i18n.language} className="shrink-0 text-base">
            {tools}
          </div>
        )}
      </div>
      <QuestionPassage passage={question.passage} lang={language} className="mb-4" />
      <QuestionChart text={question.text[language]} />
      <div data-testid="question-text" className="mb-4 whitespace-pre-line break-words text-slate-900">
        <MathText text={question.text[language]} />
      </div>
      {question.image && (
        <img
          src={question.image}
          alt={t('hall.question.image', { number: question.number })}
          loading="lazy"
          className="mb-4 max-h-72 max-w-full object-contain"
        />
      )}
      <fieldset>
        <legend className="sr-only">{t('hall.question.options')}</legend>
        <ul className="space-y-2">
          {question.options.map((option, i) => {
            const label = optionLabel(texts, i);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are a fixed list; the position is their identity
              <li key={`${question.id}-${i}`}>
                <label
                  className={cn(
                    'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                    choice === i
                      ? 'border-primary-600 bg-primary-50'
                      : 'border-slate-300 bg-white hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`answer-${question.id}`}
                    checked={choice === i}
                    onChange={() => onChoose(i)}
                    className="mt-1.5 size-5 shrink-0 accent-primary-700"
                  />
                  <span className="min-w-0 break-words">
                    {label && (
                      <span aria-hidden="true" className="mr-1 font-semibold">
                        {label}
                      </span>
                    )}
                    <MathText text={option[language]} />
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}
