import {
  BadgeIndianRupee,
  BarChart3,
  BookOpen,
  Building2,
  CalendarCheck,
  ClipboardList,
  Contact,
  FileQuestion,
  FileText,
  Flame,
  GraduationCap,
  House,
  Info,
  Languages,
  Layers,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessagesSquare,
  Newspaper,
  Radio,
  ScrollText,
  Settings,
  ShieldCheck,
  Timer,
  Trophy,
  Upload,
  UserCheck,
  Users,
} from 'lucide-react';

export interface NavItem {
  path: string;
  /** Key under `layout.nav`. */
  labelKey: string;
  icon: LucideIcon;
}

/**
 * Spec §2 "Layout": the links every reader of the menu sees, in the spec's order, plus the study
 * timer and the plans after the flash cards (the spec's list lacks it, and a route no menu reaches is one a
 * student never finds; issue 17).
 */
export const commonNavItems: readonly NavItem[] = [
  { path: '/', labelKey: 'home', icon: House },
  { path: '/exams', labelKey: 'exams', icon: ClipboardList },
  { path: '/mock-test', labelKey: 'mockTest', icon: Radio },
  { path: '/quiz', labelKey: 'quiz', icon: FileQuestion },
  { path: '/questions', labelKey: 'questions', icon: BookOpen },
  { path: '/notes', labelKey: 'notes', icon: FileText },
  { path: '/quiz-dashboard', labelKey: 'quizDashboard', icon: LayoutDashboard },
  { path: '/organization/exam-dashboard', labelKey: 'examDashboard', icon: BarChart3 },
  { path: '/global-leaderboard', labelKey: 'leaderboard', icon: Trophy },
  { path: '/group-management', labelKey: 'groups', icon: Users },
  { path: '/potd', labelKey: 'potd', icon: Flame },
  { path: '/current-affairs', labelKey: 'currentAffairs', icon: Newspaper },
  { path: '/flash-card', labelKey: 'flashCards', icon: Layers },
  { path: '/study-timer', labelKey: 'studyTimer', icon: Timer },
  // Plans (spec §2 lists /purchase but no link to it; issue 20): a student and an institute admin find them here.
  { path: '/purchase', labelKey: 'plans', icon: BadgeIndianRupee },
  { path: '/exam', labelKey: 'examBlogs', icon: GraduationCap },
  { path: '/about', labelKey: 'about', icon: Info },
  { path: '/contact-us', labelKey: 'contact', icon: Mail },
  { path: '/feedback', labelKey: 'feedback', icon: MessageSquare },
  { path: '/privacy-policy', labelKey: 'privacy', icon: ShieldCheck },
  { path: '/terms-conditions', labelKey: 'terms', icon: ScrollText },
  { path: '/signin', labelKey: 'signin', icon: LogIn },
  { path: '/language-selector', labelKey: 'language', icon: Languages },
  { path: '/potd-management', labelKey: 'potdManagement', icon: CalendarCheck },
];

/** Shown to platform admins (stored `role` === 'admin'). */
export const platformAdminNavItems: readonly NavItem[] = [
  { path: '/admin-dashboard', labelKey: 'adminDashboard', icon: Settings },
  { path: '/organization/manage', labelKey: 'organizations', icon: Building2 },
  { path: '/user-feedback', labelKey: 'userFeedback', icon: MessagesSquare },
  // The admins' working tool for sets, questions, reports and candidates (issue 4).
  { path: '/test-upload', labelKey: 'testUpload', icon: Upload },
];

/** Shown only to organisation admins (stored `orgRole` === 'admin'). */
export const orgAdminNavItems: readonly NavItem[] = [
  { path: '/organization/admin-dashboard', labelKey: 'orgDashboard', icon: Building2 },
  // Members, batches, teachers, invites and the roster import (issue 18; docs/institutes.md).
  { path: '/student-management', labelKey: 'studentManagement', icon: Contact },
];

/**
 * Shown to teachers only: the institute's dashboard scoped to the batches they teach. The spec's
 * "Organization Dashboard" link stays the admins' (spec §2), so the teacher's is named for what
 * they find there.
 */
export const orgTeacherNavItems: readonly NavItem[] = [
  { path: '/organization/admin-dashboard', labelKey: 'myBatches', icon: Building2 },
];

/** Shown to an institute's admins and teachers: a teacher's whole job is marking attendance (issue 18). */
export const orgStaffNavItems: readonly NavItem[] = [
  { path: '/organization/attendance-management', labelKey: 'attendance', icon: UserCheck },
];

export interface Roles {
  role: string | null;
  orgRole: string | null;
  /** A signed-in reader is never offered Sign in (the menus exist only for them, spec §2). */
  signedIn?: boolean;
}

/**
 * /potd-management is the admins' calendar; a student finds there the archive of past problems, so
 * for them it is named for that (issue 17).
 */
export const potdManagementLabel = (role: string | null) =>
  role === 'admin' ? 'potdManagement' : 'potdArchive';

export function navItemsFor({ role, orgRole, signedIn = false }: Roles): NavItem[] {
  return [
    ...commonNavItems
      .filter((item) => !(signedIn && item.path === '/signin'))
      .map((item) =>
        item.path === '/potd-management' ? { ...item, labelKey: potdManagementLabel(role) } : item,
      ),
    ...(role === 'admin' ? platformAdminNavItems : []),
    ...(orgRole === 'admin' ? orgAdminNavItems : []),
    ...(orgRole === 'teacher' ? orgTeacherNavItems : []),
    ...(orgRole === 'admin' || orgRole === 'teacher' ? orgStaffNavItems : []),
  ];
}

/** Every item any role may see, for naming a route (the coming-soon page) whoever reads it. */
export const allNavItems: readonly NavItem[] = [
  ...commonNavItems,
  ...platformAdminNavItems,
  ...orgAdminNavItems,
  ...orgStaffNavItems,
];

/** The nav item whose path is `pathname` or its closest ancestor ("/quiz/maths" → Quizzes); "/" only matches itself. */
export function navItemForPath(pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of allNavItems) {
    const matches =
      item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}

/** Whether `pathname` is the item's page or below it, for aria-current. */
export function isActive(item: NavItem, pathname: string): boolean {
  return item.path === '/'
    ? pathname === '/'
    : pathname === item.path || pathname.startsWith(`${item.path}/`);
}

export interface LayoutState {
  pathname: string;
  token: string | null;
  language: string | null;
}

/** Spec §2: the desktop sidebar hides on /signin and /signup, without a token, or without a chosen language. */
export function sidebarVisible({ pathname, token, language }: LayoutState): boolean {
  if (pathname === '/signin' || pathname === '/signup') return false;
  return token !== null && language !== null;
}

/** Spec §2: the mobile slide-in menu exists only when signed in and a language is chosen. */
export function mobileMenuVisible({ token, language }: Pick<LayoutState, 'token' | 'language'>): boolean {
  return token !== null && language !== null;
}
