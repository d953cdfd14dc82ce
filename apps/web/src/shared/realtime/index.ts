// Only the hook: the socket code itself loads on demand (see use-live-wallet.ts).
export { useLiveWallet } from './use-live-wallet.ts';
