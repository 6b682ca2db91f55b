import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const dir = path.join(import.meta.dirname, '..', '..', 'src', 'locales');

function load(lang: 'hi' | 'en'): Tree {
  const out: Tree = {};
  for (const file of fs.readdirSync(path.join(dir, lang))) {
    out[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, lang, file), 'utf8'));
  }
  return out;
}

const trees = { hi: load('hi'), en: load('en') };

/** The app's own translation for a key, so journeys check what users read without copying strings. */
export function text(lang: 'hi' | 'en', key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = trees[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));
}
