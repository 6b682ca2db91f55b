import { emailRules, nameRules, passwordRules, usernameRules } from '@abhyas/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { onStorageChange, readItem, writeItem } from '@/lib/storage';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enValidation from '@/locales/en/validation.json';
import hiAuth from '@/locales/hi/auth.json';
import hiCommon from '@/locales/hi/common.json';
import hiErrors from '@/locales/hi/errors.json';
import hiValidation from '@/locales/hi/validation.json';

export const languages = ['hi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hi';

// One namespace; each file is a top-level key, so core's rule keys (`validation.username.tooShort`)
// and error codes (`errors.INVALID_CREDENTIALS`) translate as they are.
export const resources = {
  hi: { translation: { common: hiCommon, auth: hiAuth, errors: hiErrors, validation: hiValidation } },
  en: { translation: { common: enCommon, auth: enAuth, errors: enErrors, validation: enValidation } },
} as const;

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
