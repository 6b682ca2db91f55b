import type { PaletteStatus } from '@abhyas/core';
import { LayoutGrid, ListChecks } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from '@/components/ui/drawer';
import { useOnline } from '@/lib/use-online';
import type { Hall } from '../hooks/use-hall';
import { useInertFrame } from '../hooks/use-inert-frame';
import { useOneMain } from '../hooks/use-one-main';
import { sectionAccess } from '../lib/clock';
import { countStatuses, statusOf } from '../lib/responses';
import { ActionBar } from './action-bar';
import { HallIconButton } from './hall-icon-button';
import { HallToolbar } from './hall-toolbar';
import { MovedAway } from './moved-away';
import { PaletteGrid, PaletteLegend } from './palette';
import { QuestionPanel } from './question-panel';
import { QuestionPaper } from './question-paper';
import { RefusedAnswers } from './refused-answers';
import { SaveStatus } from './save-status';
import { SectionTabs } from './section-tabs';
import { StorageWarning } from './storage-warning';
import { SubmitDialog } from './submit-dialog';
import { TimeExtended } from './time-extended';
import { TimeUp } from './time-up';
import { Timer } from './timer';

/**
 * The test itself. It covers the whole window (like the real CBT, no site navigation to wander into)
 * and is portalled to <body>, over the app frame (whose routes here are marked to work offline). z-45: above the
 * site header (z-40), below Radix dialogs and drawers (z-50) so the palette and dialogs open over it.
 */
