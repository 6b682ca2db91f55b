import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { dashboard, org } from '../test-fixtures';

function open(orgRole: 'admin' | 'teacher', body = dashboard) {
  seedSession();
  writeItem('orgRole', orgRole);
  writeItem('organizationId', org);
  return mockFetch(({ url }) => {
    if (url === `/api/organisations/${org}/dashboard`) return jsonResponse(200, body);
    if (url.startsWith('/api/notifications'))
      return jsonResponse(200, { data: [], meta: { page: 1, limit: 20, total: 0, pages: 1 } });
    return jsonResponse(200, {});
  });
}

describe('/organization/admin-dashboard', { timeout: 30_000 }, () => {
  it("shows the institute's figures from the API, each leading where it is made (English)", async () => {
    const { callsTo } = open('admin');
    await renderApp('/organization/admin-dashboard', { language: 'en' });
    const students = await screen.findByTestId('stat-students');
    expect(students).toHaveTextContent('30');
    expect(screen.getByText('2 deactivated')).toBeInTheDocument();
    expect(students.closest('a')).toHaveAttribute('href', '/student-management');
    expect(screen.getByTestId('stat-active')).toHaveTextContent('21');
    expect(screen.getByTestId('stat-tests').closest('a')).toHaveAttribute(
      'href',
      '/organization/exam-dashboard',
    );
    expect(screen.getByTestId('stat-average')).toHaveTextContent('58.4%');
    expect(screen.getByTestId('stat-accuracy')).toHaveTextContent('67%');
    expect(screen.getByText('over 4,210 answers')).toBeInTheDocument();
    expect(screen.getByTestId('stat-attendance')).toHaveTextContent('88%');
    // The week's chart: a bar a day, today's 11 students, and the same in words for screen readers.
    expect(screen.getByTestId('week-chart').querySelector('[data-day="2026-11-28"]')).toHaveAttribute(
      'data-minutes',
      '11',
    );
    expect(screen.getByTestId('week-summary')).toHaveTextContent('21 students active this week.');
    const upcoming = screen.getByTestId('upcoming-tests');
    expect(within(upcoming).getByRole('link', { name: /Weekly test 1/ })).toHaveAttribute(
      'href',
      '/organization/exam-dashboard',
    );
    expect(
      within(screen.getByTestId('recent-tests')).getByText(/18 of 20 took it · average 61.5%/),
    ).toBeInTheDocument();
    const weak = screen.getByTestId(`weak-${dashboard.batches[0]?.id}`);
    expect(within(weak).getByRole('link', { name: 'Questions of Average' })).toHaveAttribute(
      'href',
      '/questions/maths/average',
    );
    expect(within(weak).getByText('Average · 35%')).toBeInTheDocument();
    expect(callsTo(`/api/organisations/${org}/dashboard`)[0]?.headers.authorization).toBe('Bearer access-0');
  });

  it("tells a teacher the figures are their batches', and sends students to the roster (Hindi)", async () => {
    open('teacher', { ...dashboard, scope: 'teacher', batches: [] });
    await renderApp('/organization/admin-dashboard', { language: 'hi' });
    expect(await screen.findByText(/केवल आपके अपने बैचों के हैं/)).toBeInTheDocument();
    expect(screen.getByTestId('stat-students').closest('a')).toHaveAttribute(
      'href',
      '/organization/attendance-management',
    );
    expect(screen.getByText('अभी कोई बैच नहीं है')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'विद्यार्थी और बैच सँभालें' })).not.toBeInTheDocument();
  });
});
