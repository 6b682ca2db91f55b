import { currentAffairsRules } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { isApiError } from '@/lib/api-client';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { type getAdminDay, useAdminDay, usePublishDay } from '../api/admin-day';
import { CandidateItem } from './candidate-item';

type AdminDay = Awaited<ReturnType<typeof getAdminDay>>;
const size = currentAffairsRules.quizSize;

/** A day as a platform admin prepares it; keyed by the day, so a new day starts a new selection. */
export function AdminDayEditor({ day, lang }: { day: string; lang: 'hi' | 'en' }) {
  const adminDay = useAdminDay(day);
  if (adminDay.isPending) return <LoadingState />;
  if (adminDay.isError)
    return isApiError(adminDay.error) && adminDay.error.rule ? (
      <Alert variant="error">{ruleMessage(adminDay.error.rule)}</Alert>
    ) : (
      <ErrorState error={adminDay.error} onRetry={() => void adminDay.refetch()} />
    );
  return <Editor data={adminDay.data} lang={lang} />;
}

function Editor({ data, lang }: { data: AdminDay; lang: 'hi' | 'en' }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const publish = usePublishDay();
  const saved = data.chosen.map((q) => q.id);
  const [selected, setSelected] = useState<string[]>(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = data.takers > 0;
  const unchanged = selected.length === saved.length && selected.every((id, i) => id === saved[i]);
  const toggle = (id: string) => {
    setRefusal(null);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };
  const submit = () => {
    setRefusal(null);
    publish.mutate(
      { day: data.day, questionIds: selected },
      {
        onSuccess: (updated) => {
          setSelected(updated.chosen.map((q) => q.id));
          snackbar.show(t('currentAffairs.admin.published'));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setRefusal(t('currentAffairs.admin.fixedNow'));
          else if (isApiError(error) && error.rule) setRefusal(ruleMessage(error.rule));
          else setRefusal(errorMessage(error));
        },
      },
    );
  };
  const item = (q: AdminDay['chosen'][number]) => (
    <CandidateItem
      key={q.id}
      question={q}
      lang={lang}
      place={selected.indexOf(q.id) + 1}
      locked={locked}
      onToggle={toggle}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <p className="leading-relaxed text-slate-800" data-testid="ca-admin-status">
        {data.chosen.length > 0
          ? t('currentAffairs.admin.publishedCount', { count: data.chosen.length })
          : t('currentAffairs.admin.notPublished')}
        {' · '}
        {t('currentAffairs.admin.takers', { count: data.takers })}
      </p>
      {locked && <Alert variant="warning">{t('currentAffairs.admin.locked')}</Alert>}

      {data.chosen.length > 0 && (
        <section aria-labelledby="ca-chosen" className="flex flex-col gap-2">
          <h2 id="ca-chosen" className="text-lg font-bold text-slate-900">
            {t('currentAffairs.admin.chosenHeading')}
          </h2>
          <ol className="flex flex-col gap-2">{data.chosen.map(item)}</ol>
        </section>
      )}

      {!locked && (
        <section aria-labelledby="ca-candidates" className="flex flex-col gap-2">
          <h2 id="ca-candidates" className="text-lg font-bold text-slate-900">
            {t('currentAffairs.admin.candidatesHeading')}
          </h2>
          <p className="text-sm leading-relaxed text-slate-600">{t('currentAffairs.admin.candidatesLead')}</p>
          {data.candidates.length === 0 ? (
            <p className="leading-relaxed text-slate-700">{t('currentAffairs.admin.noCandidates')}</p>
          ) : (
            <ul className="flex flex-col gap-2">{data.candidates.map(item)}</ul>
          )}
        </section>
      )}

      {!locked && (
        // The count and Publish stay at the bottom of a phone's screen, under the thumb.
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_6px_rgb(0_0_0/0.06)] sm:mx-0 sm:rounded-lg sm:border">
          {refusal && <Alert variant="error">{refusal}</Alert>}
          <div className="flex items-center justify-between gap-3">
            <p
              aria-live="polite"
              data-testid="ca-admin-count"
              className={selected.length === size ? 'font-bold text-success-800' : 'font-bold text-slate-800'}
            >
              {t('currentAffairs.admin.count', { n: selected.length, size })}
            </p>
            <Button
              onClick={submit}
              loading={publish.isPending}
              disabled={selected.length !== size || unchanged}
            >
              {t('currentAffairs.admin.publish')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
