import { isSubjectKey, subjectName } from '@abhyas/core';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert } from '@/components/ui/alert';
import { useOnline } from '@/lib/use-online';
import { useNote } from '../api/get-note';
import { NoteBody } from '../components/note-body';
import { NoteEnd } from '../components/note-end';
import { NotePractice } from '../components/note-practice';
import { PdfButton } from '../components/pdf-button';
import { ErrorState } from '../components/states';
import { useNoteLanguage } from '../hooks/use-note-language';
import { usePdfDownload } from '../hooks/use-pdf-download';

/** /notes/:subject/:slug: one note to read (offline too, once opened), and its PDF. */
export function NotePage() {
  const { t } = useTranslation();
  const lang = useNoteLanguage();
  const online = useOnline();
  const { subject = '', slug = '' } = useParams();
  const note = useNote(subject, slug, lang);
  const { start, pending } = usePdfDownload();
  const subjectLabel = isSubjectKey(subject) ? subjectName(subject, lang) : t('notes.title');

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageMeta
        title={note.data?.title ?? subjectLabel}
        description={note.data?.summary ?? t('notes.meta.description')}
        noindex
      />
      <Link
        to={`/notes/${subject}`}
        className="inline-flex min-h-12 items-center gap-2 self-start font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {subjectLabel}
      </Link>
      {note.isPending ? (
        <LoadingState />
      ) : note.isError ? (
        <ErrorState error={note.error} onRetry={() => void note.refetch()} />
      ) : (
        <>
          <header className="flex flex-col gap-2">
            {note.data.topic && (
              <p className="text-sm font-semibold text-accent-800">{subjectName(note.data.topic, lang)}</p>
            )}
            <h1 className="text-2xl font-bold leading-snug text-primary-900 sm:text-3xl">
              {note.data.title}
            </h1>
            <p className="leading-relaxed text-slate-700">{note.data.summary}</p>
            {!online && (
              <Alert variant="info">
                <p>{t('notes.note.offlineCopy')}</p>
              </Alert>
            )}
            <div>
              <PdfButton
                label={t('notes.note.download')}
                loading={pending?.kind === 'note'}
                onClick={() => start({ kind: 'note', subject, slug, language: lang })}
              />
            </div>
          </header>
          <NoteBody html={note.data.html} />
          <p className="text-sm text-slate-600">{t('notes.note.savedOffline')}</p>
          <NotePractice questions={note.data.practice} />
          <NoteEnd subject={subject} slug={slug} topic={note.data.topic} lang={lang} />
        </>
      )}
    </article>
  );
}
