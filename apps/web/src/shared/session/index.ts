export * from './safe-redirect.ts';
export * from './session-refresh.ts';
export * from './use-session.ts';
