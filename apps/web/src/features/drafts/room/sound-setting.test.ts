import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beepSamples, wavBytes } from './beep-sound.ts';

const played: string[] = [];
let made = 0;
let beep: typeof import('./sound-setting.ts').beep;

class FakeAudio {
  src = '';
  currentTime = 0;
  constructor() {
    made += 1;
  }
  canPlayType(type: string) {
    return type === 'audio/wav' ? 'maybe' : '';
  }
  play() {
    played.push(this.src);
    return Promise.resolve();
  }
}

describe('the "your pick" beep', () => {
  // Each test starts as a page does: no beep played yet, and no audio element made (the module keeps it).
  beforeEach(async () => {
    played.length = 0;
    made = 0;
    vi.resetModules();
    ({ beep } = await import('./sound-setting.ts'));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays in a task of its own, not in the render that asked for it, from one element', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Audio', FakeAudio);
    beep(() => false);
    expect(played).toHaveLength(0);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]).toMatch(/^data:audio\/wav;base64,UklGR/); // "RIFF"
    beep(() => false);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(played).toHaveLength(2));
    expect(made).toBe(1);
  });

  it('stays silent when muted as it plays: by the room, or by the setting saved on this device', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Audio', FakeAudio);
    const before = played.length;
    beep(() => true);
    await vi.runAllTimersAsync();
    // A room hydrating draws the sound on (the server has no storage) until it reads the saved mute;
    // the beep it asks for meanwhile reads the saved mute itself.
    localStorage.setItem('kennel.draft-sound-muted', 'true');
    beep(() => false);
    await vi.runAllTimersAsync();
    expect(played).toHaveLength(before);
    localStorage.removeItem('kennel.draft-sound-muted');
    beep(() => false);
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(played).toHaveLength(before + 1));
  });

  it('is the two tones the room played before: 880 Hz then 1320 Hz, at a fifth of full scale', () => {
    const samples = beepSamples();
    const rate = 22_050;
    expect(samples.length).toBe(Math.ceil(0.31 * rate));
    const crossings = (from: number, to: number) => {
      let count = 0;
      for (let index = Math.round(from * rate) + 1; index < Math.round(to * rate); index += 1) {
        if ((samples[index - 1] ?? 0) < 0 !== (samples[index] ?? 0) < 0) count += 1;
      }
      return count;
    };
    // a sine crosses zero twice a cycle; the ramps' ends are too quiet to count on, so the middle is
    expect(crossings(0.02, 0.12)).toBeGreaterThan(2 * 880 * 0.1 - 4);
    expect(crossings(0.02, 0.12)).toBeLessThan(2 * 880 * 0.1 + 4);
    expect(crossings(0.18, 0.28)).toBeGreaterThan(2 * 1320 * 0.1 - 4);
    expect(crossings(0.18, 0.28)).toBeLessThan(2 * 1320 * 0.1 + 4);
    const peak = samples.reduce((high, sample) => Math.max(high, Math.abs(sample)), 0);
    expect(peak).toBeGreaterThan(0.19);
    expect(peak).toBeLessThanOrEqual(0.2);
    // silent between the tones
    expect(Math.abs(samples[Math.round(0.155 * rate)] ?? 1)).toBeLessThan(0.001);
  });

  it('writes a 16-bit mono PCM WAV', () => {
    const bytes = wavBytes(new Float32Array([0, 1, -1]), 8000);
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(bytes.subarray(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(6);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      0, 32767, -32767,
    ]);
  });
});
