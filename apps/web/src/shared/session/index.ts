export * from './session-refresh.ts';
export * from './use-session.ts';
