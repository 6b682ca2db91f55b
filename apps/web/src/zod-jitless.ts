// Imported first by main.tsx, before any schema exists: zod otherwise probes `new Function` when
// it builds an object schema, which our CSP (script-src 'self', no 'unsafe-eval') blocks and
// reports as a violation on every page (Lighthouse best practices: inspector issues).
// zod 4 keeps its configuration on `globalThis.__zod_globalConfig` and reads it when it loads, so
// setting it here configures the zod that the screens with forms load later, without putting zod
// itself (~25 KB gzip) on the start path. zod-jitless.test.ts checks zod still reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
