export { AccountClosedPage } from './account-closed-page.tsx';
