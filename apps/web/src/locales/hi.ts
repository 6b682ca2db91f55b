import { bundle, type Tree } from './bundle';

// Every Hindi string at once, for the build-time renderer (entry-server.tsx) and tests; the app
// itself loads the shell and each area separately (areas.ts).
export const strings = bundle(import.meta.glob<Tree>('./hi/*.json', { eager: true, import: 'default' }));
