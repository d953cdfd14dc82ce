export * from './keys.ts';
export * from './storage.ts';
