/**
 * What a page costs a phone to start: the JavaScript its HTML asks for (module script and
 * modulepreload links) plus every chunk its route modules import statically, gzipped at level 9.
 * Shared by bench/first-paint.ts (recorded figures) and scripts/size-budget.ts (the CI budget),
 * so both count the same bytes. Reads dist/.vite/manifest.json after `vite build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
/** gzip -9 bytes of a file under dist (the server also sends brotli, which is smaller still). */
export function gzipSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk's file and every chunk it imports statically (what the browser fetches before running it). */
export function withImports(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest (moved or renamed? update the page list)`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) withImports(manifest, dep, into);
}

/** The JavaScript the page's HTML asks for: its module script and modulepreload links. */
export function scriptsOfHtml(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ];
  return refs.map((m) => m[1] ?? '');
}

/** The HTML the server sends for a path: its prerendered page, or the app shell. */
export function htmlFile(dist: string, pagePath: string): string {
  const file = pagePath === '/' ? 'index.html' : path.join(pagePath.slice(1), 'index.html');
  return fs.existsSync(path.join(dist, file)) ? file : 'shell.html';
}

export interface PageSpec {
  /** The address a student opens. */
  path: string;
  /** Source modules (manifest keys) the route loads before it renders: page module, area strings. */
  modules: string[];
}

export interface PageWeight {
  html: string;
  prerendered: boolean;
  /** JavaScript files, largest first. */
  files: { file: string; bytes: number }[];
  fromHtml: number;
  bytes: number;
  cssBytes: number;
}

export function pageWeight(dist: string, manifest: Manifest, page: PageSpec): PageWeight {
  const html = htmlFile(dist, page.path);
  const text = fs.readFileSync(path.join(dist, html), 'utf8');
  const set = new Set(scriptsOfHtml(text));
  const fromHtml = set.size;
  for (const module of page.modules) withImports(manifest, module, set);
  const files = [...set]
    .map((file) => ({ file, bytes: gzipSize(dist, file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const cssBytes = [...text.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].reduce(
    (sum, m) => sum + gzipSize(dist, m[1] ?? ''),
    0,
  );
  return {
    html,
    prerendered: text.includes('data-prerendered='),
    files,
    fromHtml,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    cssBytes,
  };
}
