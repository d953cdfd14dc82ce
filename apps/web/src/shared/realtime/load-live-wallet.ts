// The socket code loads on demand, once per page: each later mount reuses the loaded module and
// starts no module load of its own that could outlive the page (or a test's environment).
let loading: Promise<typeof import('./live-wallet.ts')> | null = null;

export const loadLiveWallet = () => (loading ??= import('./live-wallet.ts'));
