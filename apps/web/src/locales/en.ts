import { bundle, type Tree } from './bundle';

// Every English string at once, for the build-time renderer (entry-server.tsx) and tests; the app
// itself loads the shell and each area separately (areas.ts).
export const strings = bundle(import.meta.glob<Tree>('./en/*.json', { eager: true, import: 'default' }));
