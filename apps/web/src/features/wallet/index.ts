export { TrustlyCancelDepositPage, TrustlyLoadingDepositPage } from './deposit/bank-deposit-pages.tsx';
export { CreditCardDepositPage, DepositPage } from './deposit/deposit-pages.tsx';
export { DepositSuccessPage } from './deposit/deposit-success-page.tsx';
export { AccountTransactionsSection, TransactionHistoryPage } from './history/history-pages.tsx';
export { PaymentMethodsSection } from './payment-methods/payment-methods-section.tsx';
export { WalletSummary } from './shared/wallet-summary.tsx';
export { WithdrawSection } from './withdraw/withdraw-section.tsx';
export { WithdrawalConfirmationPage } from './withdraw/withdrawal-confirmation-page.tsx';