export function HallScreen({ hall, overviewHref }: { hall: Hall; overviewHref: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [textSize, setTextSize] = useState(0);
  const { attempt, questions, question, current, responses, viewLanguage } = hall;
  const section = question?.section ?? 0;

  const sectionQuestions = useMemo(
    () =>
      questions
        .map((q, index) => ({ question: q, index, status: statusOf(responses[q.id]) as PaletteStatus }))
        .filter((q) => q.question.section === section),
    [questions, responses, section],
  );
  const sectionCounts = countStatuses(
    sectionQuestions.map((q) => q.question.id),
    responses,
  );
  const allCounts = countStatuses(
    questions.map((q) => q.id),
    responses,
  );
  const sections = attempt.sections.map((s) => ({
    ...s,
    access: sectionAccess(attempt.sections, s.index, hall.now, attempt.sectionalTiming),
  }));
  const sectionName = attempt.sections[section]?.name[viewLanguage] ?? '';

  useInertFrame();
  useOneMain();
  // After Save & Next the new question's heading takes focus, so a screen reader reads it next. On
  // opening, focus is left on <body> (Begin went with the instructions) or in the now inert frame:
  // it moves to the first question the same way. A new question also starts at its top: the area
  // is one scroller kept from question to question, and focusing the heading scrolls only as far as
  // the heading (a notice above it stayed out of sight) and not at all where a browser skips it.
  const heading = useRef<string | null>(null);
  const area = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!question) return;
    const first = heading.current === null;
    if (!first && heading.current !== question.id && area.current) area.current.scrollTop = 0;
    const lost = document.activeElement === document.body || document.activeElement?.closest('[inert]');
    if ((!first && heading.current !== question.id) || (first && lost))
      document.getElementById(`q-${question.id}`)?.focus();
    heading.current = question.id;
  }, [question]);

  // A question picked in the palette drawer: on closing, focus goes to its heading, not back to the
  // button that opened the drawer.
  const picked = useRef(false);
  const pick = (index: number) => {
    picked.current = true;
    hall.goTo(index);
    setPaletteOpen(false);
  };
  const focusPicked = (event: Event) => {
    if (!picked.current) return;
    picked.current = false;
    event.preventDefault();
    if (question) document.getElementById(`q-${question.id}`)?.focus();
  };
  const confirmSubmit = () => void hall.submit();
  const submitError = hall.submission.kind === 'refused' ? hall.submission.message : null;

  const palette = (
    <div className="space-y-4">
      <PaletteLegend counts={sectionCounts} />
      <h2 className="font-semibold text-slate-900">{sectionName}</h2>
      <PaletteGrid questions={sectionQuestions} current={current} onPick={pick} />
      <Link to={overviewHref} className="inline-flex min-h-11 items-center gap-2 text-primary-700 underline">
        <ListChecks aria-hidden="true" className="size-4" />
        {t('hall.sections.overview')}
      </Link>
    </div>
  );

  const timeUp = hall.secondsLeft === 0;
  return createPortal(
    <div
      className="fixed inset-0 z-[45] flex flex-col overflow-hidden bg-white text-slate-900"
      data-testid="exam-hall"
    >
      {/*
        Layout (docs/exam-hall.md, "The hall on a phone"): two header rows (title, save state and timer;
        sections with the question paper and palette), the question, and two rows of official buttons.
        At 360×800 the question area keeps more than two thirds of the height.
      */}
      <header className="shrink-0 border-b border-slate-200 bg-slate-50 px-3 pt-1.5 pb-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="truncate text-base leading-6 font-bold">{attempt.title[viewLanguage]}</h1>
            <SaveStatus status={hall.status} pending={hall.pending} online={online} durable={hall.durable} />
          </div>
          <Timer seconds={hall.timerSeconds} sectional={attempt.sectionalTiming} />
        </div>
        <div className="mt-1 flex items-center gap-1">
          <div className="min-w-0 flex-1">
            <SectionTabs
              sections={sections}
              current={section}
              language={viewLanguage}
              onPick={(s) => pick(questions.findIndex((q) => q.section === s))}
            />
          </div>
          <QuestionPaper
            sectionName={sectionName}
            questions={sectionQuestions.map((q) => q.question)}
            language={viewLanguage}
          />
          <div className="lg:hidden">
            <Drawer
              side="right"
              open={paletteOpen}
              onOpenChange={setPaletteOpen}
              onCloseAutoFocus={focusPicked}
              title={t('hall.palette.title')}
              closeLabel={t('hall.palette.close')}
              trigger={
                <HallIconButton variant="secondary" icon={LayoutGrid} label={t('hall.palette.open')} />
              }
            >
              {palette}
            </Drawer>
          </div>
        </div>
      </header>

      <div className="flex min-h-0 flex-1">
        <main
          ref={area}
          data-testid="question-area"
          className="min-w-0 flex-1 overflow-y-auto px-3 py-2 sm:px-6 sm:py-3"
        >
          <RefusedAnswers refusals={hall.refusals} questions={questions} onDismiss={hall.dismissRefusals} />
          <StorageWarning durable={hall.durable} />
          <TimeExtended minutes={hall.extendedBy} />
          {question && (
            <QuestionPanel
              question={question}
              total={questions.length}
              language={viewLanguage}
              textSize={textSize}
              choice={hall.draft}
              onChoose={hall.setDraft}
              tools={
                <HallToolbar
                  language={viewLanguage}
                  onLanguage={hall.setViewLanguage}
                  textSize={textSize}
                  onTextSize={setTextSize}
                />
              }
            />
          )}
        </main>
        <aside
          aria-label={t('hall.palette.title')}
          className="hidden w-80 shrink-0 overflow-y-auto border-l border-slate-200 p-4 lg:block"
        >
          {palette}
        </aside>
      </div>

      <footer className="shrink-0 border-t border-slate-200 bg-slate-50 px-3 py-1.5 sm:py-2">
        <ActionBar
          disabled={!hall.ready || hall.submitting}
          canGoBack={current > 0}
          onSaveNext={hall.saveAndNext}
          onMarkNext={hall.markAndNext}
          onClear={hall.clearResponse}
          onPrevious={hall.previous}
          onSubmit={() => setSubmitOpen(true)}
        />
      </footer>

      <SubmitDialog
        open={submitOpen || (hall.submitting && !timeUp)}
        onOpenChange={setSubmitOpen}
        counts={allCounts}
        submitting={hall.submitting}
        waitingForNetwork={!online || hall.pending > 0}
        error={submitError}
        onConfirm={confirmSubmit}
      />
      {timeUp && <TimeUp hall={hall} online={online} />}
      {hall.status === 'moved' && !timeUp && <MovedAway onContinueHere={() => window.location.reload()} />}
    </div>,
    document.body,
  );
}
