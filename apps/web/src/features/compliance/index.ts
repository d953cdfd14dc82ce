export { TaxPage } from './compliance-pages.tsx';
export { VerificationPage } from './verification/verification-page.tsx';
