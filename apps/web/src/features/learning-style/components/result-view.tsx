import { type LearningStyleResult, learningStyleQuestions, learningStyles } from '@abhyas/core';
import { Ear, Eye, Hand, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const icons = { visual: Eye, auditory: Ear, readWrite: NotebookPen, kinesthetic: Hand };

/** The dominant style(s), the score of every style and study advice for each dominant one. */
export function ResultView({ result, children }: { result: LearningStyleResult; children?: ReactNode }) {
  const { t } = useTranslation();
  const total = learningStyleQuestions.length;
  return (
    <section aria-labelledby="learning-style-result" className="flex flex-col gap-5">
      <div>
        <h1 id="learning-style-result" className="text-2xl font-semibold">
          {t('learningStyle.resultHeading')}
        </h1>
        <p className="mt-2 text-3xl font-bold text-primary-800" data-testid="dominant-styles">
          {result.dominant.map((s) => t(`learningStyle.styles.${s}.name`)).join(' + ')}
        </p>
        {result.dominant.length > 1 && <p className="mt-1 text-slate-700">{t('learningStyle.multimodal')}</p>}
      </div>
      {children}
      <div>
        <h2 className="text-lg font-semibold">{t('learningStyle.scoresHeading')}</h2>
        <ul className="mt-2 flex flex-col gap-2">
          {learningStyles.map((s) => {
            const Icon = icons[s];
            const score = result.scores[s];
            return (
              <li key={s} className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                <span className="w-40 shrink-0 text-sm sm:w-56">{t(`learningStyle.styles.${s}.name`)}</span>
                <span aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className={cn(
                      'block h-full rounded-full',
                      result.dominant.includes(s) ? 'bg-accent-500' : 'bg-primary-300',
                    )}
                    style={{ width: `${(score / total) * 100}%` }}
                  />
                </span>
                <span className="w-20 shrink-0 text-right text-sm text-slate-700">
                  {t('learningStyle.score', { score, total })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h2 className="text-lg font-semibold">{t('learningStyle.adviceHeading')}</h2>
        {result.dominant.map((s) => {
          const tips = t(`learningStyle.styles.${s}.tips`, { returnObjects: true }) as unknown;
          return (
            <div key={s} className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <h3 className="font-semibold">{t(`learningStyle.styles.${s}.name`)}</h3>
              <p className="mt-1 text-slate-700">{t(`learningStyle.styles.${s}.summary`)}</p>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed">
                {(Array.isArray(tips) ? (tips as string[]) : []).map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
