export { MfaEnrollSuccessPage } from './mfa-enroll-success-page.tsx';
