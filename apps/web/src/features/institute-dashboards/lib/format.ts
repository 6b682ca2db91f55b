import { subjectName } from '@abhyas/core';
import type { TFunction } from 'i18next';
import { formatPercent } from '@/lib/format';
import { isWholeSubject } from '@/lib/topic-name';

export type Lang = 'hi' | 'en';

/** A percent figure, or "—" worded for "nothing to measure yet" (null is never 0). */
export function percentOrNone(t: TFunction, value: number | null, lang: Lang): string {
  return value === null
    ? t('instituteDashboards.none')
    : t('instituteDashboards.percent', { value: formatPercent(value, lang) });
}

/** A topic's name as the student dashboard gives it: a subject's mixed questions named as such. */
export function topicName(t: TFunction, w: { subject: string; topic: string }, lang: Lang): string {
  return isWholeSubject(w.subject, w.topic, lang)
    ? t('instituteDashboards.mixedTopic', { subject: subjectName(w.subject, lang) })
    : subjectName(w.topic, lang);
}

/** The top of a count scale: even (the middle tick is whole), at least 4. */
export function countMax(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  const step = max <= 10 ? 2 : max <= 100 ? 10 : 10 ** Math.floor(Math.log10(max));
  return Math.max(4, Math.ceil(max / step) * step);
}
