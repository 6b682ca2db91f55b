import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginRequiredCard } from '@/components/login-required-card';
import { ErrorState, LoadingState } from '@/components/page-states';
import { SampleQuestions } from '@/components/sample-questions';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { useIsSignedIn } from '@/lib/session';
import { useBankSubjects } from '../api/bank-subjects';
import { BankHeader } from '../components/bank-header';
import { BankSealedEmpty } from '../components/bank-states';
import { CountedLinks } from '../components/counted-links';
import { QuestionList } from '../components/question-list';
import { SearchBox } from '../components/search-box';

/**
 * /questions: the subject cards, a search over the whole bank and the way to one's bookmarks. With a
 * search or a filter in the address (`?q=…`, `?bookmarked=yes`) it shows the matching questions.
 * A visitor sees the subjects with what a new student may see; a search or the bookmarks show the
 * Login Required card (docs/first-visit.md).
 */
export function BankSubjectsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const visitor = !useIsSignedIn();
  const listing = ['q', 'bookmarked', 'answered', 'difficulty', 'exam'].some((k) => params.has(k));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageMeta
        title={t('questions.bank.metaTitle')}
        description={t('questions.bank.metaDescription')}
        {...(listing ? { noindex: true } : { path: '/questions' })}
      />
      <BankHeader
        title={t('questions.bank.title')}
        lead={t('questions.bank.lead')}
        {...(listing ? { back: { to: '/questions', label: t('questions.bank.allSubjects') } } : {})}
      />
      {listing ? (
        visitor ? (
          <LoginRequiredCard heading="h2" className="mx-auto w-full max-w-md" />
        ) : (
          <QuestionList />
        )
      ) : (
        <Subjects visitor={visitor} onSearch={(q) => q && setParams({ q })} />
      )}
    </div>
  );
}

function Subjects({ visitor, onSearch }: { visitor: boolean; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation();
  const subjects = useBankSubjects(visitor);
  return (
    <>
      {visitor && <p className="leading-relaxed text-slate-700">{t('questions.bank.visitorLead')}</p>}
      <SearchBox value={undefined} onSearch={onSearch} />
      <Link to="/questions?bookmarked=yes" className={buttonClasses('secondary')}>
        <Bookmark aria-hidden="true" className="size-5" />
        {t('questions.bank.myBookmarks')}
      </Link>
      {subjects.isPending ? (
        <LoadingState />
      ) : subjects.isError ? (
        <ErrorState error={subjects.error} onRetry={() => void subjects.refetch()} />
      ) : subjects.data.subjects.length === 0 ? (
        <BankSealedEmpty title={t('questions.bank.empty')} />
      ) : (
        <section aria-labelledby="bank-subjects">
          <h2 id="bank-subjects" className="mb-3 text-xl font-bold text-slate-900">
            {t('questions.bank.subjects')}
          </h2>
          <CountedLinks
            variant="cards"
            items={subjects.data.subjects}
            hrefOf={(key) => `/questions/${key}`}
          />
        </section>
      )}
      {/* Today a new student's bank is nearly empty (docs/honest-ranks.md): show what practice looks like. */}
      {visitor && <SampleQuestions subject="maths" />}
    </>
  );
}
