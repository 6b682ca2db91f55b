import type { Tree } from './bundle';

type Language = 'hi' | 'en';

const shells: Record<Language, () => Promise<{ strings: Tree }>> = {
  hi: () => import('./hi-shell'),
  en: () => import('./en-shell'),
};

// Every other file is a chunk of its own per language, fetched by the area that reads it (areas.ts).
const files = import.meta.glob<Tree>(
  ['./hi/*.json', './en/*.json', '!./*/common.json', '!./*/errors.json', '!./*/layout.json'],
  { import: 'default' },
);

/** The shell's strings (areas.ts shellFiles) of one language. */
export async function loadShell(language: Language): Promise<Tree> {
  return (await shells[language]()).strings;
}

/** One area file of one language (`exams` → locales/<language>/exams.json). */
export function loadFile(language: Language, file: string): Promise<Tree> {
  const load = files[`./${language}/${file}.json`];
  if (!load) return Promise.reject(new Error(`no strings file locales/${language}/${file}.json`));
  return load();
}
