export { RegisterPage } from './register-page.tsx';
