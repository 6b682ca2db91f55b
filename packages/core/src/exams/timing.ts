import type { ExamTemplate } from './templates.ts';

/** IBPS and SBI allow candidates with a disability 20 minutes for every hour of the test. */
export const COMPENSATORY_MINUTES_PER_HOUR = 20;

/** Seconds after a deadline during which a save in flight is still accepted (network latency). */
export const SAVE_GRACE_SECONDS = 15;

export function compensatoryMinutes(durationMinutes: number, granted: boolean): number {
  return granted ? Math.ceil((durationMinutes * COMPENSATORY_MINUTES_PER_HOUR) / 60) : 0;
}

export interface AttemptWindows {
  deadline: Date;
  compensatoryMinutes: number;
  sections: { opensAt: Date; closesAt: Date }[];
}

/**
 * When the whole attempt and each section open and close. Sectionally timed exams give each section a
 * fixed window one after the other (as in IBPS/SBI prelims, a section cannot be left early); the
 * others open every section for the whole test. Compensatory time stretches every window alike.
 */
export function attemptWindows(
  template: ExamTemplate,
  startedAt: Date,
  compensatory: boolean,
): AttemptWindows {
  const extra = compensatoryMinutes(template.duration, compensatory);
  const stretch = (template.duration + extra) / template.duration;
  const start = startedAt.getTime();
  const deadline = new Date(start + (template.duration + extra) * 60_000);
  if (!template.sectionalTiming)
    return {
      deadline,
      compensatoryMinutes: extra,
      sections: template.sections.map(() => ({ opensAt: startedAt, closesAt: deadline })),
    };
  let opens = start;
  const sections = template.sections.map((section, i) => {
    const last = i === template.sections.length - 1;
    const closes = last ? deadline.getTime() : Math.round(opens + section.sectionDuration * stretch * 60_000);
    const window = { opensAt: new Date(opens), closesAt: new Date(closes) };
    opens = closes;
    return window;
  });
  return { deadline, compensatoryMinutes: extra, sections };
}
