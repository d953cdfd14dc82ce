export * from './sessions.ts';
export * from './users.ts';
