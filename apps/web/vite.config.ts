import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:5000';

/** Libraries every page needs, split by how often they change, so an app release re-downloads little. */
function vendorChunk(id: string): string | undefined {
  // zod, its configuration (src/zod-jitless.ts) and the contracts built with it share one chunk, so the
  // configuration runs before the first schema is built.
  if (/node_modules\/zod\/|\/packages\/core\/|\/src\/zod-jitless\.ts$/.test(id)) return 'core';
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router|@tanstack|i18next|react-i18next)\//.test(id)) return 'framework';
  return undefined;
}

/**
 * Fontsource declares `font-display: swap`: text first paints in the phone's own font, then jumps
 * when Noto arrives (layout shift). Android phones already ship a Devanagari Noto, so `optional`
 * is the better trade: the web font is used once cached (the service worker precaches it), never
 * swapped in mid-read.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'abhyas:font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@fontsource') || !id.endsWith('.css')) return undefined;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

// `root` is pinned so `vite build` gives the same output whatever directory it runs from;
// the server serves `apps/web/dist` with an SPA fallback. `vite build --ssr` (see package.json)
// builds src/entry-server.tsx into .ssr/, which scripts/prerender.ts uses to write static pages.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [fontDisplayOptional(), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
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
        rollupOptions: { output: { manualChunks: vendorChunk } },
      },
}));
