export { EmailVerifiedPage } from './email-verified-page.tsx';
