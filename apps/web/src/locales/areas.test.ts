import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Area, areaFiles, areaOfPath, shellFiles } from '@/locales/areas';
import { strings as enShell } from '@/locales/en-shell';
import { strings as hiShell } from '@/locales/hi-shell';

const src = path.resolve(import.meta.dirname, '..');
const stringFiles = fs.readdirSync(path.join(src, 'locales/hi')).map((f) => f.replace(/\.json$/, ''));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The strings files (top-level keys) code under `dir` reads: `t('exams.time.hm')`, `t(`hall.${x}`)`. */
function filesRead(dir: string): string[] {
  const pattern = new RegExp(`['"\`](${stringFiles.join('|')})\\.[\\w$]`, 'g');
  const found = new Set<string>();
  for (const file of sources(dir))
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(pattern)) if (name) found.add(name);
  return [...found].sort();
}

const shell: readonly string[] = shellFiles;
const inArea = (area: Area) => [...shell, ...areaFiles[area]];

/** The feature folder an area lives in (the authoring folder is being renamed test-upload → questions). */
const areaOfFolder = (folder: string): Area | undefined =>
  folder === 'test-upload' ? 'questions' : (folder as Area) in areaFiles ? (folder as Area) : undefined;

describe('strings by area', () => {
  it('loads every strings file with the shell or with an area', () => {
    const loaded = new Set([...shell, ...Object.values(areaFiles).flat()]);
    expect(stringFiles.filter((file) => !loaded.has(file))).toEqual([]);
  });

  it('puts exactly the shell files in each language’s shell chunk', () => {
    expect(Object.keys(hiShell).sort()).toEqual([...shell].sort());
    expect(Object.keys(enShell).sort()).toEqual([...shell].sort());
  });

  it('loads with each feature every strings file its code reads', () => {
    for (const folder of fs.readdirSync(path.join(src, 'features'))) {
      const area = areaOfFolder(folder);
      // A feature without an area of its own (the header's notification bell) reads only the shell.
      const allowed = area ? inArea(area) : shell;
      const missing = filesRead(path.join(src, 'features', folder)).filter((f) => !allowed.includes(f));
      expect(missing, `features/${folder}`).toEqual([]);
    }
  });

  it('keeps the frame and shared code to the shell, except where an area provides the strings', () => {
    expect(filesRead(path.join(src, 'app')).filter((f) => !shell.includes(f))).toEqual([]);
    // The organisation's JSON-LD is rendered on the home page only (components/seo/page-meta.tsx).
    // The report-question dialog speaks the words of the area that shows it: the solutions view
    // (exams.report) and the bank (questions.report), with the rule message of its reason (validation).
    // The import report (components/import-report.tsx) reads testUpload: the authoring area and the
    // institute's tests load it. "Share to a group" (components/share-to-group) has its own strings
    // (share.json), loaded by the two areas that offer it: the bank and the solution view.
    expect(filesRead(path.join(src, 'components')).filter((f) => !shell.includes(f))).toEqual([
      'exams',
      'questions',
      'seo',
      'share',
      'testUpload',
      'validation',
    ]);
    expect(areaFiles.questions).toContain('share');
    expect(areaFiles.exams).toContain('share');
    expect(areaFiles.questions).toContain('testUpload');
    expect(areaFiles['batch-tests']).toContain('testUpload');
    expect(areaFiles[areaOfPath('/') ?? 'auth']).toContain('seo');
    expect(areaFiles.exams).toEqual(expect.arrayContaining(['exams', 'validation']));
    expect(areaFiles.questions).toEqual(expect.arrayContaining(['questions', 'validation']));
    // Durations (lib/format.ts) are read by the exams screens (the dashboard shows none); rule messages
    // (lib/error-message.ts) by the forms.
    expect(filesRead(path.join(src, 'lib')).filter((f) => !shell.includes(f))).toEqual([
      'exams',
      'validation',
    ]);
    expect(areaFiles.exams).toContain('exams');
  });

  it('gives each routed page the area of its feature', () => {
    const router = fs.readFileSync(path.join(src, 'app/router.tsx'), 'utf8');
    const pages = [
      ...router.matchAll(/page\(\s*'([^']+)',\s*async \(\) => \(await import\('@\/features\/([\w-]+)\//g),
    ];
    expect(pages.length).toBeGreaterThan(15);
    for (const [, routePath, folder] of pages) {
      expect(areaOfPath(routePath ?? ''), routePath).toBe(areaOfFolder(folder ?? ''));
    }
    expect(areaOfPath('')).toBe('content');
    expect(areaOfPath('contact-us')).toBe('feedback');
    expect(areaOfPath('/exams/ssc/set-1/section/2')).toBe('exams');
  });
});
