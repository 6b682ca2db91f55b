export * from './contracts.ts';
export * from './rules.ts';
export * from './scheduler.ts';
