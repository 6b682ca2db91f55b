export * from './auth/contracts.ts';
export * from './auth/rules.ts';
export * from './errors/codes.ts';
export * from './pagination.ts';
