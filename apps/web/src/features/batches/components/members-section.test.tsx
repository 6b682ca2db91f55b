import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

/** The member rows of /student-management: one menu per row, a dialog per choice (docs/institutes.md). */
const org = 'o1';
const morning = {
  id: 'b1',
  name: 'SSC CGL सुबह 2026',
  examKey: null,
  studentCount: 2,
  teacherCount: 1,
  archivedAt: null,
};
const evening = { ...morning, id: 'b2', name: 'Bank PO शाम' };
const asha = {
  id: 'u-asha',
  name: 'आशा वर्मा',
  username: 'asha',
  email: 'asha@example.in',
  orgRole: 'member',
  deactivatedAt: null,
  batches: [{ id: 'b1', name: morning.name, role: 'student' }],
};
const gupta = {
  ...asha,
  id: 'u-gupta',
  name: 'Gupta Sir',
  username: 'gupta',
  email: 'gupta@example.in',
  orgRole: 'teacher',
  batches: [{ id: 'b2', name: evening.name, role: 'teacher' }],
};

function api(onWrite: (url: string, method: string) => Response | undefined = () => undefined) {
  return mockFetch(({ url, method }) => {
    if (method !== 'GET') return onWrite(url, method) ?? jsonResponse(200, { batch: morning });
    if (url.startsWith(`/api/organisations/${org}/batches`))
      return jsonResponse(200, { data: [morning, evening] });
    if (url.startsWith(`/api/organisations/${org}/invites`)) return jsonResponse(200, { data: [] });
    if (url.startsWith(`/api/organisations/${org}/members`))
      return jsonResponse(200, {
        organisation: { id: org, name: 'Gyan Path', slug: 'gyan' },
        data: [asha, gupta],
        meta: { page: 1, limit: 20, total: 2, pages: 1 },
      });
    return jsonResponse(200, {});
  });
}

async function open(language: 'hi' | 'en') {
  seedSession();
  writeItem('orgRole', 'admin');
  writeItem('organizationId', org);
  return renderApp('/student-management', { language });
}

describe('member rows', { timeout: 30_000 }, () => {
  it("links a student's name to their performance page; a teacher's name is no link", async () => {
    api();
    await open('en');
    expect(await screen.findByRole('link', { name: 'आशा वर्मा' })).toHaveAttribute(
      'href',
      '/organization/student/u-asha/performance',
    );
    expect(screen.queryByRole('link', { name: 'Gupta Sir' })).not.toBeInTheDocument();
  });

  it('moves a student to another batch from the row menu, in Hindi', async () => {
    const { calls } = api();
    const { user } = await open('hi');
    await user.click(await screen.findByRole('button', { name: 'आशा वर्मा के लिए विकल्प' }));
    await user.click(await screen.findByRole('menuitem', { name: 'दूसरे बैच में भेजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'दूसरे बैच में भेजें' });
    // Nothing chosen yet: said under the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    expect(await within(dialog).findByText('वह बैच चुनें जिसमें भेजना है।')).toBeInTheDocument();
    // The batch they are in is not offered as a target.
    const to = within(dialog).getByLabelText('किस बैच में');
    expect(within(to).queryByRole('option', { name: morning.name })).not.toBeInTheDocument();
    await user.selectOptions(to, evening.name);
    await user.click(within(dialog).getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const move = calls.find((c) => c.method === 'POST');
    expect(move?.url).toBe(`/api/organisations/${org}/batches/b1/students/u-asha/move`);
    expect(move?.body).toEqual({ toBatchId: 'b2' });
  });

  it('takes a student out of a batch after one confirmation', async () => {
    const { calls } = api();
    const { user } = await open('en');
    await user.click(await screen.findByRole('button', { name: 'Actions for आशा वर्मा' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Take out of a batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take out of a batch' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Take out' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        `/api/organisations/${org}/batches/b1/students/u-asha`,
      ),
    );
  });

  it('unassigns a teacher from their batch, and shows a refusal in the dialog', async () => {
    const { calls } = api((url, method) =>
      method === 'DELETE' && url.includes('/teachers/')
        ? errorResponse(404, { code: 'NOT_FOUND', message: 'No such teacher in this batch' })
        : undefined,
    );
    const { user } = await open('en');
    await user.click(await screen.findByRole('button', { name: 'Actions for Gupta Sir' }));
    // A teacher's menu has no move: moving is for students.
    expect(screen.queryByRole('menuitem', { name: 'Move to another batch' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Unassign from a batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unassign from a batch' });
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        `/api/organisations/${org}/batches/b2/teachers/u-gupta`,
      ),
    );
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });
});
