import type { AttendanceDayView, AttendanceRosterEntry } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import type { DayMarks, MarkDraft } from '../lib/marks';
import { StatusButtons } from './status-buttons';

interface RowProps {
  student: AttendanceRosterEntry;
  mark: MarkDraft;
  pending: boolean;
  changed: boolean;
  onChange: (mark: MarkDraft) => void;
  onShare?: () => void;
}

function RosterRow({ student, mark, pending, changed, onChange, onShare }: RowProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [noteOpen, setNoteOpen] = useState(false);
  const saved = student.mark;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{student.name}</p>
        <div className="flex flex-wrap gap-1.5">
          {pending && <Chip color="warning">{t('attendance.pendingMark')}</Chip>}
          {changed && !pending && <Chip color="info">{t('attendance.changed')}</Chip>}
        </div>
      </div>
      <StatusButtons
        name={student.name}
        value={mark.status}
        onChange={(status) => onChange({ ...mark, status })}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          aria-expanded={noteOpen}
          onClick={() => setNoteOpen((open) => !open)}
          className="min-h-11 text-left font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          {noteOpen
            ? t('attendance.hideNote')
            : mark.note
              ? t('attendance.editNote', { note: mark.note })
              : t('attendance.addNote')}
        </button>
        {onShare && mark.status === 'absent' && (
          <button
            type="button"
            onClick={onShare}
            className="min-h-11 font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            {t('attendance.share.absent')}
          </button>
        )}
      </div>
      {noteOpen && (
        <label className="flex flex-col gap-1">
          <span className="sr-only">{t('attendance.noteFor', { name: student.name })}</span>
          <input
            type="text"
            value={mark.note}
            maxLength={200}
            onChange={(e) => onChange({ ...mark, note: e.target.value })}
            aria-label={t('attendance.noteFor', { name: student.name })}
            className="min-h-12 rounded-lg border border-slate-400 px-3 text-base focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100"
          />
        </label>
      )}
      {saved && (
        <p className="text-sm text-slate-600">
          {saved.markedBy
            ? t('attendance.markedBy', {
                name: saved.markedBy.name,
                when: formatDateTime(saved.markedAt, lang),
              })
            : t('attendance.markedAt', { when: formatDateTime(saved.markedAt, lang) })}
        </p>
      )}
    </li>
  );
}

/** The batch's students, each with the four one-tap marks, a collapsed note and who marked it when. */
export function Roster({
  day,
  marks,
  pendingIds,
  onChange,
  onShare,
}: {
  day: AttendanceDayView;
  marks: DayMarks;
  /** Students whose mark waits on this phone for the server. */
  pendingIds: ReadonlySet<string>;
  onChange: (userId: string, mark: MarkDraft) => void;
  onShare?: (student: AttendanceRosterEntry) => void;
}) {
  return (
    <ul className="rounded-lg border border-slate-200 bg-white px-4">
      {day.students.map((student) => {
        const mark = marks[student.id] ?? { status: null, note: '' };
        const saved = student.mark;
        const changed = mark.status !== (saved?.status ?? null) || mark.note.trim() !== (saved?.note ?? '');
        return (
          <RosterRow
            key={student.id}
            student={student}
            mark={mark}
            pending={pendingIds.has(student.id)}
            changed={changed}
            onChange={(next) => onChange(student.id, next)}
            {...(onShare ? { onShare: () => onShare(student) } : {})}
          />
        );
      })}
    </ul>
  );
}
