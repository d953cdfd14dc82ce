export * from './account-closed.ts';
export * from './safe-redirect.ts';
export * from './session-refresh.ts';
export * from './signed-in-only.tsx';
export * from './use-session.ts';
