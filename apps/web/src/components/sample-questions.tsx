import { Bookmark, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoginRequired } from '@/components/login-required-dialog';
import { MathText } from '@/components/math-text';
import { Button } from '@/components/ui/button';
import { usePracticeSamples } from '@/lib/api/practice-samples';
import { optionLabel } from '@/lib/option-label';

/**
 * What a visitor may try before signing up (docs/first-visit.md): a few questions of the subject,
 * text and options only (the server sends no key). "Show answer" and the bookmark open the Login
 * Required card: the answer, the explanation and a quiz of one's own need an account.
 * Shows nothing for a subject without samples (its page says why).
 */
export function SampleQuestions({ subject }: { subject: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'hi';
  const samples = usePracticeSamples(subject);
  const gate = useLoginRequired();
  const items = samples.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="sample-questions" className="flex flex-col gap-3">
      <div>
        <h2 id="sample-questions" className="text-xl font-bold text-slate-900">
          {t('common.samples.title')}
        </h2>
        <p className="mt-1 leading-relaxed text-slate-700">{t('common.samples.lead')}</p>
      </div>
      <ol className="flex flex-col gap-3" lang={lang}>
        {items.map((q, n) => {
          const labels = q.options.map((o) => o[lang]);
          return (
            <li
              key={q.text.en}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
              data-testid="sample-question"
            >
              <div className="flex items-start gap-2">
                <p className="flex-1 text-lg leading-relaxed font-semibold text-slate-900">
                  <span className="text-slate-600">{n + 1}. </span>
                  <MathText text={q.text[lang]} />
                </p>
                <Button
                  variant="ghost"
                  className="-mt-2 -mr-2 px-3"
                  aria-label={t('common.samples.bookmark')}
                  onClick={gate.ask}
                >
                  <Bookmark aria-hidden="true" className="size-6" />
                </Button>
              </div>
              <ol className="mt-3 flex flex-col gap-2">
                {labels.map((text, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; their order is their identity.
                    key={i}
                    className="flex min-h-12 items-start gap-2 rounded-lg border border-slate-200 px-3 py-2.5 leading-relaxed text-slate-800"
                  >
                    {optionLabel(labels, i) && (
                      <span className="font-semibold">{optionLabel(labels, i)}</span>
                    )}
                    <MathText text={text} className="flex-1" />
                  </li>
                ))}
              </ol>
              <Button variant="secondary" className="mt-3" onClick={gate.ask}>
                <Eye aria-hidden="true" className="size-5" />
                {t('common.samples.show')}
              </Button>
            </li>
          );
        })}
      </ol>
      {gate.dialog}
    </section>
  );
}
