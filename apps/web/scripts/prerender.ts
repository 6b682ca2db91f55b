/**
 * After `vite build` and `vite build --ssr src/entry-server.tsx`: writes every public page as static
 * Hindi HTML (dist/<path>/index.html, the home page as dist/index.html), the plain app shell for all
 * other paths (dist/shell.html), sitemap.xml, robots.txt and the service worker (dist/sw.js).
 * Needs no browser.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { areaFiles, areaOfPath, shellFiles } from '../src/locales/areas.ts';
import { disallowedPaths, publicPaths } from './public-paths.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const ssrEntry = path.join(webDir, '.ssr', 'entry-server.js');

type RenderResult =
  | { kind: 'page'; html: string; status: number }
  | { kind: 'redirect'; location: string; status: number };
const { render, homeJsonLd, SITE_URL } = (await import(pathToFileURL(ssrEntry).href)) as {
  render(path: string): Promise<RenderResult>;
  homeJsonLd(): string;
  SITE_URL: string;
};

// Vite's index.html, or the shell a previous run of this script saved (run again on the same dist).
const emptyRoot = '<div id="root"></div>';
const template = [path.join(dist, 'index.html'), path.join(dist, 'shell.html')]
  .filter((file) => fs.existsSync(file))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .find((html) => html.includes(emptyRoot));
if (!template) throw new Error('dist/index.html has no empty #root: run `vite build` first');

/** Absolute addresses where the shell has site-relative ones that crawlers need absolute. */
const shell = template.replace(
  '<meta property="og:image" content="/',
  `<meta property="og:image" content="${SITE_URL}/`,
);

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
/** The chunk of each Hindi strings file an area reads (the pages are rendered in Hindi). */
function areaStringChunks(pagePath: string): string[] {
  const area = areaOfPath(pagePath);
  if (!area) return [];
  return areaFiles[area].map((file) => {
    const chunk = manifest[`src/locales/hi/${file}.json`];
    if (!chunk) throw new Error(`prerender: locales/hi/${file}.json is not in the Vite manifest`);
    return chunk.file;
  });
}

/** React emits the hoisted <title>/<meta>/<link> of a page before its markup: split them off. */
function splitHead(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)/;
  let head = '';
  let body = html;
  for (let match = hoisted.exec(body); match; match = hoisted.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

function pageHtml(pagePath: string, rendered: string): string {
  const split = splitHead(rendered);
  let head = split.head;
  const body = split.body;
  // Every prerendered page is public and indexable: it names its canonical address even if its
  // PageMeta forgot the path, and the home page always carries the organisation's JSON-LD.
  if (!head.includes('rel="canonical"')) {
    head += `<link rel="canonical" href="${SITE_URL}${pagePath}"/>`;
  }
  if (pagePath === '/' && !body.includes('application/ld+json')) {
    head += `<script type="application/ld+json">${homeJsonLd()}</script>`;
  }
  let html = shell;
  // The page's own title and description replace the defaults, so each appears once.
  if (head.includes('<title>')) html = html.replace(/\s*<title>[\s\S]*?<\/title>/, '');
  if (head.includes('name="description"')) html = html.replace(/\s*<meta\s+name="description"[^>]*>/, '');
  html = html.replace('</head>', `${head}</head>`);
  // The page's area strings are fetched beside the entry, not after it has run (src/main.tsx waits
  // for them before hydrating).
  const strings = areaStringChunks(pagePath).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  html = html.replace('</head>', `${strings.join('')}</head>`);
  // The static HTML paints without scripts: fetch them after what the first paint needs.
  html = html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return html.replace('<div id="root"></div>', `<div id="root" data-prerendered="${pagePath}">${body}</div>`);
}

const written: string[] = [];
const skipped: string[] = [];
for (const pagePath of publicPaths) {
  const result = await render(pagePath);
  if (result.kind === 'redirect') {
    skipped.push(`${pagePath} (redirects to ${result.location})`);
    continue;
  }
  if (result.status !== 200 || /<meta name="robots" content="[^"]*noindex/.test(result.html)) {
    skipped.push(`${pagePath} (${result.status !== 200 ? `status ${result.status}` : 'noindex'})`);
    continue;
  }
  const file = pagePath === '/' ? path.join(dist, 'index.html') : path.join(dist, pagePath, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pageHtml(pagePath, result.html));
  written.push(pagePath);
}
// Every other path gets the plain shell (the server's fallback and the service worker's offline page).
fs.writeFileSync(path.join(dist, 'shell.html'), shell);
if (!written.includes('/')) fs.writeFileSync(path.join(dist, 'index.html'), shell);

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
fs.writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${written
    .map((p) => `  <url><loc>${xmlEscape(`${SITE_URL}${p}`)}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
fs.writeFileSync(
  path.join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n${disallowedPaths.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
);

// The service worker's precache, kept to what must work offline on a first visit: the shell, the
// app's entry with everything it imports, the exam hall's screens with theirs (a test continues and
// reloads offline), the regular-weight fonts and the icons. Every other screen's chunk (and KaTeX,
// which only tests with formulas need) is cached by the worker the first time it is used. Students
// pay for every megabyte: precaching every chunk of the app would double a first visit's download.
const offlineModules = [
  'index.html',
  'src/features/exams/hall/hall-page.tsx',
  'src/features/exams/hall/sections-page.tsx',
  // The hall's strings in both languages: a reader may switch language offline mid-test.
  'src/locales/hi-shell.ts',
  'src/locales/en-shell.ts',
  ...(['hi', 'en'] as const).flatMap((lang) =>
    areaFiles.exams
      .filter((f) => !(shellFiles as readonly string[]).includes(f))
      .map((f) => `src/locales/${lang}/${f}.json`),
  ),
];
const needed = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the Vite manifest`);
  if (needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const css of chunk.css ?? []) needed.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const key of offlineModules) visit(key);
const fonts = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => /-400-normal-[\w-]+\.woff2$/.test(f) && !/-ext-/.test(f))
  .map((f) => `assets/${f}`);
const assets = [...needed, ...fonts].sort().map((f) => `/${f}`);
const precache = ['/shell.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', ...assets];
const version = createHash('sha256').update(precache.join('\n')).update(shell).digest('hex').slice(0, 12);
const sw = fs
  .readFileSync(path.join(import.meta.dirname, 'sw.template.js'), 'utf8')
  .replace('const PRECACHE = __PRECACHE__;', `const PRECACHE = ${JSON.stringify(precache)};`)
  .replace('const VERSION = __VERSION__;', `const VERSION = ${JSON.stringify(version)};`);
if (sw.includes('__PRECACHE__') || sw.includes('__VERSION__'))
  throw new Error('sw.template.js: constants not filled in');
fs.writeFileSync(path.join(dist, 'sw.js'), sw);

// Compressed copies beside each text file, made once here at the highest levels; the server sends
// them to browsers that accept them (apps/server/src/plugins/web.ts, preCompressed), and phones on
// 3G download a third of the bytes.
function compressTree(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) count += compressTree(file);
    } else if (/\.(html|js|css|svg|xml|txt|json|webmanifest)$/.test(entry.name)) {
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
  return count;
}
const compressed = compressTree(dist);

console.log(`prerendered ${written.length} pages: ${written.join(' ')}`);
if (skipped.length > 0) console.log(`not prerendered: ${skipped.join(', ')}`);
console.log(
  `sitemap.xml (${written.length} URLs at ${SITE_URL}), robots.txt, sw.js (${precache.length} files), ${compressed} files compressed (.br, .gz)`,
);
