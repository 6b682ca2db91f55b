/**
 * Makes the landing page's demo video from real screens of the app (spec §2 "Watch Demo").
 *
 *   npm run build -w @abhyas/web && node --import tsx apps/web/scripts/make-demo-video.ts
 *
 * Starts the real server on a fresh embedded database, photographs each screen in Chromium at phone
 * size (in Hindi, with a Hindi and an English caption laid over the bottom of the screen), then
 * joins the pictures with short cross-fades using Debian's ffmpeg (`apt-get install -y ffmpeg`).
 * Writes to apps/web/public/media/: abhyas-demo.webm (VP9), abhyas-demo.mp4 (H.264),
 * abhyas-demo-poster.jpg and WebVTT captions abhyas-demo.{hi,en}.vtt.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { repoRoot, startServerProcess } from '../../../test-support/server-process.ts';
import { chromiumArgs, chromiumPath } from '../e2e/support/browser.ts';

const outDir = path.join(repoRoot, 'apps/web/public/media');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-demo-'));
const viewport = { width: 360, height: 640 };
const scale = 1.5; // 540×960 frames: sharp Devanagari, still small.
const slideSeconds = 4;
const fadeSeconds = 0.5;

interface Slide {
  path: string;
  caption: { hi: string; en: string };
  /** Scroll the first element matching this selector to the top before the picture. */
  scrollTo?: string;
  signedIn?: boolean;
}

const slides: Slide[] = [
  {
    path: '/',
    caption: { hi: 'अभ्यास: सरकारी परीक्षाओं की मुफ़्त तैयारी', en: 'Abhyas: free practice for government exams' },
  },
  {
    path: '/signup',
    caption: { hi: 'कुछ ही सेकंड में मुफ़्त खाता बनाएँ', en: 'Create a free account in seconds' },
  },
  {
    path: '/exam',
    caption: { hi: 'अपनी परीक्षा चुनें', en: 'Pick your exam' },
  },
  {
    path: '/exam/ssc-cgl',
    scrollTo: '#pattern-title',
    caption: { hi: 'चरण, मुख्य तथ्य और टेस्ट का पैटर्न', en: 'Stages, key facts and the test pattern' },
  },
  {
    path: '/',
    scrollTo: '#features-title',
    caption: { hi: 'टेस्ट सीरीज़, लाइव टेस्ट और आज का सवाल', en: 'Test series, live tests and the daily problem' },
  },
  {
    path: '/quiz-dashboard',
    signedIn: true,
    caption: { hi: 'अपनी प्रगति एक जगह देखें', en: 'See your progress in one place' },
  },
  {
    path: '/',
    scrollTo: 'section[aria-labelledby="institute-title"]',
    caption: { hi: 'संस्थानों के लिए: उपस्थिति और टेस्ट', en: 'For institutes: attendance and tests' },
  },
];

