import type { NoteSummary } from '@abhyas/core';

export interface TopicGroup {
  /** A topic key of the subject dictionary, or null for notes about the subject as a whole. */
  topic: string | null;
  notes: NoteSummary[];
}

export interface SubjectGroup {
  subject: NoteSummary['subject'];
  notes: NoteSummary[];
  topics: TopicGroup[];
}

/**
 * Notes by subject, then by topic, keeping the server's order (subject, then the note's number):
 * a topic appears where its first note does, and notes without a topic come last in their subject.
 */
export function groupNotes(notes: readonly NoteSummary[]): SubjectGroup[] {
  const subjects = new Map<string, SubjectGroup>();
  for (const note of notes) {
    let group = subjects.get(note.subject);
    if (!group) {
      group = { subject: note.subject, notes: [], topics: [] };
      subjects.set(note.subject, group);
    }
    group.notes.push(note);
    let topic = group.topics.find((t) => t.topic === note.topic);
    if (!topic) {
      topic = { topic: note.topic, notes: [] };
      group.topics.push(topic);
    }
    topic.notes.push(note);
  }
  for (const group of subjects.values())
    group.topics.sort((a, b) => Number(a.topic === null) - Number(b.topic === null));
  return [...subjects.values()];
}

/**
 * The note after this one in the order its subject's page lists them (by topic, as `groupNotes`
 * groups them), or null at the subject's last note.
 */
export function nextNote(notes: readonly NoteSummary[], subject: string, slug: string): NoteSummary | null {
  const group = groupNotes(notes).find((g) => g.subject === subject);
  const order = group?.topics.flatMap((t) => t.notes) ?? [];
  const at = order.findIndex((n) => n.slug === slug);
  return at < 0 ? null : (order[at + 1] ?? null);
}
