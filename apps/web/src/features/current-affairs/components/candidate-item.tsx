import { type CurrentAffairsCandidate, subjectName } from '@abhyas/core';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { cn } from '@/lib/cn';
import { shortDay } from '../lib/dates';

interface CandidateItemProps {
  question: CurrentAffairsCandidate;
  lang: 'hi' | 'en';
  /** Its place in the selection (1-based), or 0 when not chosen. */
  place: number;
  locked: boolean;
  onToggle: (id: string) => void;
}

/** One question an admin may tick: topic, fact date, expiry, the text and the key marked. */
export function CandidateItem({ question, lang, place, locked, onToggle }: CandidateItemProps) {
  const { t } = useTranslation();
  const checked = place > 0;
  const id = `ca-q-${question.id}`;
  return (
    <li
      data-testid={id}
      className={cn(
        'rounded-lg border bg-white p-3',
        checked ? 'border-primary-600 ring-1 ring-primary-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={locked}
          onChange={() => onToggle(question.id)}
          className="mt-0.5 size-6 shrink-0 accent-primary-700"
          aria-describedby={`${id}-meta`}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block cursor-pointer font-semibold leading-relaxed text-slate-900">
            {checked && (
              <span className="mr-1 inline-flex size-6 items-center justify-center rounded-full bg-primary-700 text-sm text-white">
                {place}
              </span>
            )}
            {question.text[lang]}
          </label>
          <div id={`${id}-meta`} className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Chip color="info">{subjectName(question.topic, lang)}</Chip>
            <span>{t('currentAffairs.admin.factDate', { date: shortDay(question.factDate, lang) })}</span>
            <span>{t('currentAffairs.admin.expiresOn', { date: shortDay(question.expiresOn, lang) })}</span>
          </div>
          <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            {question.options.map((option, i) => {
              const correct = i === question.correctOption;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place
                  key={i}
                  data-correct={correct || undefined}
                  className={cn(
                    'flex items-start gap-1.5 rounded px-2 py-1',
                    correct ? 'bg-success-50 font-semibold text-success-800' : 'text-slate-700',
                  )}
                >
                  <span aria-hidden="true">{String.fromCharCode(65 + i)}.</span>
                  <span className="min-w-0 flex-1">{option[lang]}</span>
                  {correct && (
                    <>
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span className="sr-only">{t('currentAffairs.admin.correct')}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </li>
  );
}
