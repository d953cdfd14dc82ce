export * from './api-request-error.ts';
export * from './csrf.ts';
export * from './http-client.ts';
export * from './http-client-context.tsx';
export * from './preload.ts';
export * from './session.ts';
export * from './shared-client-config.ts';
export * from './wallet.ts';
