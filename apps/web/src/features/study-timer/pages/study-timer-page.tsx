import type { TimerPhase } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { Card } from '@/components/ui/card';
import { SignInToSave, StudyProgress } from '../components/study-progress';
import { TimerControls } from '../components/timer-controls';
import { TimerFace } from '../components/timer-face';
import { TimerSettingsPanel } from '../components/timer-settings';
import { useSessionSync } from '../hooks/use-session-sync';
import { useStudyTimer } from '../hooks/use-study-timer';

/**
 * /study-timer: a public route. The timer works for anyone, offline too (its state is on the
 * device); a signed-in student's finished focus sessions are saved and counted by Indian day, and
 * the week's chart is theirs. A visitor sees a prompt to sign in instead of the chart.
 */
export function StudyTimerPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const sync = useSessionSync();
  const timer = useStudyTimer({
    onFocusFinished: sync.record,
    noticeText: (phase: TimerPhase) =>
      phase === 'focus'
        ? { title: t('studyTimer.notice.focusTitle'), body: t('studyTimer.notice.focusBody') }
        : { title: t('studyTimer.notice.breakTitle'), body: t('studyTimer.notice.breakBody') },
  });

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageMeta
        title={t('studyTimer.meta.title')}
        description={t('studyTimer.meta.description')}
        path="/study-timer"
      />
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('studyTimer.heading')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('studyTimer.intro')}</p>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <Card className="flex flex-col gap-5">
            <TimerFace
              state={timer.state}
              remainingMs={timer.remainingMs}
              longBreakEvery={timer.settings.longBreakEvery}
              lang={lang}
            />
            <TimerControls timer={timer} />
          </Card>
          {sync.signedIn ? (
            <StudyProgress lang={lang} online={sync.online} pending={sync.pending} />
          ) : (
            <SignInToSave />
          )}
        </div>
        <TimerSettingsPanel timer={timer} lang={lang} />
      </div>
    </div>
  );
}
