export { LoginConfirmationPage } from './login-confirmation-page.tsx';
export { LoginPage } from './login-page.tsx';
