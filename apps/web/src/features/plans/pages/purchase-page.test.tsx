import { defaultPlanKeys, plans } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const orgId = '00000000-0000-4000-8000-0000000000aa';
const catalogue = { data: plans, defaults: defaultPlanKeys };
const sub = (over: object = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  planKey: 'student_plus',
  audience: 'student',
  organizationId: null,
  status: 'active',
  amountPaise: 0,
  currency: 'INR',
  receiptNumber: 'AB-20261122-7KQ2XM',
  paymentReference: 'free_x',
  startedAt: '2026-11-22T10:00:00.000Z',
  endedAt: null,
  ...over,
});

beforeEach(() => localStorage.clear());

describe('/purchase', { timeout: 20_000 }, () => {
  it('shows the free plans in Hindi; choosing Plus records it, says so with the receipt and stores selectedSubscription', async () => {
    seedSession();
    let chosen: ReturnType<typeof sub> | null = null;
    const { calls } = mockFetch(({ url, method }) => {
      if (url === '/api/plans') return jsonResponse(200, catalogue);
      if (url === '/api/plans/mine')
        return jsonResponse(200, {
          student: { planKey: chosen?.planKey ?? 'student_basic', subscription: chosen },
          institute: null,
        });
      if (url === '/api/plans/subscriptions' && method === 'POST') {
        chosen = sub();
        return jsonResponse(200, { subscription: chosen, changed: true });
      }
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/purchase');
    const plus = await screen.findByTestId('plan-student_plus');
    expect(within(plus).getByText('प्लस')).toBeInTheDocument();
    expect(within(plus).getByText('लाइव मॉक टेस्ट और अखिल भारतीय रैंक')).toBeInTheDocument();
    expect(within(plus).getByText(/₹0/)).toBeInTheDocument();
    expect(screen.getByTestId('plan-status')).toHaveTextContent('आपने अभी कोई प्लान नहीं चुना है');
    // No institute plans for someone who administers no institute.
    expect(screen.queryByTestId('plan-institute_10')).not.toBeInTheDocument();
    expect(readItem('selectedSubscription')).toBeNull();

    await user.click(within(plus).getByRole('button', { name: 'प्लस चुनें' }));
    expect(await screen.findByText(/प्लस अब आपका प्लान है। रसीद AB-20261122-7KQ2XM/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ planKey: 'student_plus' });
    expect(JSON.parse(readItem('selectedSubscription') ?? 'null')).toMatchObject({
      planKey: 'student_plus',
      receiptNumber: 'AB-20261122-7KQ2XM',
    });
    // The list reads the server again: Plus is now marked as the plan and cannot be chosen twice.
    expect(
      await within(screen.getByTestId('plan-student_plus')).findByRole('button', { name: 'प्लस: आपका प्लान' }),
    ).toBeDisabled();
    expect(within(screen.getByTestId('plan-status')).getByRole('link', { name: 'रसीद देखें' })).toHaveAttribute(
      'href',
      '/purchase/receipt/00000000-0000-4000-8000-000000000001',
    );
  });

  it("shows an institute's admin its plans and seats, and says why a smaller plan is refused", async () => {
    seedSession();
    const { calls } = mockFetch(({ url, method, body }) => {
      if (url === '/api/plans') return jsonResponse(200, catalogue);
      if (url === '/api/plans/mine')
        return jsonResponse(200, {
          student: { planKey: 'student_basic', subscription: null },
          institute: {
            organizationId: orgId,
            organisationName: 'Saraswati Coaching',
            // Never chosen: the default plan, with words of its own for an institute.
            planKey: 'institute_500',
            subscription: null,
            students: 12,
            studentLimit: 500,
          },
        });
      if (method === 'POST' && (body as { planKey?: string }).planKey === 'institute_50')
        return jsonResponse(200, {
          subscription: sub({ planKey: 'institute_50', audience: 'institute', organizationId: orgId }),
          changed: true,
        });
      if (method === 'POST')
        return errorResponse(409, {
          code: 'PLAN_STUDENT_LIMIT',
          field: 'planKey',
          rule: 'validation.plans.belowStudents',
        });
      return jsonResponse(200, {});
    });
    const { user } = await renderApp('/purchase', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Plan of Saraswati Coaching' })).toBeInTheDocument();
    expect(screen.getByTestId('institute-seats')).toHaveTextContent('12 of 500 students');
    expect(screen.getByText(/No plan has been chosen for the institute yet/)).toBeInTheDocument();
    const ten = screen.getByTestId('plan-institute_10');
    expect(within(ten).getByText('Up to 10 students')).toBeInTheDocument();
    await user.click(within(ten).getByRole('button', { name: 'Choose Institute 10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your institute already has more students than this plan allows. Choose a larger plan.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      planKey: 'institute_10',
      organizationId: orgId,
    });
    // A plan that fits is recorded for the institute, in the institute's words.
    await user.click(screen.getByRole('button', { name: 'Choose Institute 50' }));
    expect(
      await screen.findByText(/Institute 50 is now the institute's plan\. Receipt AB-20261122-7KQ2XM/),
    ).toBeInTheDocument();
    // An institute's plan is not the person's own: nothing is stored for it.
    expect(readItem('selectedSubscription')).toBeNull();
  });

  it('prints a receipt that names the plan, the payer and ₹0.00', async () => {
    seedSession();
    mockFetch(({ url }) => {
      if (url.endsWith('/receipt'))
        return jsonResponse(200, {
          receiptNumber: 'AB-20261122-7KQ2XM',
          subscriptionId: sub().id,
          planKey: 'student_plus',
          planName: { hi: 'प्लस', en: 'Plus' },
          payer: { kind: 'student', name: 'Asha Verma' },
          amountPaise: 0,
          currency: 'INR',
          status: 'ended',
          provider: 'free',
          paymentReference: 'free_abc',
          issuedAt: '2026-11-22T10:00:00.000Z',
          endedAt: '2026-11-23T10:00:00.000Z',
        });
      return jsonResponse(200, {});
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderApp(`/purchase/receipt/${sub().id}`, { language: 'en' });
    expect(await screen.findByText('AB-20261122-7KQ2XM')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('₹0.00 (INR)')).toBeInTheDocument();
    expect(screen.getByText('Ended', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says a receipt of another account is not found', async () => {
    seedSession();
    mockFetch(() => errorResponse(404, { code: 'NOT_FOUND' }));
    await renderApp(`/purchase/receipt/${sub().id}`, { language: 'en' });
    expect(await screen.findByText('No such receipt. It may belong to another account.')).toBeInTheDocument();
  });
});
