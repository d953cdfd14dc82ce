export { DraftBoardPage, DraftPage } from './draft-pages.tsx';
