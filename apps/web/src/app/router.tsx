import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, useSearchParams } from 'react-router';
import { RequireAdmin } from '@/app/gates/require-admin';
import { RequireSignIn } from '@/app/gates/require-sign-in';
import { RedirectIfSignedIn } from '@/app/guards';
import { RouteError } from '@/app/route-error';
import { RouteSpinner } from '@/app/route-spinner';
import { Shell } from '@/app/shell';
import { loadArea } from '@/lib/i18n';
import { areaOfPath } from '@/locales/areas';

// Every page is its own chunk: a phone on a slow network downloads only the screen it opens, and
// its area's strings in the reader's language beside it (locales/areas.ts), before it renders.
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadArea(areaOfPath(path))]);
    return { Component };
  },
});

const feedbackForm = (formType: 'contact-us' | 'feedback') =>
  page(formType, async () => {
    const { FeedbackFormPage } = await import('@/features/feedback/pages/feedback-form-page');
    return function FeedbackRoute() {
      return <FeedbackFormPage formType={formType} />;
    };
  });

/** Marks a route whose screen works without a network, so the frame shows no offline screen over it. */
const offline = (route: RouteObject): RouteObject => ({ ...route, handle: { worksOffline: true } });

/**
 * The exam hall (its instructions, the test, the section summary): it works offline, and nothing of
 * the frame may open over it (the Problem of the Day dialog waits until the student leaves).
 */
