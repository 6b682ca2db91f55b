import { type FlashcardRating, flashcardRatings } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { intervalParts } from '../lib/format-interval';

const tone: Record<FlashcardRating, string> = {
  again: 'border-error-200 bg-error-50 text-error-800 hover:bg-error-100',
  hard: 'border-warning-200 bg-warning-50 text-warning-800 hover:bg-warning-100',
  good: 'border-success-200 bg-success-50 text-success-800 hover:bg-success-100',
  easy: 'border-info-200 bg-info-50 text-info-800 hover:bg-info-100',
};

/**
 * Again / Hard / Good / Easy, each with when the card would come back (ts-fsrs's date for that
 * rating). Four equal buttons in a row at the bottom, within reach of a thumb.
 */
export function RatingButtons({
  intervals,
  now,
  onRate,
}: {
  intervals: Record<FlashcardRating, Date>;
  now: Date;
  onRate: (rating: FlashcardRating) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-4 gap-2 border-0 p-0">
      <legend className="sr-only">{t('flashcards.review.rateLabel')}</legend>
      {flashcardRatings.map((rating) => {
        const { unit, count } = intervalParts(now, intervals[rating]);
        const interval = t(`flashcards.interval.${unit}`, { count });
        return (
          <button
            key={rating}
            type="button"
            data-rating={rating}
            onClick={() => onRate(rating)}
            aria-label={`${t(`flashcards.rating.${rating}`)}, ${interval}`}
            className={cn(
              'flex min-h-16 flex-col items-center justify-center rounded-lg border px-1 py-2 text-center',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              tone[rating],
            )}
          >
            <span className="font-semibold leading-snug">{t(`flashcards.rating.${rating}`)}</span>
            <span className="text-sm leading-snug" data-testid={`interval-${rating}`}>
              {interval}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
