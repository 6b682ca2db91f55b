export * from './exam-info.ts';
export * from './localized.ts';
export * from './subjects.ts';
