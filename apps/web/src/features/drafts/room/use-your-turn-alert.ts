import { useEffect, useRef, useState } from 'react';
import { beep } from './sound-setting.ts';

/**
 * When the player comes on the clock: a beep (unless muted), a flash of the room for a moment and
 * "Your pick!" in the tab's title until the turn ends, so a player in another tab notices.
 */
export function useYourTurnAlert(
  yourTurn: boolean,
  pickNumber: number,
  muted: boolean,
  title: string,
): boolean {
  const [flashing, setFlashing] = useState(false);
  const alerted = useRef<number | null>(null);
  const mutedNow = useRef(muted);
  mutedNow.current = muted;
  useEffect(() => {
    if (!yourTurn || alerted.current === pickNumber) return;
    alerted.current = pickNumber;
    beep(() => mutedNow.current);
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), 1_600);
    return () => clearTimeout(timer);
  }, [yourTurn, pickNumber]);
  useEffect(() => {
    document.title = yourTurn ? `Your pick! · ${title} · Kennel` : `${title} · Kennel`;
  }, [yourTurn, title]);
  return flashing;
}
