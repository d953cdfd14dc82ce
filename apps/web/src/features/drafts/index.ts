export { DraftBoardPage, DraftPage } from './draft-pages.tsx';
export { LobbyPage } from './lobby-page.tsx';
export { ActiveDraftsPage, CompletedDraftsPage, ExposurePage, RankingsPage } from './team-pages.tsx';
