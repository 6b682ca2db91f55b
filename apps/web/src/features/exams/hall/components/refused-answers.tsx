import { type HallQuestion, SAVE_GRACE_SECONDS } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Refusal } from '../lib/save-queue';

/** At most this many refusals are listed one by one; the rest are counted. */
const LISTED = 4;

/**
 * Answers the server did not count, each with why and what the server holds instead (the question
 * already shows that again). Stays until the student has read it.
 */
export function RefusedAnswers({
  refusals,
  questions,
  onDismiss,
}: {
  refusals: readonly Refusal[];
  /** The paper, or just the refused questions' numbers (the results page, after the hall). */
  questions: readonly Pick<HallQuestion, 'id' | 'number'>[];
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  if (refusals.length === 0) return null;
  const describe = (answer: number | null, marked: boolean) => {
    const chosen =
      answer === null ? t('hall.refused.noOption') : t('hall.refused.option', { number: answer + 1 });
    return marked ? t('hall.refused.marked', { answer: chosen }) : chosen;
  };
  const number = (id: string) => questions.find((q) => q.id === id)?.number ?? '?';
  const listed = refusals.slice(-LISTED);
  return (
    <Alert variant="error" className="mb-3">
      <div data-testid="refused-answers" className="text-sm">
        <p className="font-semibold">{t('hall.refused.title', { count: refusals.length })}</p>
        <ul className="mt-1 space-y-1.5">
          {listed.map((r) => (
            <li key={r.seq} data-question={r.questionId}>
              <span className="font-medium">
                {t('hall.refused.item', {
                  number: number(r.questionId),
                  answer: describe(r.answer, r.marked),
                })}
              </span>{' '}
              {t(`hall.refused.reason.${r.reason}`, { seconds: SAVE_GRACE_SECONDS })}{' '}
              {t('hall.refused.held', {
                answer: describe(r.held?.answer ?? null, r.held?.marked ?? false),
              })}
            </li>
          ))}
        </ul>
        {refusals.length > LISTED && (
          <p className="mt-1">{t('hall.refused.more', { count: refusals.length - LISTED })}</p>
        )}
        <Button variant="secondary" className="mt-2 min-h-11 px-3 text-sm" onClick={onDismiss}>
          {t('hall.refused.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
