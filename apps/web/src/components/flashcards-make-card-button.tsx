import { Check, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCardFromQuestion } from '@/lib/api/flashcards-card-from-question';
import { errorMessage } from '@/lib/error-message';

/**
 * "Make a flash card" under a question whose answer the student has seen (a quiz's answered
 * question, a wrong answer in a test's analysis, a revealed bank question). One tap; a second tap
 * on the same question finds the card already made. Drop it in beside the question:
 * `<FlashcardsMakeCardButton questionId={q.id} language={language} />`.
 */
export function FlashcardsMakeCardButton({
  questionId,
  language,
}: {
  questionId: string;
  language: 'hi' | 'en';
}) {
  const { t } = useTranslation();
  const make = useCardFromQuestion();
  if (make.isSuccess)
    return (
      <p role="status" className="flex min-h-12 items-center gap-1.5 text-success-800">
        <Check aria-hidden="true" className="size-4" />
        {t('common.makeCard.done')}
      </p>
    );
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        loading={make.isPending}
        onClick={() => make.mutate({ questionId, language })}
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
