export { ActiveDraftsPage, CompletedDraftsPage, ExposurePage } from './team-pages.tsx';
