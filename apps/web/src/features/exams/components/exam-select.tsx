import { type ExamKey, examKeys, isExamKey } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { useExamName } from '@/lib/use-exam-name';

/**
 * 24 exams are too many chips for a 360 px screen: a native select is one tap, scrolls with the
 * phone's own picker and reads well to screen readers.
 */
export function ExamSelect({
  value,
  onChange,
}: {
  value: ExamKey | null;
  onChange: (exam: ExamKey | null) => void;
}) {
  const { t } = useTranslation();
  const examNameOf = useExamName();
  return (
    <label className="flex flex-col gap-1 sm:max-w-xs">
      <span className="font-semibold text-slate-800">{t('exams.series.filterLabel')}</span>
      <select
        value={value ?? ''}
        onChange={(event) => onChange(isExamKey(event.target.value) ? event.target.value : null)}
        className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <option value="">{t('exams.series.allExams')}</option>
        {examKeys.map((key) => (
          <option key={key} value={key}>
            {examNameOf(key)}
          </option>
        ))}
      </select>
    </label>
  );
}
