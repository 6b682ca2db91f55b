import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';

interface TextSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

interface TextPageProps {
  /** The locale branch: `content.about`, `content.privacy` or `content.terms`. */
  base: 'about' | 'privacy' | 'terms';
  path: string;
  /** Shown after the sections, e.g. links to the other legal pages. */
  footer?: ReactNode;
}

/**
 * A page of prose from the locale files: one h1, an h2 per section, lists and paragraphs.
 * Lines stay short (max-w-prose) so Devanagari is easy to follow on a phone and on a desktop.
 */
export function TextPage({ base, path, footer }: TextPageProps) {
  const { t } = useTranslation();
  const key = `content.${base}`;
  const sections = t(`${key}.sections`, { returnObjects: true }) as TextSection[];
  const updated = t(`${key}.updated`, { defaultValue: '' });
  return (
    <article className="mx-auto max-w-prose">
      <PageMeta title={t(`${key}.meta.title`)} description={t(`${key}.meta.description`)} path={path} />
      <h1 className="text-3xl font-bold text-primary-900 sm:text-4xl">{t(`${key}.title`)}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">{updated}</p>}
      <p className="mt-4 text-lg text-slate-800">{t(`${key}.lead`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{section.heading}</h2>
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800 marker:text-primary-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {footer && <div className="mt-10 border-t border-slate-200 pt-6">{footer}</div>}
    </article>
  );
}