const hall = (route: RouteObject): RouteObject => ({
  ...route,
  handle: { worksOffline: true, examHall: true },
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteSpinner,
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ LandingPage }] = await Promise.all([
            import('@/features/content/pages/landing-page'),
            loadArea(areaOfPath('')),
          ]);
          return { Component: LandingPage };
        },
      },
      {
        Component: RedirectIfSignedIn,
        children: [
          page('signin', async () => (await import('@/features/auth/pages/signin-page')).SigninPage),
          page('signup', async () => (await import('@/features/auth/pages/signup-page')).SignupPage),
        ],
      },
      page(
        'forgot-password',
        async () => (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
      ),
      page(
        'reset-password',
        async () => (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
      ),

      // Test series and practice-set lists are public, so a student can look before signing up.
      page('exams', async () => (await import('@/features/exams/pages/series-list-page')).SeriesListPage),
      page(
        'exams/:examId/hi',
        async () => (await import('@/features/exams/pages/set-list-page')).SetListPage,
      ),
      page(
        'exams/:examId/en',
        async () => (await import('@/features/exams/pages/set-list-page')).SetListPage,
      ),

      // Public pages (spec §2).
      page('about', async () => (await import('@/features/content/pages/about-page')).AboutPage),
      page('privacy-policy', async () => (await import('@/features/content/pages/privacy-page')).PrivacyPage),
      page('terms-conditions', async () => (await import('@/features/content/pages/terms-page')).TermsPage),
      page('exam', async () => (await import('@/features/content/pages/exam-cards-page')).ExamCardsPage),
      page(
        'exam/:examType',
        async () => (await import('@/features/content/pages/exam-blog-page')).ExamBlogPage,
      ),
      feedbackForm('contact-us'),
      feedbackForm('feedback'),
      page(
        'learning-style',
        async () => (await import('@/features/learning-style/pages/learning-style-page')).LearningStylePage,
      ),
      page(
        'language-selector',
        async () => (await import('@/features/language/pages/language-selector-page')).LanguageSelectorPage,
      ),
      // Public route; the page itself asks for a platform admin (spec §2).
      page(
        'user-feedback',
        async () => (await import('@/features/feedback/pages/user-feedback-page')).UserFeedbackPage,
      ),
      // Public: the timer works without an account; saving sessions and the week's chart need one.
      offline(
        page(
          'study-timer',
          async () => (await import('@/features/study-timer/pages/study-timer-page')).StudyTimerPage,
        ),
      ),
      // Notes are public study material (docs/notes.md); a note once opened reads offline, so no
      // offline screen covers these. /pdf-download is the same screen as /notes (spec §2).
      ...['notes', 'pdf-download'].map((path) =>
        offline(page(path, async () => (await import('@/features/notes/pages/notes-page')).NotesPage)),
      ),
      offline(
        page(
          'notes/:subject',
          async () => (await import('@/features/notes/pages/subject-notes-page')).SubjectNotesPage,
        ),
      ),
      offline(
        page('notes/:subject/:slug', async () => (await import('@/features/notes/pages/note-page')).NotePage),
      ),

      // Quizzes and the question bank: a visitor sees the subjects, the topics and a few sample
      // questions (the search-engine pages of free practice, spec §2); starting a quiz, a topic's
      // questions, showing an answer or a bookmark asks them to sign in (docs/first-visit.md).
      page('quiz', async () => (await import('@/features/quizzes/pages/quiz-home-page')).QuizHomePage),
      page('quiz/:subject', async () => (await import('@/features/quizzes/pages/subject-page')).SubjectPage),
      page(
        'questions',
        async () => (await import('@/features/questions/bank/pages/bank-subjects-page')).BankSubjectsPage,
      ),
      page(
        'questions/:subject',
        async () => (await import('@/features/questions/bank/pages/bank-topics-page')).BankTopicsPage,
      ),
      // Joining an institute by an invite's link or typed code (issue 18). Outside the Login Required
      // gate: a signed-out visitor is offered both Sign in and Create an account, each bringing them back
      // to the same link (docs/institutes.md, "Invites").
      page('join', async () => (await import('@/features/batches/pages/join-page')).JoinPage),
      page('join/:code', async () => (await import('@/features/batches/pages/join-page')).JoinPage),

      // Signed-in area (spec §2): the Login Required gate stands in for the content when signed out.
      {
        Component: RequireSignIn,
        children: [
          // The student dashboard; /user-dashboard (a marketing card's link in the spec) is the same
          // screen, so the link a student follows lands on their own dashboard (docs/dashboard.md).
          ...['quiz-dashboard', 'user-dashboard'].map((path) =>
            page(
              path,
              async () => (await import('@/features/dashboard/pages/user-dashboard-page')).UserDashboardPage,
            ),
          ),
          // "Which exam are you preparing for?", after the language step and from the avatar menu.
          page(
            'target-exam',
            async () => (await import('@/features/onboarding/pages/target-exam-page')).TargetExamPage,
          ),
          // Practice quizzes (issue 12). A started quiz can be finished offline: no offline screen over it.
          offline(
            page(
              'quiz/:subject/:category',
              async () => (await import('@/features/quizzes/pages/quiz-page')).QuizPage,
            ),
          ),
          // One bank question (where a question shared in a group chat opens); before the topic's
          // pattern in reading order, though the router ranks the static `item` above it anyway.
          page(
            'questions/item/:questionId',
            async () => (await import('@/features/questions/bank/pages/bank-question-page')).BankQuestionPage,
          ),
          // A topic's questions in the bank (issue 12): a visitor meets the Login Required card here.
          page(
            'questions/:subject/:category',
            async () =>
              (await import('@/features/questions/bank/pages/bank-questions-page')).BankQuestionsPage,
          ),
          // Plans (docs/plans.md): the free plans, choosing one, and a chosen plan's printable receipt.
          page('purchase', async () => (await import('@/features/plans/pages/purchase-page')).PurchasePage),
          page(
            'purchase/receipt/:subscriptionId',
            async () => (await import('@/features/plans/pages/receipt-page')).ReceiptPage,
          ),
          // Live mock tests (issue 20): the list, then one test's lobby and results (docs/live-tests.md).
          page(
            'mock-test',
            async () => (await import('@/features/live-tests/pages/live-tests-page')).LiveTestsPage,
          ),
          page(
            'mock-test/:liveTestId',
            async () => (await import('@/features/live-tests/pages/live-test-page')).LiveTestPage,
          ),
          // The Learning Community (issue 19): groups, then one group's chat. The chat shows what was
          // loaded and keeps what is typed offline as pending, so no offline screen covers it.
          page(
            'group-management',
            async () =>
              (await import('@/features/community/pages/group-management-page')).GroupManagementPage,
          ),
          offline(
            page(
              'group-chat/:groupId',
              async () => (await import('@/features/community/pages/group-chat-page')).GroupChatPage,
            ),
          ),
          // The institute's own tests (issue 18): a student's tests and batch rank, the staff's figures;
          // for everyone (spec §2), a user of no institute is told how to join.
          page(
            'organization/exam-dashboard',
            async () => (await import('@/features/batch-tests/pages/exam-dashboard-page')).ExamDashboardPage,
          ),
          // "Register Your Institute" (issue 18): the form, or where the applicant's request stands.
          page(
            'organization/register',
            async () => (await import('@/features/organisations/pages/register-page')).RegisterPage,
          ),
          // Problem of the Day (issue 13): the page (also shown as the frame's dialog) and the
          // admins' calendar, which is the archive for everyone else.
          page('potd', async () => (await import('@/features/potd/pages/potd-page')).PotdPage),
          page(
            'potd-management',
            async () => (await import('@/features/potd/pages/potd-management-page')).PotdManagementPage,
          ),
          // Current affairs (issue 21): the day's ten questions and the month's PDF; the admins'
          // publishing tool (everyone else is sent to the students' page).
          page(
            'current-affairs',
            async () =>
              (await import('@/features/current-affairs/pages/current-affairs-page')).CurrentAffairsPage,
          ),
          page(
            'current-affairs-management',
            async () =>
              (await import('@/features/current-affairs/pages/current-affairs-management-page'))
                .CurrentAffairsManagementPage,
          ),
          // Flash cards (issue 12). The review keeps working offline once open (reviews wait on the device).
          page('flash-card', async () => (await import('@/features/flashcards/pages/decks-page')).DecksPage),
          offline(
            page(
              'flash-card/review',
              async () => (await import('@/features/flashcards/pages/review-page')).ReviewPage,
            ),
          ),
          page(
            'flash-card/all',
            async () => (await import('@/features/flashcards/pages/all-cards-page')).AllCardsPage,
          ),
          page(
            'flash-card/public',
            async () => (await import('@/features/flashcards/pages/public-decks-page')).PublicDecksPage,
          ),
          // The exam hall (issue 4). The set's page opens its instructions, then the test itself.
          // The hall keeps working offline (answers wait on the device): no offline screen over it.
          hall(
            page(
              'exams/:examId/:setId',
              async () => (await import('@/features/exams/hall/hall-page')).HallPage,
            ),
          ),
          hall(
            page(
              'exams/:examId/:setId/sections',
              async () => (await import('@/features/exams/hall/sections-page')).SectionsPage,
            ),
          ),
          hall(
            page(
              'exams/:examId/:setId/section/:sectionId',
              async () => (await import('@/features/exams/hall/hall-page')).HallPage,
            ),
          ),
          page(
            'exams/:examId/:setId/results',
            async () => (await import('@/features/exams/pages/results-page')).ResultsPage,
          ),
          page(
            'exams/:examId/:setId/analysis',
            async () => (await import('@/features/exams/pages/analysis-page')).AnalysisPage,
          ),
          // The notifications list (issue 13), the bell's "see all".
          page(
            'notifications',
            async () => (await import('@/features/notifications/pages/notifications-page')).NotificationsPage,
          ),
          // The global boards (issue 13) at three addresses; /exam-leaderboard?set=<slug> stays a set's board.
          page(
            'global-leaderboard',
            async () => (await import('@/features/leaderboards/pages/leaderboards-page')).LeaderboardsPage,
          ),
          page(
            'leaderboard',
            async () => (await import('@/features/leaderboards/pages/leaderboards-page')).LeaderboardsPage,
          ),
          page('exam-leaderboard', async () => {
            const [{ LeaderboardPage }, { LeaderboardsPage }] = await Promise.all([
              import('@/features/exams/pages/leaderboard-page'),
              import('@/features/leaderboards/pages/leaderboards-page'),
            ]);
            return function ExamLeaderboardRoute() {
              const [params] = useSearchParams();
              return params.get('set') ? <LeaderboardPage /> : <LeaderboardsPage />;
            };
          }),
          // Admin-only (spec §2): anyone whose role and orgRole are not admin goes to /.
          {
            Component: RequireAdmin,
            children: [
              page(
                'admin-dashboard',
                async () => (await import('@/features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
              ),
              // An institute's dashboard and one student's performance (issue 18): admins, and teachers
              // for their own batches (the API scopes every figure).
              page(
                'organization/admin-dashboard',
                async () =>
                  (await import('@/features/institute-dashboards/pages/admin-dashboard-page'))
                    .AdminDashboardPage,
              ),
              page(
                'organization/student/:studentId/performance',
                async () =>
                  (await import('@/features/institute-dashboards/pages/student-performance-page'))
                    .StudentPerformancePage,
              ),
              // Attendance (issue 18): institute admins and, on this path only, teachers (the gate lets
              // them in); it marks and saves with no network, so the frame shows no offline screen over it.
              offline(
                page(
                  'organization/attendance-management',
                  async () => (await import('@/features/attendance/pages/attendance-page')).AttendancePage,
                ),
              ),
              // An institute admin makes tests of the institute's questions and assigns them (issue 18).
              page(
                'organization/exam-dashboard/manage',
                async () => (await import('@/features/batch-tests/pages/manage-tests-page')).ManageTestsPage,
              ),
              // An institute admin's members, batches, invites and roster import (issue 18).
              page(
                'student-management',
                async () =>
                  (await import('@/features/batches/pages/student-management-page')).StudentManagementPage,
              ),
              // Platform admins only: the pages check the role, as RequireAdmin lets org admins through.
              page(
                'organization/manage',
                async () => (await import('@/features/organisations/pages/manage-page')).ManagePage,
              ),
              page(
                'organization/create',
                async () => (await import('@/features/organisations/pages/create-page')).CreatePage,
              ),
              page(
                'test-upload',
                async () => (await import('@/features/questions/pages/questions-page')).QuestionsPage,
              ),
            ],
          },
        ],
      },
      page('*', async () => (await import('@/app/routes/not-found-page')).NotFoundPage),
    ],
  },
];

/** Paths of the admin-only screens, for guards, menus and tests. */
export const adminOnlyPaths = [
  '/admin-dashboard',
  '/organization/create',
  '/organization/manage',
  '/organization/admin-dashboard',
  '/organization/attendance-management',
  '/organization/student/:studentId/performance',
  '/student-management',
  '/organization/exam-dashboard/manage',
  '/test-upload',
] as const;

export function createAppRouter() {
  return createBrowserRouter(routes);
}
