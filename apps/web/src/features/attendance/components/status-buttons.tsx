import { type AttendanceStatus, attendanceStatuses } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const chosen: Record<AttendanceStatus, string> = {
  present: 'border-success-700 bg-success-700 text-white',
  absent: 'border-error-700 bg-error-700 text-white',
  late: 'border-warning-700 bg-warning-700 text-white',
  excused: 'border-info-700 bg-info-700 text-white',
};

/**
 * The four marks as one radio group of large buttons (48 px, a 2×2 grid on a 360 px phone, one row
 * wider): one tap sets a student's mark; the chosen one is filled with its status colour.
 */
export function StatusButtons({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AttendanceStatus | null;
  onChange: (status: AttendanceStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={name} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {attendanceStatuses.map((status) => (
        // biome-ignore lint/a11y/useSemanticElements: a button with role radio keeps one tap and a large target.
        <button
          key={status}
          type="button"
          role="radio"
          aria-checked={value === status}
          onClick={() => onChange(status)}
          className={cn(
            'min-h-12 rounded-lg border px-2 text-base font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            value === status ? chosen[status] : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
          )}
        >
          {t(`attendance.status.${status}`)}
        </button>
      ))}
    </div>
  );
}
