import { fieldError } from '../../lib/app-error.ts';

/**
 * The authoring screen's refusals. Each names the field at fault and a `testUpload.rules.*` key the
 * screen translates (locales/<lang>/testUpload.json); the message is English for logs.
 */
export const slugTaken = () =>
  fieldError(409, 'CONFLICT', 'slug', 'testUpload.rules.slugTaken', 'This slug is already used');

export const examKeyLocked = () =>
  fieldError(409, 'CONFLICT', 'examKey', 'testUpload.rules.examKeyLocked', 'The series already has sets');

export const setIncomplete = () =>
  fieldError(
    409,
    'CONFLICT',
    'published',
    'testUpload.rules.setIncomplete',
    'The set does not have all its questions yet',
  );

export const sectionBeyondTemplate = () =>
  fieldError(
    400,
    'VALIDATION_ERROR',
    'section',
    'testUpload.rules.sectionBeyondTemplate',
    'The exam has no such section',
  );

export const sectionFull = () =>
  fieldError(409, 'CONFLICT', 'section', 'testUpload.rules.sectionFull', 'The section is full');

/**
 * The bank keeps one question per stem: the same stem with other options or key is refused. `texts`
 * (the request's own stems) go into the English log message, so a seeder stops naming the question.
 */
export const differsFromBank = (texts: readonly string[] = []) =>
  fieldError(
    422,
    'VALIDATION_ERROR',
    'text.en',
    'testUpload.rules.differsFromBank',
    `The bank has this question with other options or key${texts.length ? `: ${texts.join(' | ')}` : ''}`,
  );

export const textInBank = () =>
  fieldError(
    409,
    'CONFLICT',
    'text.en',
    'testUpload.rules.duplicateInBank',
    'Another question has this text',
  );

export const duplicateInSet = () =>
  fieldError(
    409,
    'CONFLICT',
    'text.en',
    'testUpload.rules.duplicateInSet',
    'The set already has this question',
  );

export const answerHasAttempts = () =>
  fieldError(
    409,
    'CONFLICT',
    'answer',
    'testUpload.rules.answerHasAttempts',
    'The question has submitted attempts: correct its key with POST /api/admin/questions/:questionId/answer',
  );

/** `field` is the request's: `set` for removing one question, `mode` for an import that replaces. */
export const setTaken = (field: 'set' | 'mode') =>
  fieldError(409, 'CONFLICT', field, 'testUpload.rules.setHasAttempts', 'Students have taken this set');
