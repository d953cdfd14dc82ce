/** Where the wallet's screens live inside the account area (`/account/*`). */
export const WALLET_PATHS = {
  deposit: '/deposit',
  withdraw: '/account/wallet',
  history: '/account/transactions',
  paymentMethods: '/account/payment-methods',
  verification: '/verification',
} as const;

/** Webview pages (`/m/...`) link to webview pages. */
export function isWebviewPath(pathname: string): boolean {
  return pathname.startsWith('/m/');
}
