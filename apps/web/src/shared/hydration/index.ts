export * from './hydration.ts';
