import { config } from 'zod';

// Imported first by main.tsx, before any schema exists: zod otherwise probes `new Function` when
// it builds an object schema, which our CSP (script-src 'self', no 'unsafe-eval') blocks and
// reports as a violation on every page (Lighthouse best practices: inspector issues).
config({ jitless: true });
