export { LobbyPage } from './lobby-page.tsx';
