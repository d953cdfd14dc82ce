export * from './document-title.ts';
export * from './planned-screen.tsx';
