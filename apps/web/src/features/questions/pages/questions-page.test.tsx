import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp, seedSession } from '@/test/render-app';
import { detail, Q1, question, SERIES, SET, series, set } from './admin-fixtures';

function adminApi(onImport: () => Response, onPut: () => Response = () => jsonResponse(200, { question })) {
  return mockFetch(({ url, method }) => {
    if (url === '/api/admin/content/series') return jsonResponse(200, { items: [series] });
    if (url === `/api/admin/content/sets?seriesId=${SERIES}`) return jsonResponse(200, { items: [set] });
    if (url === `/api/admin/content/sets/${SET}/import`) return onImport();
    if (url === `/api/admin/content/sets/${SET}/questions/${Q1}` && method === 'PUT') return onPut();
    if (url === `/api/admin/content/sets/${SET}`) return jsonResponse(200, detail);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: url } });
  });
}

async function openSet(
  language: 'en' | 'hi' = 'en',
  onImport = () => jsonResponse(200, {}),
  onPut?: () => Response,
) {
  seedSession();
  writeItem('role', 'admin');
  const api = adminApi(onImport, onPut);
  const view = await renderApp('/test-upload', { language });
  const seriesLabel = language === 'en' ? 'Test series' : 'टेस्ट सीरीज़';
  const setLabel = language === 'en' ? 'Practice set' : 'प्रैक्टिस सेट';
  await screen.findByRole('option', { name: /General studies|सामान्य अध्ययन/ });
  await view.user.selectOptions(screen.getByLabelText(seriesLabel), SERIES);
  await screen.findByRole('option', { name: /Set 1|सेट 1/ });
  await view.user.selectOptions(screen.getByLabelText(setLabel), SET);
  return { ...view, ...api };
}

describe('test upload (admin authoring)', { timeout: 20_000 }, () => {
  it('tells an organisation admin the page is for platform admins only, without calling the API', async () => {
    seedSession();
    writeItem('orgRole', 'admin');
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    await renderApp('/test-upload', { language: 'en' });
    expect(await screen.findByText('Only platform admins can upload and edit tests.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/content'))).toHaveLength(0);
  });

  it('shows a refused import row by row, translated, in Hindi by default', async () => {
    const report = {
      ok: false,
      imported: 0,
      rows: [
        {
          row: 0,
          field: 'section',
          rule: 'testUpload.rules.sectionCountReplace',
          params: { section: 1, expected: 50, actual: 2 },
        },
        { row: 3, field: 'answer', rule: 'validation.question.answerInvalid' },
      ],
    };
    const { user, calls } = await openSet('hi', () =>
      jsonResponse(422, { error: { code: 'IMPORT_INVALID', message: 'bad' }, report }),
    );
    expect(await screen.findByRole('article', { name: 'प्रश्न 1' })).toHaveTextContent('भारत की सबसे लंबी नदी?');
    const file = new File(['section,subject\n1,history\n'], 'questions.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('फ़ाइल (CSV, XLSX या JSON)'), file);
    await user.click(screen.getByRole('button', { name: 'जाँचें और आयात करें' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('फ़ाइल');
    expect(rows[1]).toHaveTextContent('खंड 1 में ठीक 50 प्रश्न चाहिए; फ़ाइल में 2 हैं।');
    expect(rows[2]).toHaveTextContent('3');
    expect(rows[2]).toHaveTextContent('answer');
    const sent = calls.find((c) => c.url.endsWith('/import'))?.body as Record<string, string>;
    expect(sent).toMatchObject({ format: 'csv', mode: 'replace', fileName: 'questions.csv' });
    expect(atob(sent.contentBase64 ?? '')).toBe('section,subject\n1,history\n');
  });

  it('imports a clean file in append mode and says how many questions came in', async () => {
    const { user, calls } = await openSet('en', () => jsonResponse(200, { ok: true, imported: 1, rows: [] }));
    await screen.findByRole('article', { name: 'Question 1' });
    await user.upload(
      screen.getByLabelText('File (CSV, XLSX or JSON)'),
      new File(['[]'], 'more.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('radio', { name: /Add to the questions already in the set/ }));
    await user.click(screen.getByRole('button', { name: 'Check and import' }));
    expect(await screen.findByText('1 question imported.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/import'))?.body).toMatchObject({
      format: 'json',
      mode: 'append',
    });
  });

  it('imports a file with a polity question in a Reasoning section and shows which row to check, in Hindi', async () => {
    const warning = {
      row: 2,
      field: 'subject',
      rule: 'testUpload.warnings.subjectOffSection',
      params: {
        section: 1,
        sectionHi: 'सामान्य बुद्धि एवं तर्कशक्ति',
        sectionEn: 'General Intelligence and Reasoning',
        subjectHi: 'राजव्यवस्था',
        subjectEn: 'Polity',
      },
    };
    const { user } = await openSet('hi', () =>
      jsonResponse(200, { ok: true, imported: 2, rows: [], warnings: [warning] }),
    );
    await screen.findByRole('article', { name: 'प्रश्न 1' });
    await user.upload(
      screen.getByLabelText('फ़ाइल (CSV, XLSX या JSON)'),
      new File(['[]'], 'more.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'जाँचें और आयात करें' }));
    expect(await screen.findByText('2 प्रश्न आयात हुए।')).toBeInTheDocument();
    expect(screen.getByText('1 पंक्ति जाँच लें: इससे आयात नहीं रुकता।')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent(
      'खंड 1 (सामान्य बुद्धि एवं तर्कशक्ति) में सामान्यतः राजव्यवस्था के प्रश्न नहीं होते: खंड संख्या जाँच लें।',
    );
  });

  it('edits a question and explains why a new answer is refused after attempts', async () => {
    const { user, calls } = await openSet('en', undefined, () =>
      errorResponse(409, { code: 'CONFLICT', field: 'answer', rule: 'testUpload.rules.answerHasAttempts' }),
    );
    const card = await screen.findByRole('article', { name: 'Question 1' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Edit question 1' });
    const en = within(form).getByLabelText('Question in English');
    await user.clear(en);
    await user.type(en, 'Which is the longest river?');
    await user.selectOptions(within(form).getByLabelText('Correct answer'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Students have already submitted answers',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      section: 1,
      subject: 'geography',
      answer: 2,
      text: { hi: 'भारत की सबसे लंबी नदी?', en: 'Which is the longest river?' },
    });
  });
});
