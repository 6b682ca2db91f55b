import { examInfoCards, examTemplates, findExamInfoCard } from '@abhyas/core';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { CutOffs } from '../components/cut-offs';
import {
  BlogSection,
  Checklist,
  ExamAbout,
  ExamDates,
  ExamEligibility,
  ExamPlan,
  ExamSelection,
  ExamSyllabus,
} from '../components/exam-blog-body';
import { ExamCategoryIcon } from '../components/exam-category-icon';
import { ExamPattern } from '../components/exam-pattern';
import { OfficialPattern } from '../components/official-pattern';
import { findExamBlog } from '../lib/exam-blogs';

/** /exam/:examType (spec §2, §3): the exam's blog page; an unknown exam gets a way back to /exam. */
export function ExamBlogPage() {
  const { t, i18n } = useTranslation();
  const { examType = '' } = useParams();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const card = findExamInfoCard(examType);

  // An exam filter key (spec §9, e.g. SSC_CGL_TIER_1) leads to its card's address.
  const byKey = card ? undefined : examInfoCards.find((c) => c.examKey === examType);
  if (byKey) return <Navigate to={`/exam/${byKey.id}`} replace />;

  if (!card) {
    return (
      <div className="mx-auto max-w-md">
        <PageMeta
          title={t('content.examBlog.notFound.title')}
          description={t('content.examBlog.notFound.body')}
          noindex
        />
        <Card className="text-center">
          <h1 className="text-2xl font-semibold">{t('content.examBlog.notFound.title')}</h1>
          <p className="mt-2 text-slate-700">{t('content.examBlog.notFound.body')}</p>
          <Link to="/exam" className={`${buttonClasses('primary', true)} mt-6`}>
            {t('content.examBlog.notFound.link')}
          </Link>
        </Card>
      </div>
    );
  }

  const template = card.examKey ? examTemplates[card.examKey] : undefined;
  const blog = findExamBlog(card.id);
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta
        title={t('content.examBlog.metaTitle', { title: card.title[lang] })}
        description={t('content.examBlog.metaDescription', {
          title: card.title[lang],
          subtitle: card.subtitle[lang],
        })}
        path={`/exam/${card.id}`}
      />
      <TextLink to="/exam" className="-ml-1 gap-1">
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t('content.examBlog.back')}
      </TextLink>
      <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-accent-800">
        <ExamCategoryIcon category={card.category} className="size-5" />
        {t(`content.exams.categories.${card.category}`)}
      </p>
      <h1 className="mt-1 text-3xl font-bold text-primary-900 sm:text-4xl">{card.title[lang]}</h1>
      <p className="mt-2 text-lg text-slate-700">{card.subtitle[lang]}</p>
      {card.examKey && <PracticeLink examKey={card.examKey} />}

      {blog && <ExamAbout blog={blog} lang={lang} />}

      <BlogSection id="highlights" title={t('content.examBlog.highlights')}>
        <Checklist items={card.about.highlights} lang={lang} />
      </BlogSection>

      {blog && <ExamEligibility blog={blog} lang={lang} />}

      <BlogSection id="stages" title={t('content.examBlog.examTypes')}>
        {/* Not numbered: some are alternatives (CTET's two papers), not steps in order. */}
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
          {card.examTypes.items.map((item) => (
            <li key={item.en}>{item[lang]}</li>
          ))}
        </ul>
      </BlogSection>

      {blog && <OfficialPattern pattern={blog.officialPattern} lang={lang} />}
      {template && <ExamPattern template={template} />}
      <CutOffs examId={card.id} lang={lang} />
      {blog && <ExamSyllabus blog={blog} lang={lang} />}
      {blog && <ExamSelection blog={blog} lang={lang} />}
      {blog && <ExamPlan blog={blog} lang={lang} />}
      {blog && <ExamDates blog={blog} lang={lang} />}

      <p className="mt-8 rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-warning-800">
        {t('content.examBlog.disclaimer')}
      </p>
      {card.examKey ? (
        <PracticeLink examKey={card.examKey} primary />
      ) : (
        <Link to="/exams" className={`${buttonClasses('primary')} mt-6 w-full sm:w-auto`} data-primary>
          {t('content.examBlog.practice')}
        </Link>
      )}
    </article>
  );
}

/** Opens the test series of this exam (/exams filtered by its key), where its practice sets start. */
function PracticeLink({ examKey, primary = false }: { examKey: string; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/exams?exam=${examKey}`}
      className={`${buttonClasses(primary ? 'primary' : 'secondary')} mt-6 w-full sm:w-auto`}
      {...(primary ? { 'data-primary': true } : {})}
    >
      {t('content.examBlog.practiceSets')}
    </Link>
  );
}
