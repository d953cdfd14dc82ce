// The "your pick" beep as a small WAV made here (no sound file to download): two sine tones, 880 Hz
// then 1320 Hz, each rising to a fifth of full scale in 20 ms and falling away by 140 ms, as the room
// drew it with the Web Audio API before. Played by an audio element: an AudioContext's creation asks
// the audio device for its settings while the main thread waits (38 ms to over 300 ms in Lighthouse's
// Chromium, in the room's hydration), a media element does not (issue 25).

const SAMPLE_RATE = 22_050;
const TONES = [
  { offset: 0, frequency: 880 },
  { offset: 0.16, frequency: 1320 },
] as const;
const TONE_SECONDS = 0.15;
const PEAK = 0.2;
const SILENT = 0.0001;
const RISE_SECONDS = 0.02;
const FALL_END_SECONDS = 0.14;

/** The tone's loudness `t` seconds after it starts: exponential ramps, as Web Audio's. */
function envelope(t: number): number {
  if (t < RISE_SECONDS) return SILENT * (PEAK / SILENT) ** (t / RISE_SECONDS);
  if (t < FALL_END_SECONDS) {
    return PEAK * (SILENT / PEAK) ** ((t - RISE_SECONDS) / (FALL_END_SECONDS - RISE_SECONDS));
  }
  return SILENT;
}

/** The beep's samples, -1 to 1. */
export function beepSamples(): Float32Array {
  const last = TONES[TONES.length - 1] as (typeof TONES)[number];
  const samples = new Float32Array(Math.ceil((last.offset + TONE_SECONDS) * SAMPLE_RATE));
  for (const tone of TONES) {
    const from = Math.round(tone.offset * SAMPLE_RATE);
    const count = Math.round(TONE_SECONDS * SAMPLE_RATE);
    for (let index = 0; index < count && from + index < samples.length; index += 1) {
      const t = index / SAMPLE_RATE;
      samples[from + index] = envelope(t) * Math.sin(2 * Math.PI * tone.frequency * t);
    }
  }
  return samples;
}

/** The samples as a 16-bit mono PCM WAV file. */
export function wavBytes(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) bytes[at + index] = value.charCodeAt(index);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the format block's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => {
    view.setInt16(44 + index * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 0x7fff), true);
  });
  return bytes;
}

/** The beep as a `data:` address an audio element plays. */
export function beepDataUrl(): string {
  const bytes = wavBytes(beepSamples());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x2000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x2000));
  }
  return `data:audio/wav;base64,${btoa(binary)}`;
}
