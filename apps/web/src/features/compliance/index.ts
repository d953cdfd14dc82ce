export { TaxPage, VerificationPage } from './compliance-pages.tsx';
