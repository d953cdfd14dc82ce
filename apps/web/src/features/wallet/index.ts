export {
  CreditCardDepositPage,
  DepositPage,
  DepositSuccessPage,
  TrustlyCancelDepositPage,
  TrustlyLoadingDepositPage,
} from './deposit-pages.tsx';
export { TransactionHistoryPage, WithdrawalConfirmationPage } from './history-pages.tsx';
