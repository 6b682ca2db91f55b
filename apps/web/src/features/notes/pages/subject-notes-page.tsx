import { isSubjectKey, subjectName } from '@abhyas/core';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { ApiError } from '@/lib/api-error';
import { useNoteList } from '../api/list-notes';
import { ErrorState } from '../components/states';
import { useNoteLanguage } from '../hooks/use-note-language';
import { groupNotes } from '../lib/group-notes';

const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'No such subject' });

/** /notes/:subject: the subject's notes under their topics. */
export function SubjectNotesPage() {
  const { t } = useTranslation();
  const lang = useNoteLanguage();
  const { subject = '' } = useParams();
  const list = useNoteList(lang);
  const group = list.data && groupNotes(list.data.items).find((g) => g.subject === subject);
  const name = isSubjectKey(subject) ? subjectName(subject, lang) : t('notes.title');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={name} description={t('notes.meta.description')} noindex />
      <Link
        to="/notes"
        className="inline-flex min-h-12 items-center gap-2 self-start font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t('notes.subject.back')}
      </Link>
      <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{name}</h1>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !group ? (
        <ErrorState error={notFound} />
      ) : (
        group.topics.map((topic) => (
          <section
            key={topic.topic ?? '-'}
            aria-label={topicName(topic.topic)}
            className="flex flex-col gap-2"
          >
            <h2 className="text-lg font-bold text-slate-800">{topicName(topic.topic)}</h2>
            <ul className="flex flex-col gap-3">
              {topic.notes.map((note) => (
                <li key={note.slug}>
                  <Link
                    to={`/notes/${note.subject}/${note.slug}`}
                    className="block rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                  >
                    <span className="block text-lg font-semibold leading-snug text-slate-900">
                      {note.title}
                    </span>
                    <span className="mt-1 block leading-relaxed text-slate-700">{note.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );

  function topicName(topic: string | null): string {
    return topic ? subjectName(topic, lang) : t('notes.subject.general');
  }
}