async function addCaption(page: Page, caption: Slide['caption']) {
  await page.evaluate((c) => {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:9999;padding:14px 16px 18px;' +
      'background:rgba(30,27,75,0.94);color:#fff;font-family:"Noto Sans Devanagari",sans-serif;text-align:center';
    const hi = document.createElement('div');
    hi.textContent = c.hi;
    hi.style.cssText = 'font-size:20px;font-weight:700;line-height:1.5';
    const en = document.createElement('div');
    en.textContent = c.en;
    en.style.cssText = 'font-size:15px;line-height:1.4;color:#c7d2fe;margin-top:2px';
    box.append(hi, en);
    document.body.append(box);
  }, caption);
}

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/signin`);
  await page.locator('input[autocomplete="username"], input[name="identifier"]').first().fill('demo_student');
  await page.locator('input[type="password"]').first().fill('Abhyas@2026');
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'), { timeout: 15_000 });
}

async function shoot(url: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const files: string[] = [];
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale, locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
    // A first pass fills the HTTP cache (pages, chunks, fonts), so no picture catches a half-drawn screen.
    for (const slide of slides.filter((sl) => !sl.signedIn)) {
      await page.goto(`${url}${slide.path}`);
      await page.waitForLoadState('networkidle');
    }
    for (const [index, slide] of slides.entries()) {
      if (slide.signedIn && !(await page.evaluate(() => localStorage.getItem('token')))) {
        await signIn(page, url);
      }
      // A second try: the first visit to a lazy route can outlast the wait on a busy machine.
      for (let attempt = 1; ; attempt++) {
        await page.goto(`${url}${slide.path}`);
        await page.waitForLoadState('networkidle');
        try {
          await page.locator('h1').first().waitFor({ timeout: 15_000 });
          break;
        } catch (error) {
          if (attempt === 2) throw error;
        }
      }
      // Ask for every weight in use with Devanagari text, or a picture may catch the fallback boxes.
      await page.evaluate(async () => {
        await Promise.all(
          ['400', '500', '600', '700'].map((w) =>
            document.fonts.load(`${w} 16px "Noto Sans Devanagari"`, 'अभ्यास'),
          ),
        );
        await document.fonts.ready;
      });
      await page.waitForTimeout(500);
      if (slide.scrollTo) {
        await page.evaluate((selector) => {
          const el = document.querySelector(selector);
          // Below the fixed 4rem header.
          if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
        }, slide.scrollTo);
      }
      await addCaption(page, slide.caption);
      const file = path.join(work, `slide-${index}.png`);
      await page.screenshot({ path: file });
      files.push(file);
    }
  } finally {
    await browser.close();
  }
  return files;
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** Cross-fades the stills into one stream: [v] in the filter graph. */
function slideshowFilter(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(
      `[${i}:v]scale=${viewport.width * scale}:${viewport.height * scale},setsar=1,fps=12,format=yuv420p[s${i}]`,
    );
  }
  let last = 's0';
  for (let i = 1; i < count; i++) {
    const offset = i * (slideSeconds - fadeSeconds);
    const out = i === count - 1 ? 'v' : `x${i}`;
    parts.push(`[${last}][s${i}]xfade=transition=fade:duration=${fadeSeconds}:offset=${offset}[${out}]`);
    last = out;
  }
  return parts.join(';');
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}

function captions(lang: 'hi' | 'en'): string {
  const cues = slides.map((slide, i) => {
    const start = i * (slideSeconds - fadeSeconds);
    const end = start + slideSeconds - (i === slides.length - 1 ? 0 : fadeSeconds);
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${slide.caption[lang]}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}

async function main() {
  const server = await startServerProcess();
  let files: string[];
  try {
    files = await shoot(server.url);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(outDir, { recursive: true });
  const inputs = files.flatMap((f) => ['-loop', '1', '-t', String(slideSeconds), '-i', f]);
  const filter = [
    '-filter_complex',
    slideshowFilter(files.length),
    '-map',
    '[v]',
    '-an',
    '-pix_fmt',
    'yuv420p',
  ];
  ffmpeg([
    ...inputs,
    ...filter,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '50',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    path.join(outDir, 'abhyas-demo.webm'),
  ]);
  ffmpeg([
    ...inputs,
    ...filter,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-crf',
    '30',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    '-movflags',
    '+faststart',
    path.join(outDir, 'abhyas-demo.mp4'),
  ]);
  ffmpeg(['-i', files[0] as string, '-q:v', '7', path.join(outDir, 'abhyas-demo-poster.jpg')]);
  for (const lang of ['hi', 'en'] as const) {
    fs.writeFileSync(path.join(outDir, `abhyas-demo.${lang}.vtt`), captions(lang));
  }
  fs.rmSync(work, { recursive: true, force: true });
  for (const file of fs.readdirSync(outDir)) {
    console.log(`${file}: ${(fs.statSync(path.join(outDir, file)).size / 1024).toFixed(0)} KB`);
  }
}

await main();
