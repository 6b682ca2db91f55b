import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { StudyTimer } from '../hooks/use-study-timer';

/** One primary action at a time (start, pause, resume, start the next phase), then skip and reset. */
export function TimerControls({ timer }: { timer: StudyTimer }) {
  const { t } = useTranslation();
  const { state, actions } = timer;
  const primary = (() => {
    switch (state.status) {
      case 'running':
        return { label: t('studyTimer.actions.pause'), icon: Pause, run: actions.pause };
      case 'paused':
        return { label: t('studyTimer.actions.resume'), icon: Play, run: actions.resume };
      case 'ended':
        return {
          label: t(
            state.phase === 'focus' ? 'studyTimer.actions.startBreak' : 'studyTimer.actions.startFocus',
          ),
          icon: Play,
          run: actions.start,
        };
      default:
        return { label: t('studyTimer.actions.start'), icon: Play, run: actions.start };
    }
  })();
  const Icon = primary.icon;
  return (
    <div className="flex flex-col gap-3">
      <Button fullWidth onClick={primary.run}>
        <Icon aria-hidden="true" className="size-5" />
        {primary.label}
      </Button>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={actions.skip}>
          <SkipForward aria-hidden="true" className="size-5" />
          {t('studyTimer.actions.skip')}
        </Button>
        <Button
          variant="secondary"
          onClick={actions.reset}
          disabled={state.status === 'idle' && state.focusDone === 0 && state.phase === 'focus'}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('studyTimer.actions.reset')}
        </Button>
      </div>
    </div>
  );
}
