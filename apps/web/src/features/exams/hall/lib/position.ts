import type { HallQuestion } from '@abhyas/core';
import { openSectionIndex, type SectionWindow, sectionLocked } from './clock';
import type { StoredPosition } from './device-record';
import { firstOfSection } from './navigation';

/**
 * Where the hall resumes. The server's position (`currentQuestionId`) says where the student was on
 * any device; this device's own is newer when the server still holds what this device last sent it
 * (nobody moved elsewhere since), or when the server could not be asked. Otherwise another device
 * moved after this one last told the server, and the server's position wins.
 */
export function resumeQuestionId(
  local: StoredPosition | null,
  server: string | null,
  online: boolean,
): string | null {
  if (!local) return server;
  if (!online || server === null || server === local.sentQuestionId) return local.questionId;
  return server;
}

/**
 * The question index the hall opens on: the resume position, unless a section was asked for (then its
 * first question, or the resume position if it lies in that section) or the position's section is
 * closed (sectionally timed exams open on the open section).
 */
export function openingIndex(
  questions: readonly HallQuestion[],
  timing: { sections: readonly SectionWindow[]; sectionalTiming: boolean; now: number },
  startSection: number | null,
  resumeId: string | null,
): number {
  const { sections, sectionalTiming, now } = timing;
  const usable = (section: number) => !sectionLocked(sections, section, now, sectionalTiming);
  const resume = resumeId ? questions.findIndex((q) => q.id === resumeId) : -1;
  const resumeSection = questions[resume]?.section;
  const section =
    startSection !== null && usable(startSection)
      ? startSection
      : sectionalTiming
        ? openSectionIndex(sections, now)
        : (resumeSection ?? 0);
  if (resumeSection === section && usable(section)) return resume;
  return firstOfSection(questions, section);
}
