export * from './location.ts';
