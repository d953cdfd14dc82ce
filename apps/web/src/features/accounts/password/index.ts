export { AccountUnblockedPage, AccountUnlockPage } from './account-unlock-pages.tsx';
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { PasswordChangedPage } from './password-changed-page.tsx';
