export * from './cut-offs.ts';
export * from './exam-blog.ts';
export * from './exam-info.ts';
export * from './localized.ts';
export * from './notes.ts';
export * from './subjects.ts';
