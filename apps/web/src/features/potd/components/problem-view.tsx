import type { PotdProblem } from '@abhyas/core';
import { Bookmark, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { RadioGroup } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useTogglePotdBookmark } from '../api/toggle-bookmark';
import { DifficultyChip } from './difficulty-chip';

interface ProblemViewProps {
  problem: PotdProblem;
  solved: boolean;
  tries: number;
  selected: string | null;
  onSelect: (text: string) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/**
 * Chips, the question, its options and Submit Answer. Once solved, the options and the button are
 * disabled and the option the server marks `isCorrect` is green, with the explanation below.
 */
export function ProblemView({
  problem,
  solved,
  tries,
  selected,
  onSelect,
  onSubmit,
  submitting,
}: ProblemViewProps) {
  const { t } = useTranslation();
  const bookmark = useTogglePotdBookmark();
  const correct = problem.options.find((o) => o.isCorrect)?.text ?? null;
  return (
    <article
      aria-labelledby="potd-question"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2">
          <DifficultyChip difficulty={problem.difficulty} />
          <Chip color="primary">{problem.category}</Chip>
        </div>
        <Button
          variant="ghost"
          className="-mt-2 -mr-2 px-3"
          aria-pressed={problem.bookmarked}
          aria-label={problem.bookmarked ? t('potd.bookmark.remove') : t('potd.bookmark.add')}
          loading={bookmark.isPending}
          onClick={() => bookmark.mutate({ questionId: problem.questionId, bookmarked: !problem.bookmarked })}
        >
          {!bookmark.isPending && (
            <Bookmark aria-hidden="true" className={cn('size-6', problem.bookmarked && 'fill-current')} />
          )}
        </Button>
      </div>
      {bookmark.isError && <p className="mt-2 text-sm text-error-800">{errorMessage(bookmark.error)}</p>}
      <h2 id="potd-question" className="mt-3 text-lg leading-relaxed font-semibold text-slate-900">
        <MathText text={problem.questionText} />
      </h2>
      <RadioGroup
        className="mt-4"
        label={t('potd.options')}
        disabled={solved || submitting}
        value={solved ? correct : selected}
        onValueChange={onSelect}
        options={problem.options.map((option) => ({
          value: option.text,
          label: <MathText text={option.text} />,
          ...(option.isCorrect
            ? {
                tone: 'correct' as const,
                aside: (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold">
                    <CheckCircle2 aria-hidden="true" className="size-5" />
                    {t('potd.correctAnswer')}
                  </span>
                ),
              }
            : {}),
        }))}
      />
      {!solved && tries > 0 && (
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{t('potd.tries', { count: tries })}</p>
      )}
      {solved && problem.explanation && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{t('potd.explanation')}</p>
          <p className="mt-1 leading-relaxed text-slate-800">
            <MathText text={problem.explanation} />
          </p>
        </div>
      )}
      <Button className="mt-5" fullWidth disabled={solved} loading={submitting} onClick={onSubmit}>
        {t('potd.submit')}
      </Button>
    </article>
  );
}
