import { examInfoCards, examTemplates } from '@abhyas/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('exam cards and exam blog pages', () => {
  it('lists every exam card, each linking to its blog page', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam details' })).toBeInTheDocument();
    const list = screen.getAllByRole('list').find((l) => l.textContent?.includes('SSC CGL')) as HTMLElement;
    expect(within(list).getAllByRole('link')).toHaveLength(examInfoCards.length);
    expect(screen.getByRole('link', { name: /SSC CGL/ })).toHaveAttribute('href', '/exam/ssc-cgl');
  });

  it('shows an exam with its pattern from the spec template, in English', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/ssc-cgl', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL' })).toBeInTheDocument();
    expect(screen.getByText('Conducted by the Staff Selection Commission (SSC)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stages and papers' })).toBeInTheDocument();
    const pattern = screen
      .getByRole('heading', { name: 'Our practice test pattern' })
      .closest('section') as HTMLElement;
    const text = pattern.textContent ?? '';
    // SSC CGL Tier 1: 60/100/4/40/200, +2, −0.5 (spec §9).
    for (const fact of [
      'Duration60 minutes',
      'Questions100',
      'Sections4',
      'Total marks200',
      'Passing marks40',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Correct answer+2');
    expect(text).toContain('Wrong answer−0.5');
  });

  it('shows the whole exam page: about, eligibility, sections from the template, syllabus, selection, plan, indicative dates', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/ibps-po', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'IBPS PO' })).toBeInTheDocument();
    for (const name of [
      'About the exam',
      'Eligibility',
      'Syllabus',
      'Selection process',
      'Preparation plan',
      'When it is held',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    // The mock's section table is the template's (spec §9 + docs/exam-patterns.md), not retyped text.
    const mock = screen
      .getByRole('heading', { name: 'Our practice test pattern' })
      .closest('section') as HTMLElement;
    const table = within(mock).getByRole('table');
    expect(within(table).getByText(/has its own timer/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(
      examTemplates.IBPS_PO.sections.map(
        (s) =>
          `${s.sectionName}${s.totalQuestions}${s.sectionDuration}${s.totalQuestions * s.markForCorrectAns}`,
      ),
    );
    expect(screen.getByText('Indicative:')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Start practice sets' }))
      expect(link).toHaveAttribute('href', '/exams?exam=IBPS_PO');
  });

  it('shows an exam in Hindi, saying when there is no negative marking', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/ctet');
    expect(await screen.findByRole('heading', { level: 1, name: 'CTET' })).toBeInTheDocument();
    const mock = screen
      .getByRole('heading', { name: 'हमारे प्रैक्टिस टेस्ट का पैटर्न' })
      .closest('section') as HTMLElement;
    expect(within(mock).getByText('150 मिनट')).toBeInTheDocument();
    expect(within(mock).getByText('कोई नकारात्मक अंकन नहीं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'पाठ्यक्रम' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /बाल विकास एवं शिक्षाशास्त्र/ })).toHaveTextContent('30');
    expect(screen.getAllByRole('link', { name: 'अभ्यास सेट शुरू करें' })[0]).toHaveAttribute(
      'href',
      '/exams?exam=CTET',
    );
  });

  it("shows the official pattern of the latest notification apart from Abhyas's mock (issue 21)", async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/upsc-cse', { language: 'en' });
    const official = (
      await screen.findByRole('heading', { level: 2, name: 'Official exam pattern' })
    ).closest('section') as HTMLElement;
    const prelims = within(official).getAllByRole('table')[0] as HTMLElement;
    const rows = within(prelims)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    // Two papers, not the mock's one 100-question paper; CSAT qualifying.
    expect(rows).toEqual([
      'General Studies Paper Iits marks decide who goes on to the mains100200120',
      'General Studies Paper II (CSAT)qualifying: at least 33% marks80200120',
    ]);
    expect(
      within(official).getAllByText("Wrong answer: 1/3 of the question's marks is deducted")[0],
    ).toBeInTheDocument();
    expect(within(official).getByText(/^Abhyas's mock: .*one paper of 100 questions/)).toBeInTheDocument();
  });

  it('shows IBPS PO prelims as 60 minutes, with a dash where a figure is not given', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/ibps-po', { language: 'en' });
    const official = (
      await screen.findByRole('heading', { level: 2, name: 'Official exam pattern' })
    ).closest('section') as HTMLElement;
    const [prelims, mains] = within(official).getAllByRole('table') as HTMLElement[];
    expect(within(prelims as HTMLElement).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'Total10010060',
    );
    const objective = within(mains as HTMLElement).getByRole('row', { name: /^Objective test/ });
    expect(within(objective).getByText('not stated here: check the official notice')).toBeInTheDocument();
  });

  it('lists a stage without figures instead of a table of dashes, and says nothing of its negative marking', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/rrb-group-d', { language: 'en' });
    const official = (
      await screen.findByRole('heading', { level: 2, name: 'Official exam pattern' })
    ).closest('section') as HTMLElement;
    expect(within(official).getAllByRole('table')).toHaveLength(1);
    expect(within(official).getByText('Running and weight lifting (qualifying)').tagName).toBe('LI');
    expect(
      within(official).getByText("Wrong answer: 1/3 of the question's marks is deducted"),
    ).toBeInTheDocument();
    expect(within(official).queryByText('Negative marking: check the official notice')).toBeNull();
  });

  it('shows the last two official cut-offs by category with their sources, or why there are none (issue 21)', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/upsc-cse', { language: 'en' });
    const section = (await screen.findByRole('region', { name: 'Official cut-offs' })) as HTMLElement;
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Category', '2025', '2024']);
    expect(within(table).getByRole('row', { name: /General \(unreserved\)/ })).toHaveTextContent(
      '92.6687.98',
    );
    // 2024's PwBD figures are not shown: a dash says "not published" to a screen reader.
    expect(within(table).getByRole('row', { name: /PwBD-1/ })).toHaveTextContent('76.66–not published');
    expect(within(section).getByRole('link', { name: 'The Indian Express' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/indianexpress\.com\//),
    );
  });

  it('says in Hindi why an IBPS exam page shows no cut-off', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/ibps-po', { language: 'hi' });
    const none = (await screen.findByRole('region', { name: 'आधिकारिक कट-ऑफ' })) as HTMLElement;
    expect(none).toHaveTextContent('IBPS कट-ऑफ सूचना के रूप में प्रकाशित नहीं करता');
    expect(within(none).queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives CTET its pass mark, not a cut-off table', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/ctet', { language: 'en' });
    const section = (await screen.findByRole('region', { name: 'Pass mark' })) as HTMLElement;
    expect(section).toHaveTextContent('Paper 1 (classes I to V): 90 of 150 marks (60 %) to pass');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends an exam filter key to the address of its card', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { router } = await renderApp('/exam/RAILWAY_GROUP_D', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Railway Group D' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/exam/rrb-group-d');
  });

  it('tells that an unknown exam has no page and links back to all exams', async () => {
    mockFetch(() => jsonResponse(200, {}));
    await renderApp('/exam/no-such-exam');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'इस परीक्षा की जानकारी हमारे पास नहीं है' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी परीक्षाएँ देखें' })).toHaveAttribute('href', '/exam');
  });
});
