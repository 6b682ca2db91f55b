import { Check, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type CardSource, useMakeCard } from '@/lib/api/flashcards-make-card';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';

/**
 * "Make a flash card" under a question whose answer the student has seen (a quiz's verdict, the
 * score screen, the revise list, a test's solution, a revealed bank question). One tap; a second tap
 * on the same question (now or after a reload) finds the card already made and says so. Drop it in:
 * `<FlashcardsMakeCardButton source={{ from: 'quiz-question', quizId, position }} language={lang} />`.
 */
export function FlashcardsMakeCardButton({
  source,
  language,
  className,
}: {
  source: CardSource;
  language: 'hi' | 'en';
  className?: string;
}) {
  const { t } = useTranslation();
  const make = useMakeCard();
  if (make.isSuccess)
    return (
      <p
        role="status"
        data-testid="make-card-done"
        className={cn('flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 text-success-800', className)}
      >
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Check aria-hidden="true" className="size-4 shrink-0" />
          {t(make.data.created ? 'common.makeCard.done' : 'common.makeCard.exists')}
        </span>
        <Link
          to={`/flash-card?deck=${make.data.card.deckId}`}
          className="inline-flex min-h-12 items-center font-semibold text-primary-700 underline underline-offset-2"
        >
          {t('common.makeCard.open')}
        </Link>
      </p>
    );
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Button
        variant="secondary"
        className="self-start"
        loading={make.isPending}
        onClick={() => make.mutate({ source, language })}
      >
        <Layers aria-hidden="true" className="size-4" />
        {t('common.makeCard.button')}
      </Button>
      {make.isError && (
        <p role="alert" className="text-sm text-error-700">
          {errorMessage(make.error)}
        </p>
      )}
    </div>
  );
}
