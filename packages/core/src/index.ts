export * from './client-error.ts';
export * from './constants.ts';
export * from './contracts/errors.ts';
export * from './contracts/platform.ts';
export * from './errors.ts';
export * from './legal-links.ts';
export * from './money.ts';
export * from './pick-timing.ts';
