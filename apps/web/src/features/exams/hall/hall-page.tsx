import type { TestLanguage } from '@abhyas/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NotFoundState } from '../components/page-states';
import { useSetDetail } from './api/get-set-detail';
import { startAttempt } from './api/start-attempt';
import { HallScreen } from './components/hall-screen';
import { Instructions } from './components/instructions';
import { useHall } from './hooks/use-hall';
import { hallBootKey, useHallBoot } from './hooks/use-hall-boot';
import { afterSubmitPath, rememberLiveLobby } from './lib/after-submit';
import { type Boot, openFromServer } from './lib/boot';
import type { CachedAttempt } from './lib/hall-cache';
import { idbStore } from './lib/idb-store';

/** /exams/:examId/:setId[/section/:sectionId]: the instructions, then the test (resumed if active). */
export function HallPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const { examId = '', setId = '', sectionId } = useParams();
  // A live test's lobby names the attempt its join made and itself (?attempt=&live=): the live paper
  // is an unpublished set that no list finds, and the submission goes back to the lobby.
  const [params] = useSearchParams();
  const live = params.get('live');
  if (live) rememberLiveLobby(setId, live);
  const boot = useHallBoot(setId, params.get('attempt'));
  const startSection = sectionId ? Number(sectionId) - 1 : null;

  // Read afresh on every visit (back from the section summary too): the position and answers are current.
  if (boot.isPending || !boot.isFetchedAfterMount) return <Centered label={t('hall.loading')} />;
  // An unknown set is a wrong link, not a failure: no "try again", a way back to the series.
  if (boot.isError && isNotFound(boot.error)) return <NotFoundState />;
  if (boot.isError)
    return (
      <div className="mx-auto max-w-md space-y-4">
        <Alert variant="error">{t('hall.loadError')}</Alert>
        <Button onClick={() => void boot.refetch()}>{t('hall.retry')}</Button>
      </div>
    );
  const data: Boot = boot.data;
  if (data.kind === 'offline') return <Alert variant="warning">{t('hall.offlineNoAttempt')}</Alert>;
  if (data.kind === 'submitted')
    return (
      <Navigate
        replace
        to={afterSubmitPath(setId) ?? `/exams/${examId}/${setId}/results?attempt=${data.attemptId}`}
      />
    );
  if (data.kind === 'instructions') return <InstructionsStep setSlug={setId} />;
  return (
    <>
      <PageMeta title={data.attempt.state.title[lang]} description="" noindex />
      <HallSession
        key={data.attempt.state.id}
        cached={data.attempt}
        online={data.online}
        examId={examId}
        setSlug={setId}
        startSection={startSection !== null && Number.isInteger(startSection) ? startSection : null}
      />
    </>
  );
}

function HallSession(props: {
  cached: CachedAttempt;
  online: boolean;
  examId: string;
  setSlug: string;
  startSection: number | null;
}) {
  const hall = useHall(props);
  return <HallScreen hall={hall} overviewHref={`/exams/${props.examId}/${props.setSlug}/sections`} />;
}

function InstructionsStep({ setSlug }: { setSlug: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const set = useSetDetail(setSlug);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState(false);

  const start = async (language: TestLanguage) => {
    setStarting(true);
    setError(false);
    try {
      const { value, clock } = await startAttempt(setSlug, language);
      queryClient.setQueryData(hallBootKey(setSlug), await openFromServer(idbStore, setSlug, value, clock));
    } catch {
      setError(true);
      setStarting(false);
    }
  };

  if (set.isPending) return <Centered label={t('hall.loading')} />;
  if (set.isError && isNotFound(set.error)) return <NotFoundState />;
  if (set.isError)
    return (
      <div className="mx-auto max-w-md space-y-4">
        <Alert variant="error">{t('hall.loadError')}</Alert>
        <Link to="/exams" className="text-primary-700 underline">
          {t('hall.overview.back')}
        </Link>
      </div>
    );
  return (
    <>
      <PageMeta title={set.data.title[i18n.language === 'en' ? 'en' : 'hi']} description="" noindex />
      <Instructions set={set.data} starting={starting} error={error} onStart={(l) => void start(l)} />
    </>
  );
}

function Centered({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-700">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
