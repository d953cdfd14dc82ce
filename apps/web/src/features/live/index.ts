export { LivePage } from './live-page.tsx';
