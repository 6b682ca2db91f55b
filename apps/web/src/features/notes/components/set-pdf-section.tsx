import type { PdfSet, SetPdfLanguage } from '@abhyas/core';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, LoadingState } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { useIsSignedIn } from '@/lib/session';
import { usePdfSets } from '../api/list-pdf-sets';
import { useNoteLanguage } from '../hooks/use-note-language';
import { usePdfDownload } from '../hooks/use-pdf-download';
import { PdfButton } from './pdf-button';
import { ErrorState } from './states';

/** The languages a set's PDF can be made in: each it offers, and both together when it has both. */
function pdfLanguages(set: PdfSet): SetPdfLanguage[] {
  return set.languages.length > 1 ? [...set.languages, 'both'] : set.languages;
}

/** Practice sets with answers and explanations as PDFs: for signed-in students (the key is in them). */
export function SetPdfSection() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <section aria-labelledby="set-pdfs" className="flex flex-col gap-3">
      <header>
        <h2 id="set-pdfs" className="text-xl font-bold text-primary-900">
          {t('notes.sets.heading')}
        </h2>
        <p className="mt-1 leading-relaxed text-slate-700">{t('notes.sets.lead')}</p>
      </header>
      {signedIn ? (
        <SetList />
      ) : (
        <EmptyState
          title={t('notes.sets.signinTitle')}
          body={t('notes.sets.signinBody')}
          action={
            <Link to="/signin" state={{ from: '/pdf-download' }} className={buttonClasses('primary')}>
              {t('notes.sets.signin')}
            </Link>
          }
        />
      )}
    </section>
  );
}

/** Sets by series (in the server's order), each series folded so 60-odd sets do not fill the phone. */
function bySeries(sets: readonly PdfSet[]): { title: PdfSet['seriesTitle']; sets: PdfSet[] }[] {
  const groups: { title: PdfSet['seriesTitle']; sets: PdfSet[] }[] = [];
  for (const set of sets) {
    const last = groups.at(-1);
    if (last && last.title.en === set.seriesTitle.en) last.sets.push(set);
    else groups.push({ title: set.seriesTitle, sets: [set] });
  }
  return groups;
}

function SetList() {
  const { t } = useTranslation();
  const lang = useNoteLanguage();
  const sets = usePdfSets(true);
  const { start, pending } = usePdfDownload();
  if (sets.isPending) return <LoadingState />;
  if (sets.isError) return <ErrorState error={sets.error} onRetry={() => void sets.refetch()} />;
  if (sets.data.items.length === 0) return <EmptyState title={t('notes.sets.empty')} />;
  const groups = bySeries(sets.data.items);
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group, i) => (
        <details
          key={group.title.en}
          open={groups.length === 1 || i === 0}
          className="group rounded-lg border border-slate-200 bg-white shadow-sm"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2 text-lg font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
            <span className="flex-1">{group.title[lang]}</span>
            <span className="shrink-0 whitespace-nowrap text-sm font-normal text-slate-600">
              {t('notes.sets.count', { count: group.sets.length })}
            </span>
          </summary>
          <ul className="grid gap-3 border-t border-slate-200 p-3 lg:grid-cols-2">
            {group.sets.map((set) => (
              <li key={set.slug} className="rounded-lg border border-slate-200 p-3">
                <h3 className="text-base font-bold leading-snug text-slate-900">{set.title[lang]}</h3>
                <p className="text-sm text-slate-600">
                  {t('notes.sets.questions', { count: set.totalQuestions })}
                </p>
                <SetPdfButtons set={set} lang={lang} pending={pending} start={start} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

type Download = ReturnType<typeof usePdfDownload>;

/**
 * The question paper in each language; the answer key too once it is open for this student (they
 * have submitted the set and every set sharing its questions: docs/honest-ranks.md), else a line
 * saying when it opens.
 */
function SetPdfButtons({
  set,
  lang,
  pending,
  start,
}: {
  set: PdfSet;
  lang: 'hi' | 'en';
  pending: Download['pending'];
  start: Download['start'];
}) {
  const { t } = useTranslation();
  const row = (withAnswers: boolean) =>
    pdfLanguages(set).map((language) => {
      const name = t(`notes.sets.language.${language}`);
      return (
        <PdfButton
          key={language}
          label={name}
          variant={withAnswers ? 'primary' : 'secondary'}
          ariaLabel={t(withAnswers ? 'notes.sets.answersLabel' : 'notes.sets.paperLabel', {
            title: set.title[lang],
            language: name,
          })}
          loading={
            pending?.kind === 'set' &&
            pending.slug === set.slug &&
            pending.language === language &&
            pending.withAnswers === withAnswers
          }
          onClick={() => start({ kind: 'set', slug: set.slug, language, withAnswers })}
        />
      );
    });
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-800">{t('notes.sets.paper')}</p>
      <div className="flex flex-wrap gap-2">{row(false)}</div>
      {set.answersOpen ? (
        <>
          <p className="text-sm font-semibold text-slate-800">{t('notes.sets.withAnswers')}</p>
          <div className="flex flex-wrap gap-2">{row(true)}</div>
        </>
      ) : (
        <p className="text-sm leading-relaxed text-slate-600">{t('notes.sets.answersLater')}</p>
      )}
    </div>
  );
}
