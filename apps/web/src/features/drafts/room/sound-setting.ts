import { useCallback, useEffect, useState } from 'react';
import { useHydrating } from '../../../shared/hydration/index.ts';

// Kept beside the room rather than in shared storage: only the draft room reads it.
const SOUND_MUTED_KEY = 'kennel.draft-sound-muted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_MUTED_KEY) === 'true';
  } catch {
    return false; // storage can be disabled; the sound then plays, as by default
  }
}

/**
 * Whether the "your pick" beep is muted, remembered across visits. A page the server drew (ADR 0046)
 * is hydrated with the sound on, as the server (which has no storage) drew it, then the saved setting.
 */
export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const hydrating = useHydrating();
  const [startedHydrating] = useState(hydrating);
  const [muted, setMutedState] = useState(() => !hydrating && readMuted());
  useEffect(() => {
    if (startedHydrating) setMutedState(readMuted());
  }, [startedHydrating]);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      if (next) window.localStorage.setItem(SOUND_MUTED_KEY, 'true');
      else window.localStorage.removeItem(SOUND_MUTED_KEY);
    } catch {
      // not remembered, but the choice still holds for this visit
    }
  }, []);
  return [muted, setMuted];
}

let audio: AudioContext | null = null;

/** A short two-tone beep with the Web Audio API (no sound file to download). */
export function beep(): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    const now = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, now + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.14);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(now + offset);
      oscillator.stop(now + offset + 0.15);
    }
  } catch {
    // the browser refused audio (no user gesture yet): the flash and title still tell the player
  }
}
