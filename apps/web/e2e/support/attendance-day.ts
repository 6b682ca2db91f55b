import type { Page } from 'playwright-core';

/**
 * A day's marks of the institute's first batch as the server has them, read with the page's own
 * token (the signed-in teacher's or admin's).
 */
export async function serverDay(page: Page, day: string) {
  return page.evaluate(async (d) => {
    const token = localStorage.getItem('token');
    const org = localStorage.getItem('organizationId');
    const headers = { Authorization: `Bearer ${token}` };
    const batches = await (await fetch(`/api/organisations/${org}/batches`, { headers })).json();
    const batch = batches.data[0].id;
    const res = await fetch(`/api/organisations/${org}/attendance/${batch}/${d}`, { headers });
    return (await res.json()) as { students: { name: string; mark: { status: string } | null }[] };
  }, day);
}
