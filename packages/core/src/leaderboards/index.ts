export * from './contracts.ts';
export * from './points.ts';
