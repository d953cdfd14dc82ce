export * from './use-money-action.ts';
