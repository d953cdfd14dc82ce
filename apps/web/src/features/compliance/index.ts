export { TaxPage } from './tax/tax-page.tsx';
export { VerificationPage } from './verification/verification-page.tsx';
