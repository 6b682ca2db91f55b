import { MathText } from '@/components/math-text';
import { optionLabel } from '@/lib/option-label';

/**
 * "Your answer: 2. ⅝" with the option typeset like the question (TeX included). `lead` is the
 * translated sentence with an empty {{option}}, which both languages end with.
 */
export function AnswerLine({ lead, texts, index }: { lead: string; texts: string[]; index: number }) {
  const label = optionLabel(texts, index);
  return (
    <>
      {lead}
      {label ? `${label} ` : ''}
      <MathText text={texts[index] ?? ''} />
    </>
  );
}
