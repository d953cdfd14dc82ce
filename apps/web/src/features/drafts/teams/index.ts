export { ActiveDraftsPage } from './active-page.tsx';
export { CompletedDraftsPage } from './completed-page.tsx';
export { ExposurePage } from './exposure-page.tsx';
