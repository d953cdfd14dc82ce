// Zod-free only: the app shell imports this. The deposit page's full check is in location-query.ts.
export * from './remember.ts';
