export * from './contracts.ts';
export * from './days.ts';
export * from './rules.ts';
export * from './timer.ts';
