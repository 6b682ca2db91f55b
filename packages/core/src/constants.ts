/**
 * `@abhyas/core/constants`: the rules and names that need no schema library. The web app's start
 * path (i18n, the API error type) imports only this entry, so zod and the contracts (~35 KB gzip)
 * load with the forms and screens that parse with them. Everything here stays free of zod: a module
 * that imports it belongs in the main entry only.
 */
export * from './auth/rules.ts';
export * from './days/indian-day.ts';
export * from './errors/codes.ts';
export * from './errors/input.ts';
export * from './exams/attempt-limits.ts';
export * from './exams/exam-names.ts';
export * from './exams/templates.ts';
export * from './feedback/rules.ts';
export * from './questions/option-label.ts';
