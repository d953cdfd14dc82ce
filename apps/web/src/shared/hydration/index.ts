export * from './hydration.tsx';
