import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';

export function LoadingState() {
  const { t } = useTranslation();
  return <PageSpinner label={t('flashcards.states.loading')} />;
}

/** The translated reason and a retry: most failures on a train cure themselves. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="error">
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('flashcards.states.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** `headingRef` makes the title a focusable heading, for a state that an action brings (review done). */
export function EmptyState({
  title,
  body,
  action,
  headingRef,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
      {headingRef ? (
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-20 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
      ) : (
        <p className="text-lg font-semibold text-slate-900">{title}</p>
      )}
      {body && <p className="mt-1 leading-relaxed text-slate-700">{body}</p>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
