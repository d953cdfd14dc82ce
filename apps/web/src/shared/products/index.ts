export * from './game-products.ts';
