/**
 * Which strings load when. Each JSON file under locales/<lang>/ is a top-level key of the one
 * i18next namespace (`auth.signin.title`, core's `validation.*` rule keys, `errors.<code>`), but a
 * phone downloads only what the screen in front of it reads, in the language it reads:
 * - the shell's files (the frame around every page) load before the first render (lib/i18n.ts);
 * - an area's files load with its route, beside its page module (app/router.tsx);
 * - the other language loads only when the reader switches (lib/i18n.ts setLanguage).
 * Plain data: the router, the prerender script and the size budget all read it.
 */
export const shellFiles = ['common', 'layout', 'errors'] as const;

/**
 * An area is named as its feature folder; `validation` goes with the areas that have forms, and
 * `validation-institutes` (the institute screens' rule texts, merged under `validation.*`) with theirs, as
 * `validation-community` with the community's. The
 * authoring area (questions) keeps its file name `testUpload`: the API answers import and publish
 * errors with rule keys `testUpload.rules.*` (packages/core admin contracts), which the web
 * translates as they are, so renaming the file would change the API's responses.
 */
export const areaFiles = {
  // /admin-dashboard (the platform admin's numbers, users and links: docs/admin.md).
  admin: ['admin', 'validation'],
  // /organization/attendance-management (institutes: a batch's day, offline queue, month, exports).
  attendance: ['attendance', 'validation', 'validation-institutes'],
  auth: ['auth', 'validation'],
  // /organization/exam-dashboard and …/manage (institutes' own tests; the import report reads testUpload).
  'batch-tests': ['batchTests', 'testUpload', 'validation', 'validation-institutes'],
  // /student-management and /join/{code} (institutes: members, batches, invites).
  batches: ['batches', 'validation', 'validation-institutes'],
  // /group-management and /group-chat/{groupId} (the Learning Community; its rule texts merge under validation.*).
  community: ['community', 'validation', 'validation-community'],
  content: ['content', 'seo'],
  // The dashboard's "Your exam" card, the test series and the quizzes name the target exam (onboarding.json).
  dashboard: ['dashboard', 'onboarding'],
  // `share`: "Share to a group" on a solution view and on the bank's questions (components/share-to-group).
  exams: ['exams', 'hall', 'validation', 'onboarding', 'share'],
  feedback: ['feedback', 'validation'],
  flashcards: ['flashcards', 'validation'],
  // /organization/admin-dashboard and a student's performance page (institutes: figures, report card links).
  'institute-dashboards': ['instituteDashboards', 'validation', 'validation-institutes'],
  language: ['language'],
  // The global boards name exams (exams.json) and share /exam-leaderboard with a set's board.
  leaderboards: ['leaderboards', 'exams'],
  'learning-style': ['learningStyle', 'validation'],
  // /purchase and a plan's receipt (docs/plans.md); its rule texts merge under validation.*.
  plans: ['plans', 'validation', 'validation-plans'],
  // /mock-test and /mock-test/{id} (live mock tests: list, lobby, results; the admins' scheduling panel).
  'live-tests': ['liveTests', 'validation'],
  notes: ['notes'],
  notifications: ['notifications'],
  // "Which exam are you preparing for?" after the language step (docs/first-visit.md).
  onboarding: ['onboarding'],
  // Every /organization/… screen (institutes: registration, management, the institute's own screens).
  organisations: ['organisations', 'validation', 'validation-institutes'],
  // The bank's screens (/questions…) and the authoring page share the area (one feature folder).
  questions: ['testUpload', 'questions', 'validation', 'share'],
  'study-timer': ['studyTimer', 'validation'],
  // The page, the dialog (app/layout/potd-dialog-host.tsx loads it with the page) and /potd-management.
  potd: ['potd', 'validation'],
  // /current-affairs and /current-affairs-management (the day's quiz, the month's PDF, publishing a day).
  'current-affairs': ['currentAffairs', 'validation'],
  quizzes: ['quizzes', 'validation', 'onboarding'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof areaFiles;

/** The area of a route, by the first segment of its path ('' is the home page); others need only the shell. */
export const routeAreas: Readonly<Record<string, Area>> = {
  '': 'content',
  about: 'content',
  exam: 'content',
  'privacy-policy': 'content',
  'terms-conditions': 'content',
  signin: 'auth',
  signup: 'auth',
  'forgot-password': 'auth',
  'student-management': 'batches',
  join: 'batches',
  'reset-password': 'auth',
  exams: 'exams',
  'exam-leaderboard': 'leaderboards',
  'global-leaderboard': 'leaderboards',
  leaderboard: 'leaderboards',
  'quiz-dashboard': 'dashboard',
  'user-dashboard': 'dashboard',
  'contact-us': 'feedback',
  feedback: 'feedback',
  'user-feedback': 'feedback',
  'admin-dashboard': 'admin',
  'learning-style': 'learning-style',
  'flash-card': 'flashcards',
  'group-management': 'community',
  'group-chat': 'community',
  'language-selector': 'language',
  'mock-test': 'live-tests',
  'target-exam': 'onboarding',
  organization: 'organisations',
  'organization/exam-dashboard': 'batch-tests',
  'organization/exam-dashboard/manage': 'batch-tests',
  'organization/attendance-management': 'attendance',
  'organization/admin-dashboard': 'institute-dashboards',
  // The route's pattern, as the router asks (app/router.tsx `page`).
  'organization/student/:studentId/performance': 'institute-dashboards',
  'test-upload': 'questions',
  'study-timer': 'study-timer',
  notes: 'notes',
  notifications: 'notifications',
  'pdf-download': 'notes',
  quiz: 'quizzes',
  questions: 'questions',
  potd: 'potd',
  purchase: 'plans',
  'potd-management': 'potd',
  'current-affairs': 'current-affairs',
  'current-affairs-management': 'current-affairs',
};

/** The area of a route path (`exams/:examId/:setId` → exams), or undefined for shell-only screens. */
export function areaOfPath(path: string): Area | undefined {
  const clean = path.replace(/^\/+/, '');
  // A whole path first (one /organization/… screen with an area of its own), then its first segment.
  return routeAreas[clean] ?? routeAreas[clean.split('/')[0] ?? ''];
}
