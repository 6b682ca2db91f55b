import { emailRules, nameRules, passwordRules, usernameRules } from '@abhyas/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onStorageChange, readItem, writeItem } from '@/lib/storage';
import type { Tree } from '@/locales/bundle';

export const languages = ['hi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hi';

// Every JSON file under locales/<lang>/ is loaded; its file name is its top-level key, all in one
// namespace, so core's rule keys (`validation.username.tooShort`) and error codes
// (`errors.INVALID_CREDENTIALS`) translate as they are. A feature adds a file; nothing to register.
// Each language is its own chunk, fetched when needed: a Hindi reader never downloads the English.
const loaders: Record<Language, () => Promise<{ strings: Tree }>> = {
  hi: () => import('@/locales/hi'),
  en: () => import('@/locales/en'),
};

/** Adds a language's strings (the build-time renderer and tests import them directly). */
export function addLanguage(language: Language, strings: Tree): void {
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', strings);
}

/** Makes sure a language's strings are loaded before anything is rendered in it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  addLanguage(language, (await loaders[language]()).strings);
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
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  // Screen readers and the browser's hyphenation/font choice follow <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: ruleValues },
});

// A language chosen in another tab applies here too.
onStorageChange((key) => {
  const language = storedLanguage();
  if ((key === 'selectedLanguage' || key === null) && i18n.language !== language) {
    void loadLanguage(language).then(() => i18n.changeLanguage(language));
  }
});

export { i18n };
