import { emailRules, nameRules, passwordRules, usernameRules } from '@abhyas/core/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { saveAccountLanguage } from '@/lib/account-language';
import { onStorageChange, readItem, writeItem } from '@/lib/storage';
import { type Area, areaFiles, shellFiles } from '@/locales/areas';
import { keyOfFile, type Tree } from '@/locales/bundle';
import { loadFile, loadShell } from '@/locales/load';

export const languages = ['hi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hi';

// Every JSON file under locales/<lang>/ is a top-level key of one namespace, so core's rule keys
// (`validation.username.tooShort`) and error codes (`errors.INVALID_CREDENTIALS`) translate as they
// are. Only the reader's language loads, and of it only the shell and the areas opened so far
// (locales/areas.ts): a Hindi reader on the home page never downloads the hall's or the English strings.

/** Area files the screens opened so far read: a switch of language loads these too. */
const wanted = new Set<string>();

/** Files loaded per language: a part file (`validation-institutes`) leaves no top-level key of its own. */
const loaded = new Map<Language, Set<string>>();

function hasFile(language: Language, file: string): boolean {
  const key = keyOfFile(file);
  if (key !== file)
    return (
      (loaded.get(language)?.has(file) ?? false) &&
      i18n.getResource(language, 'translation', key) !== undefined
    );
  return i18n.getResource(language, 'translation', file) !== undefined;
}

/** Adds strings to a language, file by file (the build-time renderer and tests add every file at once). */
export function addLanguage(language: Language, strings: Tree): void {
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}

async function loadFiles(language: Language, files: Iterable<string>): Promise<void> {
  const missing = [...files].filter((file) => !hasFile(language, file));
  if (missing.length === 0) return;
  const trees = await Promise.all(missing.map((file) => loadFile(language, file)));
  // One bundle per file: addResourceBundle merges deeply, so a part file joins its key's strings.
  for (const [i, file] of missing.entries()) addLanguage(language, { [keyOfFile(file)]: trees[i] ?? {} });
  const done = loaded.get(language) ?? new Set<string>();
  for (const file of missing) done.add(file);
  loaded.set(language, done);
}

/** Makes sure a language's shell and every area opened so far are loaded before anything renders in it. */
export async function loadLanguage(language: Language): Promise<void> {
  const shell = shellFiles.every((file) => hasFile(language, file))
    ? undefined
    : loadShell(language).then((strings) => addLanguage(language, strings));
  await Promise.all([shell, loadFiles(language, wanted)]);
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage();
}

/** Loads an area's strings in the current language; the router calls it beside the page's module. */
export async function loadArea(area: Area | undefined): Promise<void> {
  if (area === undefined) return;
  const files = areaFiles[area];
  for (const file of files) wanted.add(file);
  await loadFiles(currentLanguage(), files);
}

/** The limits quoted by rule messages come from core, so a changed rule cannot leave stale text. */
export const ruleValues = {
  nameMin: nameRules.min,
  nameMax: nameRules.max,
  usernameMin: usernameRules.min,
  usernameMax: usernameRules.max,
  emailMax: emailRules.max,
  passwordMin: passwordRules.min,
  passwordMax: passwordRules.max,
};

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

export function storedLanguage(): Language {
  const stored = readItem('selectedLanguage');
  return isLanguage(stored) ? stored : defaultLanguage;
}

export async function setLanguage(language: Language): Promise<void> {
  // Stored first: the choice holds even if the page is reloaded before the other bundle arrives.
  writeItem('selectedLanguage', language);
  // Signed in: kept on the account too, so other devices skip the language step (docs/first-visit.md).
  saveAccountLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  // Screen readers and the browser's hyphenation/font choice follow <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // An area opened while the other language was loading still arrives (shown by bindI18nStore below).
  if (isLanguage(language)) void loadFiles(language, wanted).catch(() => undefined);
});

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: ruleValues },
  // Strings that arrive after a screen rendered (a late area file) re-render it.
  react: { bindI18nStore: 'added' },
});

// A language chosen in another tab applies here too.
onStorageChange((key) => {
  const language = storedLanguage();
  if ((key === 'selectedLanguage' || key === null) && i18n.language !== language) {
    void loadLanguage(language).then(() => i18n.changeLanguage(language));
  }
});

export { i18n };
