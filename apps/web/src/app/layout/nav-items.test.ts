import { describe, expect, it } from 'vitest';
import {
  commonNavItems,
  mobileMenuVisible,
  navItemForPath,
  navItemsFor,
  sidebarVisible,
} from '@/app/layout/nav-items';
import { adminOnlyPaths } from '@/app/router';
import en from '@/locales/en/layout.json';
import hi from '@/locales/hi/layout.json';

const paths = (role: string | null, orgRole: string | null, signedIn = false) =>
  navItemsFor({ role, orgRole, signedIn }).map((i) => i.path);

const specOrder = [
  '/',
  '/exams',
  '/mock-test',
  '/quiz',
  '/questions',
  '/notes',
  '/quiz-dashboard',
  '/organization/exam-dashboard',
  '/global-leaderboard',
  '/group-management',
  '/potd',
  '/current-affairs',
  '/flash-card',
  '/study-timer',
  '/purchase',
  '/exam',
  '/about',
  '/contact-us',
  '/feedback',
  '/privacy-policy',
  '/terms-conditions',
  '/signin',
  '/language-selector',
  '/potd-management',
];

describe('navigation items', () => {
  it('gives a student the spec’s links in the spec’s order, and nothing admin-only', () => {
    expect(paths('user', null)).toEqual(specOrder);
    expect(paths('user', 'member')).toEqual(specOrder);
  });

  it('adds Admin Dashboard, Organizations Management, User Feedback and Test Upload for a platform admin', () => {
    expect(paths('admin', null)).toEqual([
      ...specOrder,
      '/admin-dashboard',
      '/organization/manage',
      '/user-feedback',
      '/test-upload',
    ]);
    expect(paths('user', 'admin')).not.toContain('/test-upload');
  });

  it('never offers Sign in to someone who is signed in (issue 10)', () => {
    expect(paths('user', null, true)).toEqual(specOrder.filter((p) => p !== '/signin'));
    expect(paths('admin', 'admin', true)).not.toContain('/signin');
    expect(paths('user', null, false)).toContain('/signin');
  });

  it('adds the Organization Dashboard only for an organisation admin', () => {
    expect(paths('user', 'admin')).toEqual([
      ...specOrder,
      '/organization/admin-dashboard',
      '/student-management',
      '/organization/attendance-management',
    ]);
    expect(paths('admin', null)).not.toContain('/organization/admin-dashboard');
    expect(paths('admin', 'admin')).toContain('/organization/admin-dashboard');
  });

  it('offers Students and Batches to institute admins only (issue 18)', () => {
    expect(paths('user', 'admin')).toContain('/student-management');
    for (const orgRole of ['teacher', 'member', null])
      expect(paths('user', orgRole)).not.toContain('/student-management');
    const item = navItemsFor({ role: 'user', orgRole: 'admin' }).find(
      (i) => i.path === '/student-management',
    );
    expect(hi.nav[item?.labelKey as keyof typeof hi.nav]).toBe('छात्र और बैच');
    expect(en.nav[item?.labelKey as keyof typeof en.nav]).toBe('Students and Batches');
    expect(navItemForPath('/student-management')?.labelKey).toBe('studentManagement');
  });

  it('offers Attendance to institute admins and teachers, not to students (issue 18)', () => {
    expect(paths('user', 'teacher')).toEqual([
      ...specOrder,
      '/organization/admin-dashboard',
      '/organization/attendance-management',
    ]);
    expect(paths('user', 'member')).not.toContain('/organization/attendance-management');
    expect(paths('user', null)).not.toContain('/organization/attendance-management');
    const item = navItemsFor({ role: 'user', orgRole: 'teacher' }).at(-1);
    expect(hi.nav[item?.labelKey as keyof typeof hi.nav]).toBe('उपस्थिति');
    expect(en.nav[item?.labelKey as keyof typeof en.nav]).toBe('Attendance');
  });

  it('offers a teacher their batches’ dashboard under its own name, not the admins’ link (issue 18)', () => {
    const item = navItemsFor({ role: 'user', orgRole: 'teacher' }).find(
      (i) => i.path === '/organization/admin-dashboard',
    );
    expect(hi.nav[item?.labelKey as keyof typeof hi.nav]).toBe('मेरे बैच');
    expect(en.nav[item?.labelKey as keyof typeof en.nav]).toBe('My batches');
    expect(paths('user', 'member')).not.toContain('/organization/admin-dashboard');
  });

  it('names /potd-management for what each reader finds there: the calendar or the archive', () => {
    const label = (role: string) =>
      navItemsFor({ role, orgRole: null }).find((i) => i.path === '/potd-management');
    expect(label('admin')?.labelKey).toBe('potdManagement');
    expect(label('user')?.labelKey).toBe('potdArchive');
    for (const role of ['admin', 'user'])
      for (const item of navItemsFor({ role, orgRole: null })) {
        expect(hi.nav[item.labelKey as keyof typeof hi.nav], item.labelKey).toBeTruthy();
        expect(en.nav[item.labelKey as keyof typeof en.nav], item.labelKey).toBeTruthy();
      }
  });

  it('has a Hindi and an English label for every item', () => {
    for (const item of navItemsFor({ role: 'admin', orgRole: 'admin' })) {
      expect(hi.nav[item.labelKey as keyof typeof hi.nav], item.labelKey).toBeTruthy();
      expect(en.nav[item.labelKey as keyof typeof en.nav], item.labelKey).toBeTruthy();
    }
  });

  it('links only to admin-only screens that exist in the route table', () => {
    const adminLinks = navItemsFor({ role: 'admin', orgRole: 'admin' })
      .map((i) => i.path)
      .filter((p) => !commonNavItems.some((c) => c.path === p) && p !== '/user-feedback');
    for (const path of adminLinks) expect(adminOnlyPaths).toContain(path);
  });

  it('names a route by its closest nav item', () => {
    expect(navItemForPath('/quiz')?.labelKey).toBe('quiz');
    expect(navItemForPath('/quiz/maths/algebra')?.labelKey).toBe('quiz');
    expect(navItemForPath('/exam')?.labelKey).toBe('examBlogs');
    expect(navItemForPath('/exams/ssc/hi')?.labelKey).toBe('exams');
    expect(navItemForPath('/organization/admin-dashboard')?.labelKey).toBe('orgDashboard');
    expect(navItemForPath('/study-timer')?.labelKey).toBe('studyTimer');
  });
});

describe('sidebar and mobile menu visibility', () => {
  const signedIn = { token: 't', language: 'hi' };

  it('shows the sidebar only with a token and a chosen language, never on sign-in or sign-up', () => {
    expect(sidebarVisible({ pathname: '/quiz', ...signedIn })).toBe(true);
    expect(sidebarVisible({ pathname: '/', ...signedIn })).toBe(true);
    expect(sidebarVisible({ pathname: '/signin', ...signedIn })).toBe(false);
    expect(sidebarVisible({ pathname: '/signup', ...signedIn })).toBe(false);
    expect(sidebarVisible({ pathname: '/quiz', token: null, language: 'hi' })).toBe(false);
    expect(sidebarVisible({ pathname: '/quiz', token: 't', language: null })).toBe(false);
  });

  it('offers the mobile menu only when signed in and a language is chosen', () => {
    expect(mobileMenuVisible(signedIn)).toBe(true);
    expect(mobileMenuVisible({ token: null, language: 'en' })).toBe(false);
    expect(mobileMenuVisible({ token: 't', language: null })).toBe(false);
  });
});
