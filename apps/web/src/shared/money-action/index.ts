export * from './attempt-keys.tsx';
export * from './use-money-action.ts';
export * from './use-paid-submit.ts';
