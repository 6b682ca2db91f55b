import { subjectKey, subjectName } from '@abhyas/core';

type Lang = 'hi' | 'en';

/**
 * Questions of a subject as a whole carry the subject as their topic (`reasoning/reasoning`). Named
 * as "topic (subject)" that reads "तर्कशक्ति (तर्कशक्ति)", so such a topic is named as the subject's
 * mixed questions instead.
 */
export function isWholeSubject(subject: string, topic: string, lang: Lang): boolean {
  return subjectKey(subject) === subjectKey(topic) || subjectName(subject, lang) === subjectName(topic, lang);
}

/** Subject and topic as one line ("गणित · औसत"), the subject once when the topic is the subject. */
export function subjectAndTopic(subject: string | null, topic: string | null, lang: Lang): string {
  const names = [subject, topic].filter((x): x is string => Boolean(x)).map((k) => subjectName(k, lang));
  return [...new Set(names)].join(' · ');
}
