/**
 * Puts one chart of data interpretation, five questions on it, into the quantitative section of every
 * full mock of the banking exams (issue 21: "five questions per table"; the papers ask DI in sets of
 * five on one chart). In each set it takes the places of the section's first five generated maths
 * questions and asks the five there, one after another: `data-chart-1` … `data-chart-5` with one
 * seed draw one chart (core's data-charts.ts). The seed depends only on the set's slug, and a chart
 * another set already asks is skipped. A set that already has a chart is left as it is.
 *
 * Run: node --import tsx scripts/add-chart-groups.ts (prints what it changed), then the content check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate, questionFamilies } from '@abhyas/core';
import { contentRoot, filesIn } from '../content/library.ts';

const exams = ['ibps-po', 'ibps-clerk', 'sbi-po', 'sbi-clerk', 'rbi-assistant', 'rbi-grade-b'];
const setDir = join(contentRoot, 'sets');
const maths = new Set(questionFamilies.filter((f) => f.subject === 'maths').map((f) => f.key));
const chartFamilies = [1, 2, 3, 4, 5].map((k) => `data-chart-${k}`);

type Entry = { section: number; generate?: string; seed?: number; ref?: string };

/** FNV-1a: seeds that depend only on names, so a rerun picks the same ones. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
/** The chart a seed draws (its text without the question line), for telling charts apart. */
const chartOf = (seed: number) => {
  const family = questionFamilies.find((f) => f.key === 'data-chart-1');
  return family ? generate(family, seed).text.en.split('\n').slice(0, -1).join('\n') : '';
};

const files = filesIn(setDir, '.json').filter((n) => exams.some((e) => n.startsWith(`${e}-mock-`)));
const asked = new Set<string>();
for (const name of filesIn(setDir, '.json')) {
  const entries = JSON.parse(readFileSync(join(setDir, name), 'utf8')).questions as Entry[];
  for (const e of entries)
    if (e.generate === 'data-chart-1' && e.seed !== undefined) asked.add(chartOf(e.seed));
}

for (const name of files.sort()) {
  const path = join(setDir, name);
  const file = JSON.parse(readFileSync(path, 'utf8')) as { questions: Entry[] };
  if (file.questions.some((e) => e.generate?.startsWith('data-chart-'))) continue;
  // The quantitative section: the one with the most generated maths questions.
  const count = new Map<number, number>();
  for (const e of file.questions)
    if (e.generate && maths.has(e.generate)) count.set(e.section, (count.get(e.section) ?? 0) + 1);
  const [section] = [...count.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const places = file.questions
    .map((e, i) => (e.section === section && e.generate && maths.has(e.generate) ? i : -1))
    .filter((i) => i >= 0)
    .slice(0, 5);
  if (section === undefined || places.length < 5) {
    console.log(`${name}: fewer than five generated maths questions; left as it is`);
    continue;
  }
  let seed = hash(`chart:${name}`) & 0x7fffffff;
  while (asked.has(chartOf(seed))) seed = (seed + 1) & 0x7fffffff;
  asked.add(chartOf(seed));
  const group = chartFamilies.map((key) => ({ section, generate: key, seed }));
  const first = places[0] as number;
  const kept = file.questions.filter((_, i) => !places.includes(i));
  kept.splice(first, 0, ...group);
  file.questions = kept;
  // The files are written one entry a line, as the set builder writes them.
  const text = readFileSync(path, 'utf8');
  const head = text.slice(0, text.indexOf('"questions": ['));
  const lines = kept.map(
    (e) =>
      `    ${JSON.stringify(e).replace(/":/g, '": ').replace(/,"/g, ', "').replace(/^\{/, '{ ').replace(/\}$/, ' }')}`,
  );
  writeFileSync(path, `${head}"questions": [\n${lines.join(',\n')}\n  ]\n}\n`);
  console.log(
    `${name}: a ${chartOf(seed).split(':')[0]?.toLowerCase()} in section ${section} at question ${first + 1}`,
  );
}
