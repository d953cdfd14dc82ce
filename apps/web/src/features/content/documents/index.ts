// Loaded on its own: the Markdown renderer stays out of the other content pages (and the not-found page).
export { LegalityPage } from './legality-page.tsx';
export { RulesPage } from './rules-page.tsx';
export { TermsPage } from './terms-page.tsx';
