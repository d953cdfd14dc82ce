// Only the hooks: the socket code itself loads on demand (see use-live-wallet.ts).

export { LIVE_REFETCH_THROTTLE_MS, throttle } from './throttle.ts';
export { type LiveTopicMessage, useLiveTopic, useLiveTopics } from './use-live-topic.ts';
export { useLiveWallet } from './use-live-wallet.ts';
export { useSettlementNotices } from './use-settlement-notices.ts';
