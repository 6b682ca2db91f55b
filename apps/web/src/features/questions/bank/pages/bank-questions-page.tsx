import { subjectName } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { useUiLanguage } from '@/lib/use-ui-language';
import { BankHeader } from '../components/bank-header';
import { QuestionList } from '../components/question-list';

/** /questions/{subject}/{category}: the topic's questions with search, filters and paging. */
export function BankQuestionsPage() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { subject = '', category = '' } = useParams();
  const title = subjectName(category, lang);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta title={title} description={t('questions.bank.lead')} noindex />
      <BankHeader title={title} back={{ to: `/questions/${subject}`, label: subjectName(subject, lang) }} />
      <QuestionList subject={subject} topic={category} />
    </div>
  );
}
