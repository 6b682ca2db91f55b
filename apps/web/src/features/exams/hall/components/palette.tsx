import { type HallQuestion, type PaletteStatus, paletteStatuses } from '@abhyas/core';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { StatusCounts } from '../lib/responses';

/** The official CBT shapes and colours: grey square, red, green, violet circle, violet with a green tick. */
const look: Record<PaletteStatus, string> = {
  notVisited: 'rounded-md border border-slate-400 bg-slate-100 text-slate-900',
  notAnswered: 'rounded-b-2xl rounded-t-md bg-red-600 text-white',
  answered: 'rounded-t-2xl rounded-b-md bg-green-700 text-white',
  markedForReview: 'rounded-full bg-violet-700 text-white',
  answeredMarkedForReview: 'rounded-full bg-violet-700 text-white',
};

export function StatusShape({
  status,
  label,
  className,
}: {
  status: PaletteStatus;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'relative inline-flex size-12 shrink-0 items-center justify-center text-sm font-semibold',
        look[status],
        className,
      )}
    >
      {label}
      {status === 'answeredMarkedForReview' && (
        <span className="absolute -right-1 -bottom-1 inline-flex size-5 items-center justify-center rounded-full bg-green-600 ring-2 ring-white">
          <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
        </span>
      )}
    </span>
  );
}

export function PaletteLegend({ counts }: { counts: StatusCounts }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('hall.palette.legend')} className="grid grid-cols-1 gap-2 text-sm text-slate-800">
      {paletteStatuses.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <StatusShape status={status} label={String(counts[status])} className="size-9 text-xs" />
          <span>{t(`hall.status.${status}`)}</span>
        </li>
      ))}
    </ul>
  );
}

interface PaletteGridProps {
  questions: readonly { question: HallQuestion; index: number; status: PaletteStatus }[];
  current: number;
  onPick(index: number): void;
}

/** Raw buttons on purpose: the palette copies the exam's own shapes, not our Button's. */
export function PaletteGrid({ questions, current, onPick }: PaletteGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] gap-2">
      {questions.map(({ question, index, status }) => (
        <li key={question.id} className="flex justify-center">
          <button
            type="button"
            onClick={() => onPick(index)}
            aria-current={index === current ? 'step' : undefined}
            aria-label={t('hall.palette.question', {
              number: question.number,
              status: t(`hall.status.${status}`),
            })}
            className={cn(
              'min-h-12 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              index === current && 'outline-3 outline-offset-2 outline-amber-500',
            )}
          >
            <StatusShape status={status} label={String(question.number)} />
          </button>
        </li>
      ))}
    </ul>
  );
}
