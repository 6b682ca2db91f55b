import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface NumberStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
}

/** − value + with 48 px buttons; the number can also be typed (kept on blur or Enter, inside the bounds). */
export function NumberStepper({ label, value, min, max, disabled, onChange }: NumberStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // The draft follows a new value during render, not in an effect: a mount effect runs late on a
  // busy phone and would overwrite digits already typed (seen as 25 + "0" = 250, clamped to 90).
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(String(value));
  }
  const commit = (n: number) => {
    const next = Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const button =
    'inline-flex size-12 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label={t('studyTimer.settings.decrease', { label })}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(Number(draft))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(Number(draft));
          }}
          className="min-h-12 w-20 rounded-lg border border-slate-400 bg-white px-2 text-center text-lg tabular-nums text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100 disabled:bg-slate-100"
        />
        <button
          type="button"
          className={button}
          aria-label={t('studyTimer.settings.increase', { label })}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
