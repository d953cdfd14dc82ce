// Stand-in until sports-realtime's useLiveTopic lands; replaced by a re-export at merge.
export function useLiveTopic<T>(_topic: string | null, _onMessage: (data: T) => void): void {}
