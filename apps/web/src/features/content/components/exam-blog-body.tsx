import type { ExamBlog, Localized } from '@abhyas/core';
import { CalendarClock, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Lang = keyof Localized;

export function BlogSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Checklist({ items, lang }: { items: readonly Localized[]; lang: Lang }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item.en} className="flex items-start gap-2 text-slate-800">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-700" />
          <span>{item[lang]}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the exam is and who conducts it: shown first, under the title. */
export function ExamAbout({ blog, lang }: { blog: ExamBlog; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <BlogSection id="about" title={t('content.examBlog.about')}>
      {blog.about.map((paragraph) => (
        <p key={paragraph.en} className="mt-3 text-slate-800">
          {paragraph[lang]}
        </p>
      ))}
    </BlogSection>
  );
}

export function ExamEligibility({ blog, lang }: { blog: ExamBlog; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <BlogSection id="eligibility" title={t('content.examBlog.eligibility')}>
      <Checklist items={blog.eligibility} lang={lang} />
    </BlogSection>
  );
}

export function ExamSyllabus({ blog, lang }: { blog: ExamBlog; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <BlogSection id="syllabus" title={t('content.examBlog.syllabus')}>
      {blog.syllabus.map((part) => (
        <div key={part.part.en} className="mt-4">
          <h3 className="font-semibold text-slate-900">{part.part[lang]}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {part.topics.map((topic) => (
              <li key={topic.en}>{topic[lang]}</li>
            ))}
          </ul>
        </div>
      ))}
    </BlogSection>
  );
}

export function ExamSelection({ blog, lang }: { blog: ExamBlog; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <BlogSection id="selection" title={t('content.examBlog.selection')}>
      <Checklist items={blog.selection} lang={lang} />
    </BlogSection>
  );
}

export function ExamPlan({ blog, lang }: { blog: ExamBlog; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <BlogSection id="plan" title={t('content.examBlog.plan')}>
      <ol className="mt-3 space-y-4">
        {blog.plan.map((step, index) => (
          <li key={step.title.en} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-sm font-bold text-accent-800"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title[lang]}</h3>
              <p className="mt-1 text-slate-800">{step.body[lang]}</p>
            </div>
          </li>
        ))}
      </ol>
    </BlogSection>
  );
}

/** The usual annual cycle, always labelled indicative: dates change every year. */
export function ExamDates({ blog, lang }: { blog: ExamBlog; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <BlogSection id="dates" title={t('content.examBlog.dates')}>
      <p className="mt-3 flex items-start gap-2 rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-warning-800">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>{t('content.examBlog.indicative')}</strong> {blog.dates[lang]}
        </span>
      </p>
    </BlogSection>
  );
}
