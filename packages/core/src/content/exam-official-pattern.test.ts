import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot } from '../../../../content/library.ts';
import { type ExamBlog, examBlogSchema } from './exam-blog.ts';

function page(id: string): ExamBlog {
  return examBlogSchema.parse(JSON.parse(readFileSync(join(contentRoot, 'exams', `${id}.json`), 'utf8')));
}
const stage = (id: string, en: string) => {
  const found = page(id).officialPattern.stages.find((s) => s.stage.en === en);
  if (!found) throw new Error(`${id} has no stage ${en}`);
  return found;
};
const figures = (s: ExamBlog['officialPattern']['stages'][number]) =>
  s.rows.map((r) => [r.name.en, r.questions, r.marks, r.minutes]);

/** The official patterns of issue 21: the page once showed the mock template's figures instead. */
describe('official exam patterns on the exam pages (issue 21)', () => {
  it('gives IBPS PO prelims 100 questions in 60 minutes, three sections of 20 minutes, −1/4', () => {
    const prelims = stage('ibps-po', 'Prelims');
    expect(prelims.total).toEqual({ questions: 100, marks: 100, minutes: 60 });
    expect(prelims.rows.map((r) => r.minutes)).toEqual([20, 20, 20]);
    expect(prelims.negative).toBe('1/4');
  });

  it('never says "no negative marking" of a stage without question counts (UPSC mains is written)', () => {
    // The page would otherwise print it under essay papers; such a stage may still name a deduction
    // (IBPS Clerk mains is objective, its figures given as marks only).
    const ids = readdirSync(join(contentRoot, 'exams')).map((f) => f.replace(/\.json$/, ''));
    expect(ids).toContain('upsc-cse');
    for (const id of ids)
      for (const s of page(id).officialPattern.stages)
        if (!s.rows.some((r) => r.questions !== undefined))
          expect([id, s.stage.en, s.negative]).not.toEqual([id, s.stage.en, '0']);
  });

  it('deducts 1/3 mark in both RRB NTPC CBTs, and in Group D', () => {
    expect(stage('rrb-ntpc', 'CBT 1')).toMatchObject({
      negative: '1/3',
      total: { questions: 100, minutes: 90 },
    });
    expect(stage('rrb-ntpc', 'CBT 2')).toMatchObject({
      negative: '1/3',
      total: { questions: 120, minutes: 90 },
    });
    expect(stage('rrb-group-d', 'Computer-based test (CBT)').negative).toBe('1/3');
  });

  it('shows UPSC prelims as two papers of 200 marks and two hours, CSAT qualifying at 33%', () => {
    const prelims = stage('upsc-cse', 'Prelims');
    expect(figures(prelims)).toEqual([
      ['General Studies Paper I', 100, 200, 120],
      ['General Studies Paper II (CSAT)', 80, 200, 120],
    ]);
    expect(prelims.rows[1]?.note?.en).toContain('33%');
    expect(prelims.negative).toBe('1/3');
  });

  it('keeps the other known figures: SSC Tier 1, NDA, AFCAT, CTET', () => {
    for (const id of ['ssc-cgl', 'ssc-chsl'])
      expect(stage(id, 'Tier 1')).toMatchObject({
        negative: '1/4',
        total: { questions: 100, marks: 200, minutes: 60 },
      });
    expect(figures(stage('nda', 'Written exam'))).toEqual([
      ['Mathematics', 120, 300, 150],
      ['General Ability Test (GAT)', 150, 600, 150],
    ]);
    expect(stage('afcat', 'Online exam')).toMatchObject({
      negative: '1/3',
      total: { questions: 100, marks: 300, minutes: 120 },
    });
    expect(stage('ctet', 'Paper I (classes 1-5)')).toMatchObject({
      negative: '0',
      total: { questions: 150, marks: 150, minutes: 150 },
    });
  });

  it('refuses a written total that its rows do not add up to', () => {
    const good = page('ibps-po');
    const [prelims, ...rest] = good.officialPattern.stages;
    if (!prelims) throw new Error('no prelims');
    const bad = {
      ...good,
      officialPattern: {
        ...good.officialPattern,
        stages: [{ ...prelims, total: { minutes: 180 } }, ...rest],
      },
    };
    const parsed = examBlogSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('rows add up to 60, not 180');
  });
});
