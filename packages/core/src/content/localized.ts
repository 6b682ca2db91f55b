/** A text that exists in both languages of the product (Hindi first). */
export interface Localized {
  hi: string;
  en: string;
}

export type ContentLanguage = keyof Localized;
