export * from './legal-links.tsx';
export * from './web-config.ts';
export * from './web-config-context.tsx';
