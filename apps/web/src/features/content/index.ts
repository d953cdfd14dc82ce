export { LegalityPage } from './documents/legality-page.tsx';
export { RulesPage } from './documents/rules-page.tsx';
export { TermsPage } from './documents/terms-page.tsx';
export {
  AndroidDownloadPage,
  CareersFaqsPage,
  CareersPage,
  DownloadPage,
  DownloadTheAppPage,
  SplashPage,
  ToTheUnderdogsPage,
} from './info-pages.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { ResetCachePage } from './reset-cache-page.tsx';
