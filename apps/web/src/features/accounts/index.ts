export { AccountPage } from './account-page.tsx';
export { ForgotPasswordPage, LoginConfirmationPage, LoginPage, RegisterPage } from './guest-pages.tsx';
export {
  AccountUnblockedPage,
  AccountUnlockPage,
  EmailVerifiedPage,
  MfaEnrollSuccessPage,
  PasswordChangedPage,
} from './result-pages.tsx';
