import { useCallback, useEffect, useState } from 'react';
import { useHydrating } from '../../../shared/hydration/index.ts';
import { beepDataUrl } from './beep-sound.ts';

// Kept beside the room rather than in shared storage: only the draft room reads it.
const SOUND_MUTED_KEY = 'kennel.draft-sound-muted';

/** The mute saved on this device (false when storage is disabled or holds none). */
export function readMuted(): boolean {
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

let sound: HTMLAudioElement | null = null;

/**
 * A short two-tone beep (beep-sound.ts), in a task of its own after the render that asked for it (the
 * first is asked for while the room hydrates, the player on the clock), unless `muted()` says so when
 * it plays: a room hydrating draws the sound on until it has read the saved setting, which the beep
 * reads again itself. A browser that does not let the page play sound yet (no user gesture) refuses
 * it: the flash and the title still tell the player.
 */
export function beep(muted: () => boolean): void {
  if (typeof window === 'undefined' || typeof Audio === 'undefined') return;
  setTimeout(() => {
    if (!muted() && !readMuted()) void playBeep();
  }, 0);
}

async function playBeep(): Promise<void> {
  try {
    if (!sound) {
      const element = new Audio();
      if (!element.canPlayType('audio/wav')) return; // no WAV playback (a test's DOM): stay silent
      // Made with the first beep; its code is in the room's chunk, so a deploy during a long draft
      // (its old chunks gone) cannot take the sound away.
      element.src = beepDataUrl();
      sound ??= element;
    }
    sound.currentTime = 0;
    await sound.play();
  } catch {
    // refused (no user gesture yet) or interrupted: the flash and title still tell the player
  }
}
