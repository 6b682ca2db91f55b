import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { useBankQuestion } from '../api/bank-question';
import { BankHeader } from '../components/bank-header';
import { QuestionCard } from '../components/question-card';

/**
 * /questions/item/{questionId}: one bank question on its own (where a question card shared in a
 * study group's chat opens), with the bank card's reveal, bookmark, report, card and share actions.
 * A question the bank hides from this student (a ranked test's not yet submitted, …) is 404.
 */
export function BankQuestionPage() {
  const { t } = useTranslation();
  const { questionId = '' } = useParams();
  const question = useBankQuestion(questionId);
  const back = { to: '/questions', label: t('questions.bank.allSubjects') };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={t('questions.item.title')} description={t('questions.bank.lead')} noindex />
      <BankHeader title={t('questions.item.title')} back={back} />
      {question.isPending ? (
        <LoadingState />
      ) : question.isError ? (
        <ErrorState
          error={question.error}
          onRetry={() => void question.refetch()}
          notFound={
            <EmptyState
              title={t('questions.item.notFound')}
              body={t('questions.item.notFoundHint')}
              action={
                <Link to="/questions" className={buttonClasses('primary')}>
                  {t('questions.item.toBank')}
                </Link>
              }
            />
          }
        />
      ) : (
        <QuestionCard question={question.data} />
      )}
    </div>
  );
}
