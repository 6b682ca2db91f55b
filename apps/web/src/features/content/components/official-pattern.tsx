import type { ExamBlog, Localized } from '@abhyas/core';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Lang = keyof Localized;
type Stage = ExamBlog['officialPattern']['stages'][number];
type Counts = { questions?: number | undefined; marks?: number | undefined; minutes?: number | undefined };

/** A figure the notice gives, or a dash where we are not sure of it (the notes say to check the notice). */
function Cell({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  return (
    <td className="px-2 py-2 sm:px-3 text-right tabular-nums">
      {value ?? (
        <>
          <span aria-hidden="true">–</span>
          <span className="sr-only">{t('content.examBlog.official.unknown')}</span>
        </>
      )}
    </td>
  );
}

function Figures({ counts }: { counts: Counts }) {
  return (
    <>
      <Cell value={counts.questions} />
      <Cell value={counts.marks} />
      <Cell value={counts.minutes} />
    </>
  );
}

const hasFigures = (row: Counts) =>
  row.questions !== undefined || row.marks !== undefined || row.minutes !== undefined;

/** A stage with no figures at all (an interview, a physical test) is a plain list, not a table of dashes. */
function StageList({ stage, lang }: { stage: Stage; lang: Lang }) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">{stage.stage[lang]}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
        {stage.rows.map((row) => (
          <li key={row.name.en}>
            {row.name[lang]}
            {row.note && ` (${row.note[lang]})`}
          </li>
        ))}
        {stage.notes?.map((note) => (
          <li key={note.en}>{note[lang]}</li>
        ))}
      </ul>
    </div>
  );
}

function StageTable({ stage, lang }: { stage: Stage; lang: Lang }) {
  const { t } = useTranslation();
  const head = 'px-2 py-2 sm:px-3 text-right font-semibold';
  // Negative marking is said only of a stage with questions (not of a descriptive paper's marks).
  const asked = stage.rows.some((row) => row.questions !== undefined);
  const negative =
    stage.negative === undefined
      ? asked && t('content.examBlog.official.negativeUnknown')
      : stage.negative === '0'
        ? t('content.examBlog.pattern.noNegative')
        : t('content.examBlog.official.negative', { fraction: stage.negative });
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">{stage.stage[lang]}</h3>
      <div className="mt-2 rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                {t('content.examBlog.official.paper')}
              </th>
              <th scope="col" className={head}>
                {t('content.examBlog.pattern.questions')}
              </th>
              <th scope="col" className={head}>
                {t('content.examBlog.pattern.marks')}
              </th>
              <th scope="col" className={head}>
                {t('content.examBlog.pattern.minutes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stage.rows.map((row) => (
              <tr key={row.name.en} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="break-words px-2 py-2 sm:px-3 font-normal text-slate-900">
                  {row.name[lang]}
                  {row.note && <span className="block text-sm text-slate-600">{row.note[lang]}</span>}
                </th>
                <Figures counts={row} />
              </tr>
            ))}
            {stage.total && (
              <tr className="border-t border-slate-200 font-semibold">
                <th scope="row" className="px-2 py-2 sm:px-3 text-slate-900">
                  {t('content.examBlog.official.total')}
                </th>
                <Figures counts={stage.total} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {(negative || (stage.notes?.length ?? 0) > 0) && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
          {negative && <li>{negative}</li>}
          {stage.notes?.map((note) => (
            <li key={note.en}>{note[lang]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The official pattern of the latest notification (content/exams/<id>.json), then how Abhyas's mock
 * differs: the mock follows the product's fixed template, shown in the next section.
 */
export function OfficialPattern({ pattern, lang }: { pattern: ExamBlog['officialPattern']; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="official-pattern-title" className="mt-8">
      <h2 id="official-pattern-title" className="text-xl font-semibold sm:text-2xl">
        {t('content.examBlog.official.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('content.examBlog.official.note')}</p>
      {pattern.stages.map((stage) =>
        stage.rows.some(hasFigures) ? (
          <StageTable key={stage.stage.en} stage={stage} lang={lang} />
        ) : (
          <StageList key={stage.stage.en} stage={stage} lang={lang} />
        ),
      )}
      <p className="mt-4 flex items-start gap-2 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-slate-800">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
        <span>{pattern.mock[lang]}</span>
      </p>
    </section>
  );
}
