export * from './attempt-contracts.ts';
export * from './contracts.ts';
export * from './ranking.ts';
export * from './scoring.ts';
export * from './templates.ts';
export * from './timing.ts';
