import { type NoteLanguage, subjectName } from '@abhyas/core';
import { ArrowRight, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useStoredValue } from '@/lib/session';
import { useNoteList } from '../api/list-notes';
import { usePracticeTopics } from '../api/practice-topics';
import { nextNote } from '../lib/group-notes';

/**
 * The end of a note is not a dead end: a quiz of the note's topic (of its subject when it has none)
 * and the next note of the subject, or, after its last note, the way back to the subject's notes.
 * Addresses of the quiz screens as they define them: /quiz/{subject}/{topic|all}.
 */
export function NoteEnd({
  subject,
  slug,
  topic,
  lang,
}: {
  subject: string;
  slug: string;
  topic: string | null;
  lang: NoteLanguage;
}) {
  const { t } = useTranslation();
  const list = useNoteList(lang);
  const next = list.data ? nextNote(list.data.items, subject, slug) : null;
  const signedIn = Boolean(useStoredValue('token'));
  const areas = usePracticeTopics(subject, signedIn);
  const quiz = quizLink(subject, topic, areas.data?.items);
  return (
    <nav aria-labelledby="note-end" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h2 id="note-end" className="text-lg font-bold text-slate-900">
        {t('notes.end.heading')}
      </h2>
      {quiz && (
        <Link to={quiz.to} className={buttonClasses('primary', true)}>
          <ListChecks aria-hidden="true" className="size-5 shrink-0" />
          {quiz.kind === 'subject'
            ? t('notes.end.quizSubject', { subject: subjectName(subject, lang) })
            : t('notes.end.quiz', { topic: subjectName(topic ?? subject, lang) })}
        </Link>
      )}
      {next ? (
        <Link
          to={`/notes/${next.subject}/${next.slug}`}
          className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-primary-300 hover:bg-primary-50"
          data-testid="next-note"
        >
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-accent-800">{t('notes.end.next')}</span>
            <span className="block font-semibold text-slate-900">{next.title}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        </Link>
      ) : (
        list.data && (
          <Link to={`/notes/${subject}`} className={buttonClasses('secondary', true)}>
            {t('notes.end.allOfSubject', { subject: subjectName(subject, lang) })}
          </Link>
        )
      )}
    </nav>
  );
}

/**
 * Where the quiz button leads. A visitor, or a student whose topics could not be read (offline), gets
 * the topic's quiz (or the subject's, for a note without a topic). A signed-in student gets it only
 * when the topic has questions for them; else the subject's quiz page, whose topics say what there
 * is; and no button when the subject has nothing yet.
 */
function quizLink(
  subject: string,
  topic: string | null,
  areas: readonly { key: string; questionCount: number; generated: boolean }[] | undefined,
): { to: string; kind: 'topic' | 'subject' } | null {
  const direct = { to: `/quiz/${subject}/${topic ?? 'all'}`, kind: 'topic' as const };
  if (!areas) return direct;
  const open = areas.filter((a) => a.questionCount > 0 || a.generated);
  if (open.length === 0) return null;
  if (topic === null || open.some((a) => a.key === topic)) return direct;
  return { to: `/quiz/${subject}`, kind: 'subject' };
}
