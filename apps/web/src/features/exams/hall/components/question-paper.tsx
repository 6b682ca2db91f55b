import type { HallQuestion, TestLanguage } from '@abhyas/core';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { optionsCarryLabels } from '@/lib/option-label';
import { HallIconButton } from './hall-icon-button';

interface QuestionPaperProps {
  sectionName: string;
  questions: readonly HallQuestion[];
  language: TestLanguage;
}

/** "Question Paper": every question of the section at a glance, read-only, as the real CBT offers. */
export function QuestionPaper({ sectionName, questions, language }: QuestionPaperProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      size="wide"
      title={t('hall.paper.title', { section: sectionName })}
      closeLabel={t('hall.paper.close')}
      trigger={<HallIconButton variant="ghost" icon={FileText} label={t('hall.paper.open')} />}
    >
      <ol className="space-y-4" lang={language}>
        {questions.map((q) => (
          <li key={q.id} className="border-b border-slate-200 pb-3">
            <p className="font-semibold">{t('hall.question.heading', { number: q.number })}</p>
            <p className="whitespace-pre-line break-words">
              <MathText text={q.text[language]} />
            </p>
            <ol
              className={cn(
                'mt-1 pl-6 text-slate-700',
                optionsCarryLabels(q.options.map((o) => o[language])) ? 'list-none' : 'list-decimal',
              )}
            >
              {q.options.map((o, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are a fixed list; the position is their identity
                <li key={`${q.id}-${i}`}>
                  <MathText text={o[language]} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
