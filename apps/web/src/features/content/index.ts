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
