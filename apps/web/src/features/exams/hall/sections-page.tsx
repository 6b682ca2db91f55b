import { paletteStatuses } from '@abhyas/core';
import { Clock, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isNotFound } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { NotFoundState } from '../components/page-states';
import { useSetDetail } from './api/get-set-detail';
import { SetOutline } from './components/set-outline';
import { useHallBoot } from './hooks/use-hall-boot';
import { formatOpeningTime, sectionAccess, serverNowMs } from './lib/clock';
import { answersOnDevice } from './lib/device-record';
import { countStatuses } from './lib/responses';

/** /exams/:examId/:setId/sections: how far the student is in each section, with a way into each. */
export function SectionsPage() {
  const { t, i18n } = useTranslation();
  const { examId = '', setId = '' } = useParams();
  const boot = useHallBoot(setId);
  // Read only when there is no attempt to show: the set's sections, to say what the test holds.
  const detail = useSetDetail(setId, boot.data?.kind === 'instructions');
  const base = `/exams/${examId}/${setId}`;
  const lang = i18n.language === 'en' ? 'en' : 'hi';

  if (boot.isPending || !boot.isFetchedAfterMount) return <Spinner label={t('hall.loading')} />;
  if (boot.isError && isNotFound(boot.error)) return <NotFoundState />;
  if (boot.isError) return <Alert variant="error">{t('hall.loadError')}</Alert>;
  const data = boot.data;
  if (data.kind === 'offline') return <Alert variant="warning">{t('hall.offlineNoAttempt')}</Alert>;
  if (data.kind === 'submitted') return <Navigate replace to={`${base}/results?attempt=${data.attemptId}`} />;
  if (data.kind === 'instructions' && detail.isError && isNotFound(detail.error)) return <NotFoundState />;
  if (data.kind === 'instructions')
    return <SetOutline set={detail.data} pending={detail.isPending} startPath={base} lang={lang} />;

  const { state, record, offsetMs } = data.attempt;
  const responses = answersOnDevice(state.responses, record);
  const now = serverNowMs(offsetMs);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t('hall.overview.title')}</h1>
      <p className="text-slate-700">{state.title[lang]}</p>
      <ul className="space-y-3">
        {state.sections.map((s) => {
          const ids = state.questions.filter((q) => q.section === s.index).map((q) => q.id);
          const c = countStatuses(ids, responses);
          const access = sectionAccess(state.sections, s.index, now, state.sectionalTiming);
          return (
            <li key={s.index}>
              <Card className="p-4 sm:p-5">
                <h2 className="flex items-center gap-2 text-lg font-semibold">
                  {access === 'closed' && <Lock aria-hidden="true" className="size-4" />}
                  {access === 'notYetOpen' && <Clock aria-hidden="true" className="size-4" />}
                  {s.name[lang]}
                </h2>
                {/* The palette's five statuses: each question in one, so they add up to the section. */}
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                  {paletteStatuses.map((status) => (
                    <Count key={status} label={t(`hall.status.${status}`)} value={c[status]} />
                  ))}
                  <Count label={t('hall.overview.total')} value={c.total} />
                </dl>
                {access === 'closed' ? (
                  <p className="mt-3 text-slate-600">{t('hall.overview.locked')}</p>
                ) : access === 'notYetOpen' ? (
                  // Not "closed": it opens by itself when the section before it ends.
                  <p className="mt-3 text-slate-600">
                    {t('hall.overview.notYetOpen', { time: formatOpeningTime(s.opensAt, lang) })}
                  </p>
                ) : (
                  <Link
                    to={`${base}/section/${s.index + 1}`}
                    className={`${buttonClasses('secondary')} mt-3`}
                  >
                    {t('hall.overview.open', { name: s.name[lang] })}
                  </Link>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      {/* The clock keeps running: on a phone the way back stays under the thumb, not below three cards. */}
      <div
        data-testid="back-to-test"
        className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
      >
        <Link to={base} className={buttonClasses('primary', true)}>
          {t('hall.overview.back')}
        </Link>
      </div>
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
