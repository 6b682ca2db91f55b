import { indianDayOf } from '@abhyas/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/storage';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

// The queue's IndexedDB, in memory: what the page keeps "on the device" is read back from here.
const device = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../lib/idb-store', () => ({
  idbQueueStore: {
    get: async (key: string) => structuredClone(device.get(key)),
    set: async (key: string, value: unknown) => void device.set(key, structuredClone(value)),
  },
}));

const org = 'o1';
const today = indianDayOf(Date.now());
const dayUrl = `/api/organisations/${org}/attendance/b1/${today}`;
const students = [
  { id: 's1', name: 'अंकित कुमार', username: 'ankit', mark: null },
  { id: 's2', name: 'भावना शर्मा', username: 'bhavna', mark: null },
  { id: 's3', name: 'चेतन यादव', username: 'chetan', mark: null },
];
const dayView = {
  batch: { id: 'b1', name: 'SSC CGL सुबह 2026' },
  institute: { id: org, name: 'सरस्वती कोचिंग' },
  day: today,
  today,
  students,
};
const batches = {
  data: [
    { id: 'b1', name: 'SSC CGL सुबह 2026', examKey: null, studentCount: 3, teacherCount: 1, archivedAt: null },
  ],
};

function seedTeacher() {
  device.clear();
  seedSession();
  writeItem('orgRole', 'teacher');
  writeItem('organizationId', org);
}

/** The server's answer to a PUT of `call`: every mark saved, no conflicts unless given. */
const saved = (call: RecordedCall, conflicts: unknown[] = []) => {
  const body = call.body as {
    marks: { userId: string; status: string; note: string }[];
    clientSavedAt: number;
  };
  return jsonResponse(200, {
    ...dayView,
    students: students.map((s) => {
      const m = body.marks.find((x) => x.userId === s.id);
      return {
        ...s,
        mark: m
          ? {
              status: m.status,
              note: m.note,
              markedBy: { id: 'u_1', name: 'Asha Verma' },
              markedAt: '2026-11-28T05:00:00.000Z',
            }
          : null,
      };
    }),
    saved: body.marks.length - conflicts.length,
    changed: 0,
    conflicts,
    clientSavedAt: body.clientSavedAt,
  });
};

const serve = (onPut: (call: RecordedCall) => Response | Promise<Response>) =>
  mockFetch((call) => {
    if (call.url.startsWith(`/api/organisations/${org}/batches`)) return jsonResponse(200, batches);
    if (call.url === dayUrl && call.method === 'PUT') return onPut(call);
    if (call.url === dayUrl) return jsonResponse(200, dayView);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  });

const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

describe('/organization/attendance-management', { timeout: 30_000 }, () => {
  it('marks all present, makes one absent, and one Save sends the whole day in one PUT', async () => {
    seedTeacher();
    const { calls } = serve((call) => saved(call));
    const { user } = await renderApp('/organization/attendance-management', { language: 'en' });
    expect(await screen.findByText('अंकित कुमार')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    const bhavna = screen.getByRole('radiogroup', { name: 'भावना शर्मा' });
    await user.click(within(bhavna).getByRole('radio', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance (3)' }));

    await screen.findByText(/Saved: SSC CGL सुबह 2026/);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toEqual({
      marks: [
        { userId: 's1', status: 'present', note: '', basedOn: null },
        { userId: 's2', status: 'absent', note: '', basedOn: null },
        { userId: 's3', status: 'present', note: '', basedOn: null },
      ],
      clientSavedAt: expect.any(Number),
    });
    // Acknowledged: nothing left waiting on the device.
    expect(device.get('attendance:queue:u_1')).toEqual([]);
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
  });

  it('keeps a day saved offline on the device, says so, and sends it when the network returns', async () => {
    seedTeacher();
    let network = true;
    const { calls } = serve((call) => saved(call));
    const { user } = await renderApp('/organization/attendance-management', { language: 'hi' });
    expect(await screen.findByText('चेतन यादव')).toBeInTheDocument();

    // The signal goes: every call fails to reach the server.
    network = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchNow = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!network) throw new TypeError('Failed to fetch');
        return fetchNow(input, init);
      }),
    );
    act(() => void window.dispatchEvent(new Event('offline')));

    await user.click(screen.getByRole('button', { name: 'सभी को उपस्थित करें' }));
    await user.click(screen.getByRole('button', { name: 'उपस्थिति सहेजें (3)' }));
    expect(await screen.findByText('1 दिन की हाज़िरी भेजना बाकी है')).toBeInTheDocument();
    expect(screen.getByText(/नेटवर्क नहीं है। SSC CGL सुबह 2026/)).toBeInTheDocument();
    expect(screen.getAllByText('भेजना बाकी')).toHaveLength(3);
    const kept = device.get('attendance:queue:u_1') as { day: string; marks: { status: string }[] }[];
    expect(kept).toHaveLength(1);
    expect(kept[0]?.day).toBe(today);
    expect(kept[0]?.marks.map((m) => m.status)).toEqual(['present', 'present', 'present']);
    expect(puts(calls)).toHaveLength(0);

    // The network returns: the day is sent once, the banner clears, the teacher is told.
    network = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('सर्वर पर भेज दी गई')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/भेजना बाकी है/)).not.toBeInTheDocument());
    expect(puts(calls)).toHaveLength(1);
    expect(device.get('attendance:queue:u_1')).toEqual([]);
  });

  it('shows a newer mark from someone else as a conflict; "use mine" resends it based on theirs', async () => {
    seedTeacher();
    const theirs = {
      status: 'excused',
      note: 'शादी',
      markedBy: { id: 'a1', name: 'प्रधानाचार्य' },
      markedAt: '2026-11-28T06:00:00.000Z',
    };
    let first = true;
    const { calls } = serve((call) => {
      if (!first) return saved(call);
      first = false;
      return saved(call, [
        { userId: 's2', name: 'भावना शर्मा', yours: { status: 'absent', note: '' }, theirs },
      ]);
    });
    const { user } = await renderApp('/organization/attendance-management', { language: 'en' });
    await screen.findByText('भावना शर्मा');
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'भावना शर्मा' })).getByRole('radio', { name: 'Absent' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save attendance (3)' }));

    const conflict = await screen.findByRole('region', { name: 'Someone changed these marks meanwhile' });
    expect(within(conflict).getByText('Yours: Absent')).toBeInTheDocument();
    expect(within(conflict).getByText(/Saved by प्रधानाचार्य .*: Excused leave/)).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Use mine' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.body).toEqual({
      marks: [{ userId: 's2', status: 'absent', note: '', basedOn: theirs.markedAt }],
      clientSavedAt: expect.any(Number),
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Someone changed these marks meanwhile' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('opened with no network, shows the roster kept on the phone and keeps the day there', async () => {
    seedTeacher();
    // An earlier visit kept the batch list and the batch's roster (of another day).
    device.set(`attendance:batches:${org}`, batches);
    device.set(`attendance:roster:${org}:b1`, { ...dayView, day: '2026-11-20' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = await renderApp('/organization/attendance-management', { language: 'en' });
    expect(await screen.findByText('No network: showing the roster kept on this phone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance (3)' }));
    expect(await screen.findByText('1 day is waiting to be sent')).toBeInTheDocument();
    const kept = device.get('attendance:queue:u_1') as { day: string; marks: unknown[] }[];
    expect(kept.map((d) => [d.day, d.marks.length])).toEqual([[today, 3]]);
  });
});
