export * from './contracts.ts';
export * from './streak.ts';
