import { subjectName } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoginRequiredCard } from '@/components/login-required-card';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { SampleQuestions } from '@/components/sample-questions';
import { PageMeta } from '@/components/seo/page-meta';
import { isApiError } from '@/lib/api-client';
import { useIsSignedIn } from '@/lib/session';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useBankTopics } from '../api/bank-topics';
import { BankHeader } from '../components/bank-header';
import { BankSealedEmpty } from '../components/bank-states';
import { CountedLinks } from '../components/counted-links';
import { QuestionList } from '../components/question-list';
import { SearchBox } from '../components/search-box';

/**
 * /questions/{subject}: the subject's topics with counts, and a search within the subject. A visitor
 * sees what a new student may see and a few sample questions; a search shows the Login Required card.
 */
export function BankTopicsPage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const subject = useParams().subject ?? '';
  const [params, setParams] = useSearchParams();
  const visitor = !useIsSignedIn();
  const topics = useBankTopics(subject, visitor);
  const title = topics.data?.subject.name[lang] ?? subjectName(subject, lang);
  const listing = ['q', 'bookmarked', 'answered', 'difficulty', 'exam'].some((k) => params.has(k));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageMeta
        title={t('questions.bank.subjectMetaTitle', { subject: title })}
        description={t('questions.bank.subjectMetaDescription', { subject: title })}
        {...(listing || topics.isError ? { noindex: true } : { path: `/questions/${subject}` })}
      />
      <BankHeader
        title={title}
        lead={topics.data ? t('questions.count', { count: topics.data.subject.count }) : undefined}
        back={
          listing
            ? { to: `/questions/${subject}`, label: title }
            : { to: '/questions', label: t('questions.bank.allSubjects') }
        }
      />
      {listing ? (
        visitor ? (
          <LoginRequiredCard heading="h2" className="mx-auto w-full max-w-md" />
        ) : (
          <QuestionList subject={subject} />
        )
      ) : (
        <>
          <SearchBox value={undefined} onSearch={(q) => q && setParams({ q })} />
          {topics.isPending ? (
            <LoadingState />
          ) : topics.isError ? (
            isApiError(topics.error) && topics.error.status === 404 ? (
              <EmptyState title={t('questions.bank.noSubject')} />
            ) : (
              <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />
            )
          ) : topics.data.topics.length === 0 ? (
            <BankSealedEmpty title={t('questions.bank.emptySubject')} />
          ) : (
            <section aria-labelledby="bank-topics">
              <h2 id="bank-topics" className="mb-3 text-xl font-bold text-slate-900">
                {t('questions.bank.topics')}
              </h2>
              <CountedLinks
                variant="rows"
                items={topics.data.topics}
                hrefOf={(key) => `/questions/${subject}/${key}`}
              />
            </section>
          )}
          {visitor && <SampleQuestions subject={subject} />}
        </>
      )}
    </div>
  );
}
