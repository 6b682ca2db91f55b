import { type ExamKey, examKeys, isExamKey, practiceExamKeys } from '@abhyas/core';
import { Select, type SelectProps } from '@/components/ui/select';
import { useExamName } from '@/lib/use-exam-name';

interface ExamPickerProps extends Omit<SelectProps, 'options' | 'value' | 'onChange'> {
  value: ExamKey | null | undefined;
  /** `null` when the placeholder (the empty value) is chosen. */
  onChange: (exam: ExamKey | null) => void;
  /**
   * 'practice' (the default): the exams with practice sets, question bank and boards; the live-only
   * exams (CAPF, UGC NET, GATE, NEET, JEE Main: docs/exam-patterns.md) would lead to empty lists.
   * 'all': every exam key, where a live-only exam is a real choice (authoring, batches, study groups).
   */
  exams?: 'practice' | 'all';
}

/**
 * The exam keys by their names (core's `examNames`) in a native select: 24 exams are too many chips for
 * a 360 px screen. The test series filter, the exam boards, the bank filters and the series forms use it.
 */
export function ExamPicker({ value, onChange, exams = 'practice', ...rest }: ExamPickerProps) {
  const examNameOf = useExamName();
  return (
    <Select
      value={value ?? ''}
      onChange={(event) => onChange(isExamKey(event.target.value) ? event.target.value : null)}
      options={(exams === 'all' ? examKeys : practiceExamKeys).map((key) => ({
        value: key,
        label: examNameOf(key),
      }))}
      {...rest}
    />
  );
}
