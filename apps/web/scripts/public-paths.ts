/**
 * The one list of public pages: prerendered at build time and listed in sitemap.xml.
 * A page that renders `noindex` (PageMeta) or redirects is left out of both automatically,
 * so a path may be listed before its page exists.
 */
import { examInfoCards } from '@abhyas/core';

export const publicPaths: string[] = [
  '/',
  '/about',
  '/exam',
  ...examInfoCards.map((card) => `/exam/${card.id}`),
  '/contact-us',
  '/feedback',
  '/learning-style',
  '/privacy-policy',
  '/terms-conditions',
  '/signin',
  '/signup',
];

/** Areas a crawler has no business in: the API and the signed-in and admin screens. */
export const disallowedPaths: string[] = [
  '/api/',
  '/quiz-dashboard',
  '/user-dashboard',
  '/admin-dashboard',
  '/organization/',
  '/student-management',
  '/potd-management',
  '/user-feedback',
  '/group-chat/',
  '/group-management',
  '/purchase',
  '/notes',
  '/pdf-download',
  '/reset-password',
];
