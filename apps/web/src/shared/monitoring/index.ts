export * from './monitoring.ts';
