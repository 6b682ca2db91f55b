import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ExamPicker } from './exam-picker';

async function optionsOf(exams?: 'practice' | 'all') {
  await i18n.changeLanguage('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ExamPicker label="Exam" placeholder="Any exam" value={null} onChange={() => {}} exams={exams} />
    </I18nextProvider>,
  );
  return screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
}

describe('ExamPicker', () => {
  it('offers only exams with practice by default: a live-only exam would lead to an empty list', async () => {
    const values = await optionsOf();
    expect(values).toContain('SSC_CGL_TIER_1');
    expect(values).not.toContain('NEET');
    expect(values).not.toContain('JEE_MAIN');
  });

  it('offers every exam where a live-only exam is a real choice (authoring, batches, groups)', async () => {
    const values = await optionsOf('all');
    expect(values).toEqual(expect.arrayContaining(['NEET', 'JEE_MAIN', 'GATE', 'UGC_NET', 'CAPF', 'SSC']));
  });
});
