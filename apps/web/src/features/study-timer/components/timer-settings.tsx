import { studyTimerBounds, subjectKeys, subjectName, type TimerSettings } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import type { StudyTimer } from '../hooks/use-study-timer';
import { notificationsSupported } from '../lib/end-notice';
import { NumberStepper } from './number-stepper';

/** Lengths and subject (changeable while the phase is idle), sound and notifications (any time). */
export function TimerSettingsPanel({ timer, lang }: { timer: StudyTimer; lang: 'hi' | 'en' }) {
  const { t } = useTranslation();
  const { settings, state, prefs, actions } = timer;
  const locked = state.status === 'running' || state.status === 'paused';
  const [notifyRefused, setNotifyRefused] = useState(false);
  const steppers = [
    ['focusMinutes', 'studyTimer.settings.focus'],
    ['shortBreakMinutes', 'studyTimer.settings.shortBreak'],
    ['longBreakMinutes', 'studyTimer.settings.longBreak'],
    ['longBreakEvery', 'studyTimer.settings.longBreakEvery'],
  ] as const;

  return (
    <Card className="flex flex-col gap-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('studyTimer.settings.heading')}</h2>
      {locked && <p className="text-sm text-slate-600">{t('studyTimer.settings.locked')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {steppers.map(([key, label]) => (
          <NumberStepper
            key={key}
            label={t(label)}
            value={settings[key]}
            min={studyTimerBounds[key].min}
            max={studyTimerBounds[key].max}
            disabled={locked}
            onChange={(value) => {
              const patch: Partial<TimerSettings> = {};
              patch[key] = value;
              actions.setSettings(patch);
            }}
          />
        ))}
      </div>
      <Select
        label={t('studyTimer.settings.subject')}
        placeholder={t('studyTimer.settings.noSubject')}
        value={settings.subject ?? ''}
        disabled={locked}
        onChange={(e) => actions.setSettings({ subject: e.target.value || null })}
        options={subjectKeys.map((key) => ({ value: key, label: subjectName(key, lang) }))}
      />
      <Toggle
        label={t('studyTimer.settings.sound')}
        checked={!prefs.muted}
        onChange={(on) => actions.setMuted(!on)}
      />
      {notificationsSupported() ? (
        <>
          <Toggle
            label={t('studyTimer.settings.notify')}
            checked={prefs.notify}
            onChange={async (on) => {
              const allowed = await actions.setNotify(on);
              setNotifyRefused(on && !allowed);
            }}
          />
          {notifyRefused && (
            <p className="text-sm text-warning-800">{t('studyTimer.settings.notifyDenied')}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('studyTimer.settings.notifyUnsupported')}</p>
      )}
    </Card>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center justify-between gap-4">
      <span className="font-semibold text-slate-800">{label}</span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-6 shrink-0 accent-primary-700"
      />
    </label>
  );
}
