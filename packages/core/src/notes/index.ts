export * from './contracts.ts';
export * from './tex-text.ts';
