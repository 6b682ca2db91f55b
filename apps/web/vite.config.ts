import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// Overridable so two developers (or helpers) can run dev servers side by side.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:5000';
const devPort = Number(process.env.VITE_DEV_PORT ?? 5173);

/** Libraries every page needs, split by how often they change, so an app release re-downloads little. */
function vendorChunk(id: string): string | undefined {
  // zod is not on the start path (src/zod-jitless.ts configures it before it loads): one chunk that
  // the screens with forms share. The contracts of packages/core are not forced in here: each lands
  // with the screens that use it, so the admin screens' schemas are not downloaded by every student.
  if (/node_modules\/zod\//.test(id)) return 'zod';
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // TanStack Query only: the virtual list (@tanstack/react-virtual) loads with the chat that scrolls it.
  if (/node_modules\/(react-router|@tanstack\/(react-query|query-core)|i18next|react-i18next)\//.test(id))
    return 'framework';
  return undefined;
}

/**
 * Hindi is the default language, so the Devanagari face is needed for the first paint: preload it,
 * so it usually arrives before text paints and the swap (Fontsource's `font-display: swap`) causes
 * little or no shift. We keep `swap` rather than `optional`: a device without a system Devanagari
 * font would otherwise show empty boxes for the whole visit when the web font is a little late.
 */
function preloadDevanagariFont(): Plugin {
  return {
    name: 'abhyas:preload-devanagari-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The shell's strings are a chunk per language (src/locales/areas.ts). Hindi is the default, so its
 * chunk is preloaded beside the entry instead of being discovered only when the entry runs.
 */
function preloadDefaultLanguage(): Plugin {
  return {
    name: 'abhyas:preload-default-language',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/locales/hi-shell.ts'),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// `root` is pinned so `vite build` gives the same output whatever directory it runs from;
// the server serves `apps/web/dist` with an SPA fallback. `vite build --ssr` (see package.json)
// builds src/entry-server.tsx into .ssr/, which scripts/prerender.ts uses to write static pages.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [preloadDevanagariFont(), preloadDefaultLanguage(), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: devPort,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: isSsrBuild
    ? { outDir: fileURLToPath(new URL('./.ssr', import.meta.url)), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // bench/first-paint.ts and the prerender step read which chunks each page needs from here.
        manifest: true,
        // Fonts stay files: our CSP allows fonts from 'self' only (no data: URLs), and a font inlined
        // into CSS would be downloaded with it even on pages that never use it (KaTeX ships dozens).
        assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf|eot)$/.test(file) ? false : undefined),
        rollupOptions: { output: { manualChunks: vendorChunk } },
      },
}));
