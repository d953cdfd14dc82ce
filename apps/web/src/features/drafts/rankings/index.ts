export { RankingsPage } from './rankings-page.tsx';
