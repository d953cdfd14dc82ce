export { AccountPage } from './account/index.ts';
export { type AccountSection, OWN_ACCOUNT_SECTIONS } from './account-sections.ts';
export { EmailVerifiedPage } from './email/index.ts';
export { LoginConfirmationPage, LoginPage } from './login/index.ts';
export { MfaEnrollSuccessPage } from './mfa/index.ts';
export {
  AccountUnblockedPage,
  AccountUnlockPage,
  ForgotPasswordPage,
  PasswordChangedPage,
} from './password/index.ts';
export { RegisterPage } from './register/index.ts';
