export { PromosPage } from './promos-page.tsx';
