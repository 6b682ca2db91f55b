import { type LiveRegistration, type LiveTestItem, mayWithdraw } from '@abhyas/core';
import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { formatTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useRegistration } from '../api/register-live-test';
import { useJoin } from '../hooks/use-join';
import type { LobbyState } from '../lib/lobby';
import { Countdown } from './countdown';

/**
 * The lobby: register, the countdown to the start (server time), Join at zero, the minutes left for a
 * late joiner, back into the hall while it runs, then "results at …" until publication.
 */
export function Lobby({
  test,
  registration,
  state,
}: {
  test: LiveTestItem;
  registration: LiveRegistration | null;
  state: LobbyState;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const register = useRegistration(test.id);
  const { join, joining, error } = useJoin(test.id);
  const startTime = formatTime(test.startsAt, lang);

  const problem: unknown = register.error ?? error;
  const failure = problem ? <Alert variant="error">{errorMessage(problem)}</Alert> : null;

  switch (state.kind) {
    case 'cancelled':
      return <Alert variant="warning">{t('liveTests.lobby.cancelled')}</Alert>;
    case 'register':
      return (
        <div className="flex flex-col gap-3">
          {state.msToStart > 0 && <Countdown ms={state.msToStart} label={t('liveTests.lobby.startsIn')} />}
          <p className="text-slate-800">{t('liveTests.lobby.registerLead', { time: startTime })}</p>
          {failure}
          <Button fullWidth loading={register.isPending} onClick={() => register.mutate(true)}>
            {t('liveTests.lobby.register')}
          </Button>
        </div>
      );
    case 'waiting':
      return (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-semibold text-success-800">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('liveTests.lobby.registered')}
          </p>
          <Countdown ms={state.msToStart} label={t('liveTests.lobby.startsIn')} />
          <p className="text-center text-slate-700">
            {t('liveTests.lobby.joinOpensAt', { time: startTime })}
          </p>
          {failure}
          <Button fullWidth disabled>
            {t('liveTests.lobby.join')}
          </Button>
          {mayWithdraw(test.phase) && (
            <Button variant="ghost" loading={register.isPending} onClick={() => register.mutate(false)}>
              {t('liveTests.lobby.withdraw')}
            </Button>
          )}
        </div>
      );
    case 'join':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-lg font-semibold text-success-800">{t('liveTests.lobby.started')}</p>
          {state.late && (
            <Alert variant="warning">{t('liveTests.lobby.late', { count: state.minutesLeft })}</Alert>
          )}
          <p className="text-slate-700">
            {t('liveTests.lobby.joinBy', { time: formatTime(test.joinClosesAt, lang) })}
          </p>
          {failure}
          <Button fullWidth loading={joining} onClick={() => void join()}>
            {t('liveTests.lobby.join')}
          </Button>
        </div>
      );
    case 'resume':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-slate-800">{t('liveTests.lobby.resumeLead', { count: state.minutesLeft })}</p>
          {failure}
          <Button fullWidth loading={joining} onClick={() => void join()}>
            {t('liveTests.lobby.resume')}
          </Button>
        </div>
      );
    case 'pending':
    case 'missed':
      return (
        <div className="flex flex-col items-center gap-2 py-2 text-center" data-testid="live-pending">
          <Clock aria-hidden="true" className="size-10 text-primary-700" />
          <p className="text-lg font-semibold text-slate-900">
            {state.kind === 'pending'
              ? registration?.submitted
                ? t('liveTests.lobby.submitted')
                : t('liveTests.lobby.timeUp')
              : t('liveTests.lobby.missed')}
          </p>
          <p className="text-slate-800">
            {t('liveTests.lobby.resultsAt', { time: formatTime(state.resultsAt, lang) })}
          </p>
          <p className="text-sm text-slate-700">{t('liveTests.lobby.resultsWhy')}</p>
        </div>
      );
    case 'published':
      return null;
  }
}
