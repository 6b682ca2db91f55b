import { z } from 'zod';

/** A text that exists in both languages of the product (Hindi first). */
export interface Localized {
  hi: string;
  en: string;
}

export type ContentLanguage = keyof Localized;

/** A text in both languages on the wire (answers; input rules live in questions/contracts.ts). */
export const localizedSchema = z.object({ hi: z.string(), en: z.string() });
