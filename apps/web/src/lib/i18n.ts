import { emailRules, nameRules, passwordRules, usernameRules } from '@abhyas/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onStorageChange, readItem, writeItem } from '@/lib/storage';

export const languages = ['hi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hi';

type Tree = { [key: string]: string | Tree };

// Every JSON file under locales/<lang>/ is loaded; its file name is its top-level key, all in one
// namespace, so core's rule keys (`validation.username.tooShort`) and error codes
// (`errors.INVALID_CREDENTIALS`) translate as they are. A feature adds a file; nothing to register.
const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });

function bundle(language: Language): Tree {
  const tree: Tree = {};
  for (const [file, content] of Object.entries(files)) {
    const match = file.match(/locales\/(\w+)\/([\w-]+)\.json$/);
    if (match?.[1] === language && match[2]) tree[match[2]] = content;
  }
  return tree;
}

export const resources = {
  hi: { translation: bundle('hi') },
  en: { translation: bundle('en') },
};

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
  writeItem('selectedLanguage', language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  // Screen readers and the browser's hyphenation/font choice follow <html lang>.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: ruleValues },
});

// A language chosen in another tab applies here too.
onStorageChange((key) => {
  if ((key === 'selectedLanguage' || key === null) && i18n.language !== storedLanguage()) {
    void i18n.changeLanguage(storedLanguage());
  }
});

export { i18n };
