export * from './auth.ts';
export * from './exams.ts';
export * from './feedback.ts';
export * from './learning-style.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './organisations.ts';
export * from './users.ts';
