import { type PaletteStatus, paletteStatuses, type SetDetail, type TestLanguage } from '@abhyas/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusShape } from './palette';

interface InstructionsProps {
  set: SetDetail;
  starting: boolean;
  error: boolean;
  onStart(language: TestLanguage): void;
}

const sample: Record<PaletteStatus, string> = {
  notVisited: '1',
  notAnswered: '2',
  answered: '3',
  markedForReview: '4',
  answeredMarkedForReview: '5',
};

/** Read before the test, in the test's language: conventions, marking scheme, sections, declaration. */
export function Instructions({ set, starting, error, onStart }: InstructionsProps) {
  const { i18n } = useTranslation();
  // The student's own language when the set has it, else Hindi, else whatever the set offers.
  const [language, setLanguage] = useState<TestLanguage>(() => {
    const own: TestLanguage = i18n.language === 'en' ? 'en' : 'hi';
    if (set.languages.includes(own)) return own;
    return set.languages.includes('hi') ? 'hi' : (set.languages[0] ?? 'en');
  });
  const [agreed, setAgreed] = useState(false);
  const t = i18n.getFixedT(language);
  const declarationId = useId();
  const correct = set.sections[0]?.markForCorrectAns ?? 1;
  const wrong = set.sections[0]?.markForInCorrectAns ?? 0;

  return (
    <div className="mx-auto max-w-3xl space-y-5" lang={language}>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{set.title[language]}</h1>
        <p className="mt-1 text-slate-700">
          {t('hall.instructions.summary', {
            questions: set.totalQuestions,
            marks: set.totalMarks,
            minutes: set.duration,
          })}
        </p>
      </div>

      {set.languages.length > 1 && (
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="mb-2 font-semibold">{t('hall.instructions.language')}</legend>
          {set.languages.map((l) => (
            <label
              key={l}
              lang={l}
              className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4"
            >
              <input
                type="radio"
                name="test-language"
                checked={language === l}
                onChange={() => setLanguage(l)}
                className="size-5 accent-primary-700"
              />
              {t(`hall.instructions.languageName.${l}`)}
            </label>
          ))}
        </fieldset>
      )}

      <Card>
        <h2 className="text-lg font-semibold">{t('hall.instructions.title')}</h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed">
          <li>{t('hall.instructions.clock')}</li>
          {set.sectionalTiming && <li>{t('hall.instructions.sectional')}</li>}
          <li>{t('hall.instructions.offline')}</li>
        </ul>

        <h3 className="mt-4 font-semibold">{t('hall.instructions.paletteTitle')}</h3>
        <ul className="mt-2 space-y-2">
          {paletteStatuses.map((s) => (
            <li key={s} className="flex items-center gap-3">
              <StatusShape status={s} label={sample[s]} />
              <span>{t(`hall.status.${s}`)}</span>
            </li>
          ))}
        </ul>

        <h3 className="mt-4 font-semibold">{t('hall.instructions.buttonsTitle')}</h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed">
          <li>{t('hall.instructions.saveNext')}</li>
          <li>{t('hall.instructions.markNext')}</li>
          <li>{t('hall.instructions.clear')}</li>
          <li>{t('hall.instructions.unsaved')}</li>
        </ul>
      </Card>

      <Card>
        <h2 className="text-lg font-semibold">{t('hall.instructions.markingTitle')}</h2>
        <p className="mt-2">
          {wrong === 0
            ? t('hall.instructions.noNegative', { correct })
            : t('hall.instructions.marking', { correct, wrong })}
        </p>
        <h3 className="mt-4 font-semibold">{t('hall.instructions.sectionsTitle')}</h3>
        <ul className="mt-2 divide-y divide-slate-200">
          {set.sections.map((s) => (
            <li key={s.index} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{s.name[language]}</span>
              <span className="text-slate-700">
                {t('hall.instructions.sectionQuestions', { count: s.totalQuestions })}
                {set.sectionalTiming &&
                  ` · ${t('hall.instructions.sectionMinutes', { minutes: s.sectionDuration })}`}
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <label htmlFor={declarationId} className="flex cursor-pointer items-start gap-3 leading-relaxed">
        <input
          id={declarationId}
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          className="mt-1 size-6 shrink-0 accent-primary-700"
        />
        <span>{t('hall.instructions.declaration')}</span>
      </label>
      {error && (
        <p role="alert" className="text-red-700">
          {t('hall.instructions.startError')}
        </p>
      )}
      <Button fullWidth disabled={!agreed} loading={starting} onClick={() => onStart(language)}>
        {t('hall.instructions.begin')}
      </Button>
    </div>
  );
}
