import type { TestLanguage } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { cn } from '@/lib/cn';

interface Props {
  passage: { hi: string; en: string } | null | undefined;
  lang: TestLanguage;
  /** Spacing where it stands (the hall, a solution and the bank place it differently). */
  className?: string;
}

/**
 * The passage a reading-comprehension or cloze question is asked on, above the question's text
 * (docs/content.md, "Passage questions"). On a phone it scrolls in its own box, so the question and
 * its options stay within reach; the box takes keyboard focus so it can be scrolled without a mouse.
 */
export function QuestionPassage({ passage, lang, className }: Props) {
  const { t, i18n } = useTranslation();
  if (!passage) return null;
  const text = passage[lang];
  return (
    <section
      aria-label={t('common.passage.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      lang={passage.hi === passage.en ? 'en' : lang}
      className={cn(
        'max-h-[45vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 leading-relaxed text-slate-800',
        'focus-visible:outline-2 focus-visible:outline-primary-600',
        className,
      )}
    >
      {/* The instruction speaks the interface's language; the passage its own. */}
      <p className="mb-2 text-sm font-semibold text-slate-600" lang={i18n.language}>
        {t('common.passage.heading')}
      </p>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and never reorder.
        <p key={i} className="mb-2 last:mb-0">
          <MathText text={paragraph.trim()} />
        </p>
      ))}
    </section>
  );
}
