import type { Difficulty } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Chip, type ChipColor } from '@/components/ui/chip';

/** Spec §2: easy success, medium warning, hard error, anything else the default colour. */
export function difficultyColor(difficulty: string): ChipColor {
  if (difficulty === 'easy') return 'success';
  if (difficulty === 'medium') return 'warning';
  if (difficulty === 'hard') return 'error';
  return 'default';
}

export function DifficultyChip({ difficulty }: { difficulty: Difficulty | string }) {
  const { t } = useTranslation();
  return (
    <Chip color={difficultyColor(difficulty)}>
      {t(`potd.difficulty.${difficulty}`, { defaultValue: difficulty })}
    </Chip>
  );
}
