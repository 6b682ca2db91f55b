import { type ExamKey, examName } from '@abhyas/core';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * The name a student reads for an exam key, in the interface language: one source for every screen,
 * core's `examNames` (UI.md: a code such as SSC_CGL_TIER_1 never reaches a screen).
 */
export function useExamName(): (key: ExamKey) => string {
  const lang = useUiLanguage();
  return (key) => examName(key, lang);
}
