import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrating } from '../../../shared/hydration/index.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../shared/storage/index.ts';
import { EMPTY_SLIP, type Slip } from './slip-model.ts';

interface SlipContextValue {
  slip: Slip;
  update: (change: (slip: Slip) => Slip) => void;
  /** An entry of this slip is on its way: the slip and the board's taps wait for its answer. */
  submitting: boolean;
  setSubmitting: (submitting: boolean) => void;
}

const SlipContext = createContext<SlipContextValue | null>(null);

/**
 * The entry slip, kept under the seed's pick-em storage key so a reload (or a second tab) shows the
 * same picks; the error screen's Refresh clears that key, and with it the slip.
 */
export function SlipProvider({ children }: { children: ReactNode }) {
  // A board the server drew (ADR 0046) is hydrated with the empty slip the server (which has no
  // storage) drew, then the saved one is loaded; the empty slip is never written over it.
  const hydrating = useHydrating();
  const [startedHydrating] = useState(hydrating);
  const [slip, setSlip] = useState<Slip>(() =>
    hydrating ? EMPTY_SLIP : (readStored('pickEm') ?? EMPTY_SLIP),
  );
  const loaded = useRef(slip);
  useEffect(() => {
    if (slip !== loaded.current) writeStored('pickEm', slip);
  }, [slip]);
  useEffect(() => {
    if (!startedHydrating) return;
    const stored = readStored('pickEm') ?? EMPTY_SLIP;
    loaded.current = stored;
    setSlip(stored);
  }, [startedHydrating]);
  useEffect(() => {
    const otherTab = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.pickEm) return;
      const stored = readStored('pickEm') ?? EMPTY_SLIP;
      loaded.current = stored;
      setSlip(stored);
    };
    window.addEventListener('storage', otherTab);
    return () => window.removeEventListener('storage', otherTab);
  }, []);
  const [submitting, setSubmitting] = useState(false);
  const update = useCallback((change: (slip: Slip) => Slip) => setSlip(change), []);
  const value = useMemo(() => ({ slip, update, submitting, setSubmitting }), [slip, update, submitting]);
  return <SlipContext.Provider value={value}>{children}</SlipContext.Provider>;
}

export function useSlip(): SlipContextValue {
  const value = useContext(SlipContext);
  if (!value) throw new Error('useSlip needs a SlipProvider');
  return value;
}
