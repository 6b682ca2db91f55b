import { examInfoCards } from '@abhyas/core';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { ExamCategoryIcon } from '../components/exam-category-icon';

/** /exam (spec §3): one card per exam, each opening its exam blog page. */
export function ExamCardsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  return (
    <>
      <PageMeta
        title={t('content.exams.meta.title')}
        description={t('content.exams.meta.description')}
        path="/exam"
      />
      <h1 className="text-3xl font-bold text-primary-900 sm:text-4xl">{t('content.exams.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('content.exams.lead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {examInfoCards.map((card) => (
          <li key={card.id}>
            <Link
              to={`/exam/${card.id}`}
              className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-accent-800">
                <ExamCategoryIcon category={card.category} className="size-5" />
                {t(`content.exams.categories.${card.category}`)}
              </span>
              <h2 className="mt-2 text-xl font-bold text-slate-900">{card.title[lang]}</h2>
              <p className="mt-1 flex-1 text-slate-700">{card.subtitle[lang]}</p>
              <span className="mt-3 inline-flex items-center gap-1 font-semibold text-primary-700 group-hover:underline">
                {t('content.exams.readMore')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
