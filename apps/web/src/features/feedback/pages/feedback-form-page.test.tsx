import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, testUser } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';

const receipt = { id: '7b0a0c1e-0000-4000-8000-000000000001', createdAt: '2026-11-22T10:00:00.000Z' };
const feedbackCalls = <C extends { url: string }>(calls: C[]) =>
  calls.filter((c) => c.url === '/api/feedback');

describe('contact-us and feedback form', { timeout: 20_000 }, () => {
  it('refuses bad input in the browser, under each field, and sends nothing', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, receipt));
    const { user } = await renderApp('/contact-us', { language: 'en' });
    await user.type(await screen.findByLabelText('Your name'), 'R');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Mobile number (optional)'), '12345');
    await user.type(screen.getByLabelText('Message'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByLabelText('What is it about?')).toHaveAccessibleDescription(
      'Choose what your message is about.',
    );
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a 10-digit Indian mobile number'),
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining('Write at least 10 characters.'),
    );
    expect(screen.getByLabelText('What is it about?')).toHaveFocus();
    expect(feedbackCalls(calls)).toHaveLength(0);
  });

  it('sends a contact-us message in Hindi and shows that it was sent', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, receipt));
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = await renderApp('/contact-us?topic=institute-demo');
    expect(await screen.findByRole('heading', { name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('किस बारे में है?')).toHaveValue('institute-demo');
    await user.type(screen.getByLabelText('आपका नाम'), 'राधा कुमारी');
    await user.type(screen.getByLabelText('ईमेल'), 'Radha@Example.in');
    await user.type(screen.getByLabelText('मोबाइल नंबर (वैकल्पिक)'), '98765 43210');
    await user.type(screen.getByLabelText('संदेश'), 'हमारे संस्थान के लिए डेमो चाहिए।');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));

    // The confirmation replaces the long form: it comes into view and its heading takes focus.
    const sent = await screen.findByRole('heading', { name: 'संदेश भेज दिया गया' });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(scrolled).toEqual([sent]);
    expect(feedbackCalls(calls)[0]).toMatchObject({
      method: 'POST',
      body: {
        formType: 'contact-us',
        name: 'राधा कुमारी',
        email: 'Radha@Example.in',
        phone: '98765 43210',
        topic: 'institute-demo',
        message: 'हमारे संस्थान के लिए डेमो चाहिए।',
      },
    });
  });

  it('asks for a rating and a part on /feedback, then sends them', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, receipt));
    const { user } = await renderApp('/feedback', { language: 'en' });
    await user.type(await screen.findByLabelText('Your name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Message'), 'The exam hall feels like the real thing.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByLabelText('About which part?')).toHaveAccessibleDescription(
      'Choose which part of Abhyas this is about.',
    );
    expect(feedbackCalls(calls)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.selectOptions(screen.getByLabelText('About which part?'), 'exam-hall');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(feedbackCalls(calls)[0]?.body).toMatchObject({
      formType: 'feedback',
      rating: 4,
      category: 'exam-hall',
    });
  });

  it('puts a server refusal under the field it names', async () => {
    mockFetch(({ url }) =>
      url === '/api/feedback'
        ? errorResponse(400, { code: 'VALIDATION_ERROR', field: 'email', rule: 'validation.email.invalid' })
        : jsonResponse(200, {}),
    );
    const { user } = await renderApp('/contact-us', { language: 'en' });
    await user.selectOptions(await screen.findByLabelText('What is it about?'), 'support');
    await user.type(screen.getByLabelText('Your name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Message'), 'I cannot open my last mock test.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Email');
    await screen.findByText('Enter a valid email address, like name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Message sent' })).not.toBeInTheDocument();
  });

  it('fills in the name and the account’s email of a signed-in user, with the feedback form’s own phone hint', async () => {
    seedSession();
    mockFetch(({ url }) =>
      url === '/api/me' ? jsonResponse(200, { user: testUser }) : jsonResponse(200, {}),
    );
    await renderApp('/feedback', { language: 'en' });
    const form = (await screen.findByRole('button', { name: 'Send message' })).closest('form') as HTMLElement;
    // Filled in by an effect after the first render (the prerendered page cannot know the name).
    await waitFor(() => expect(within(form).getByLabelText('Your name')).toHaveValue('Asha Verma'));
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveValue('asha@example.com'));
    expect(within(form).getByText(/Only if you would like us to call you back/)).toBeInTheDocument();
    expect(within(form).queryByText(/ask for a demo/)).toBeNull();
  });
});
