import { type SetPdfLanguage, type SolutionWindow, solutionsVisible } from '@abhyas/core';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type Seal, sealedError } from '../exams/sealing.ts';

/**
 * A set's PDF carries its answer key and explanations, so it may be downloaded only where its
 * solutions may be seen (packages/core solutionsVisible): a published set (an unpublished one may be
 * tomorrow's paper, so it answers 404 to admins too: they preview drafts in the authoring screen) and
 * never a live test's paper before its window closes, for anyone.
 */
export function assertSetDownloadable(set: { published: boolean }, window: SolutionWindow, now: Date): void {
  if (!set.published) throw notFound('No such practice set');
  if (!solutionsVisible(window, now))
    throw new AppError(
      409,
      'SOLUTIONS_HIDDEN',
      'Solutions of a live test are shown once its window has closed',
    );
}

/** The languages a set's PDF is printed in; the set must offer each of them. */
export function pdfLanguages(offered: readonly string[], asked: SetPdfLanguage): ('hi' | 'en')[] {
  const wanted: ('hi' | 'en')[] = asked === 'both' ? ['hi', 'en'] : [asked];
  if (!wanted.every((l) => offered.includes(l)))
    throw new AppError(400, 'VALIDATION_ERROR', 'This set is not available in that language', {
      field: 'language',
      rule: 'validation.notes.pdfLanguageInvalid',
    });
  return wanted;
}

/**
 * The answer key of a set's PDF follows core's honest-ranks rule (`sealOf`): it opens for a student
 * only when no key in it is sealed for them, i.e. they have submitted this set and every other ranked
 * set sharing its questions, and are not sitting any of them. Otherwise 409 QUESTION_SEALED names
 * the set to submit first. The paper alone carries no key: a student may have it whenever they may
 * start the set (any published set, outside a live test's closed paper).
 */
export function assertAnswersOpen(variant: 'paper' | 'answers', seals: ReadonlyMap<string, Seal>): void {
  if (variant !== 'answers') return;
  const [first] = seals.values();
  if (first) throw sealedError(first);
}
