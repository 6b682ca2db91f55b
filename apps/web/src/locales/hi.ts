import { bundle, type Tree } from './bundle';

// A chunk of its own: a student downloads only the language they read (lib/i18n.ts loadLanguage).
export const strings = bundle(import.meta.glob<Tree>('./hi/*.json', { eager: true, import: 'default' }));
