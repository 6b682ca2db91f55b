import { subjectName } from '@abhyas/core';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { useNoteList } from '../api/list-notes';
import { SetPdfSection } from '../components/set-pdf-section';
import { ErrorState } from '../components/states';
import { useNoteLanguage } from '../hooks/use-note-language';
import { groupNotes } from '../lib/group-notes';

/**
 * /notes and /pdf-download (one screen): the subjects with notes and the practice sets as PDFs;
 * whoever came for PDFs (/pdf-download) finds the sets first.
 */
export function NotesPage() {
  const { t } = useTranslation();
  const lang = useNoteLanguage();
  const list = useNoteList(lang);
  const pdfsFirst = useLocation().pathname.startsWith('/pdf-download');

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageMeta title={t('notes.meta.title')} description={t('notes.meta.description')} noindex />
      <header>
        <h1 className="text-2xl font-bold text-primary-900 sm:text-3xl">{t('notes.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('notes.lead')}</p>
      </header>
      {pdfsFirst && <SetPdfSection />}
      <section aria-labelledby="note-subjects" className="flex flex-col gap-3">
        <h2 id="note-subjects" className="text-xl font-bold text-primary-900">
          {t('notes.subjects.heading')}
        </h2>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t('notes.subjects.empty')} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {groupNotes(list.data.items).map((group) => (
              <li key={group.subject}>
                <Link
                  to={`/notes/${group.subject}`}
                  className="flex min-h-16 items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                >
                  <span className="flex-1">
                    <span className="block text-lg font-semibold leading-snug text-slate-900">
                      {subjectName(group.subject, lang)}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {t('notes.subjects.count', { count: group.notes.length })}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!pdfsFirst && <SetPdfSection />}
    </div>
  );
}
