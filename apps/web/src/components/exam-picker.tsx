import { type ExamKey, examKeys, isExamKey } from '@abhyas/core';
import { Select, type SelectProps } from '@/components/ui/select';
import { useExamName } from '@/lib/use-exam-name';

interface ExamPickerProps extends Omit<SelectProps, 'options' | 'value' | 'onChange'> {
  value: ExamKey | null | undefined;
  /** `null` when the placeholder (the empty value) is chosen. */
  onChange: (exam: ExamKey | null) => void;
}

/**
 * Every exam key by its name (core's `examNames`) in a native select: 24 exams are too many chips for
 * a 360 px screen. The test series filter, the exam boards, the bank filters and the series forms use it.
 */
export function ExamPicker({ value, onChange, ...rest }: ExamPickerProps) {
  const examNameOf = useExamName();
  return (
    <Select
      value={value ?? ''}
      onChange={(event) => onChange(isExamKey(event.target.value) ? event.target.value : null)}
      options={examKeys.map((key) => ({ value: key, label: examNameOf(key) }))}
      {...rest}
    />
  );
}
