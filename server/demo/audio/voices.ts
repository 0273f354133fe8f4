import { addBandpass, addFm, addPartial, addPluck, addSaw, adsr, lowpass } from './oscillators';
import type { Rng } from './prng';
import type { VoiceName } from './spec';

/** One note of a voice: `n` samples in all, `held` of them before the release. */
interface NoteContext {
  out: Float32Array;
  n: number;
  held: number;
  freq: number;
  velocity: number;
  sr: number;
  rng: Rng;
}

interface Voice {
  /** Seconds the note sounds after it is released. */
  release: number;
  /** Level in the mix. */
  gain: number;
  /** Share sent to the reverb. */
  space: number;
  render(note: NoteContext): void;
}

/** Vowel formants (Hz) a sung line moves between. */
const vowels: readonly (readonly [number, number, number])[] = [
  [800, 1150, 2900],
  [450, 800, 2830],
  [350, 2000, 2800],
  [400, 1600, 2700],
  [325, 700, 2530],
];

function piano({ out, n, held, freq, velocity, sr }: NoteContext): void {
  const tone = 0.6 + velocity * 0.4;
  const base = 0.6 + freq / 400;
  for (let k = 1; k <= 7; k++) {
    const partial = k * freq * Math.sqrt(1 + 0.0004 * k * k);
    addPartial(out, n, partial, Math.pow(tone, k) / Math.pow(k, 1.1), base * (1 + 0.55 * k), sr, k * 0.3);
  }
  adsr(out, n, held, sr, 0.003, 10, 1, 0.2);
}

function electricPiano({ out, n, held, freq, velocity, sr }: NoteContext): void {
  addFm(out, n, freq, 1, 1.6 * velocity, 5, 0.8, 1.1, sr);
  addPartial(out, n, freq * 14, 0.05 * velocity, 30, sr);
  adsr(out, n, held, sr, 0.002, 10, 1, 0.25);
}

function synth({ out, n, held, freq, velocity, sr }: NoteContext): void {
  addSaw(out, n, freq, 0.5, sr);
  addSaw(out, n, freq * 1.006, 0.5, sr, { phase: 0.37 });
  const peak = 900 + 4200 * velocity;
  const fall = Math.exp(-1 / (0.25 * sr));
  lowpass(out, n, sr, (i) => 500 + peak * Math.pow(fall, i));
  adsr(out, n, held, sr, 0.008, 0.3, 0.7, 0.2);
}

function square({ out, n, held, freq, sr }: NoteContext): void {
  addSaw(out, n, freq, 0.55, sr, { square: true, vibrato: 5.5, depth: 0.12 });
  lowpass(out, n, sr, () => 2200);
  adsr(out, n, held, sr, 0.005, 0.15, 0.75, 0.1);
}

function pad({ out, n, held, freq, sr }: NoteContext): void {
  for (const [detune, phase] of [
    [1, 0],
    [1.004, 0.31],
    [0.996, 0.67],
  ] as const)
    addSaw(out, n, freq * detune, 0.35, sr, { phase });
  lowpass(out, n, sr, (i) => 900 + 500 * Math.sin((i / sr) * 0.9));
  adsr(out, n, held, sr, 0.7, 0.8, 0.85, 1.4);
}

function strings({ out, n, held, freq, sr }: NoteContext): void {
  for (const [detune, phase] of [
    [1, 0],
    [1.003, 0.45],
    [0.997, 0.8],
  ] as const)
    addSaw(out, n, freq * detune, 0.33, sr, { phase, vibrato: 5 + detune, depth: 0.1 });
  lowpass(out, n, sr, () => 2600);
  adsr(out, n, held, sr, 0.22, 0.4, 0.85, 0.6);
}

function organ({ out, n, held, freq, sr }: NoteContext): void {
  const bars: readonly (readonly [number, number])[] = [
    [0.5, 0.5],
    [1, 0.8],
    [2, 0.6],
    [3, 0.35],
    [4, 0.3],
    [6, 0.12],
    [8, 0.1],
  ];
  for (const [ratio, amp] of bars) addPartial(out, n, freq * ratio, amp * 0.45, 0, sr, ratio);
  const tremolo = (2 * Math.PI * 6) / sr;
  for (let i = 0; i < n; i++) out[i]! *= 1 + 0.12 * Math.sin(i * tremolo);
  adsr(out, n, held, sr, 0.01, 0.1, 1, 0.08);
}

function bell({ out, n, held, freq, velocity, sr }: NoteContext): void {
  addFm(out, n, freq, 3.5, 2.2 * velocity, 2.2, 0.6, 1.6, sr);
  addPartial(out, n, freq * 2, 0.2, 2.5, sr);
  adsr(out, n, held, sr, 0.002, 10, 1, 0.9);
}

function vox({ out, n, held, freq, sr, rng }: NoteContext): void {
  const source = new Float32Array(n);
  addSaw(source, n, freq, 1, sr, { phase: rng(), vibrato: 5.2, depth: 0.3 });
  for (let i = 0; i < n; i++) source[i]! += (rng() * 2 - 1) * 0.08;
  const [f1, f2, f3] = vowels[Math.floor(rng() * vowels.length)]!;
  addBandpass(source, out, n, sr, f1, 5, 1.6);
  addBandpass(source, out, n, sr, f2, 7, 1.1);
  addBandpass(source, out, n, sr, f3, 9, 0.5);
  adsr(out, n, held, sr, 0.07, 0.2, 0.85, 0.22);
}

function flute({ out, n, held, freq, sr, rng }: NoteContext): void {
  addPartial(out, n, freq, 0.7, 0, sr);
  addPartial(out, n, freq * 2, 0.12, 0, sr);
  addPartial(out, n, freq * 3, 0.05, 0, sr);
  const vibrato = (2 * Math.PI * 5) / sr;
  let breath = 0;
  for (let i = 0; i < n; i++) {
    breath += 0.2 * (rng() * 2 - 1 - breath);
    out[i] = out[i]! * (1 + 0.06 * Math.sin(i * vibrato) * Math.min(1, i / (sr * 0.4))) + breath * 0.05;
  }
  adsr(out, n, held, sr, 0.06, 0.2, 0.9, 0.15);
}

function brass({ out, n, held, freq, velocity, sr }: NoteContext): void {
  addSaw(out, n, freq, 0.6, sr);
  addSaw(out, n, freq * 1.002, 0.4, sr, { phase: 0.5 });
  const attack = 0.08 * sr;
  lowpass(out, n, sr, (i) => (i < attack ? 400 + (2600 * velocity * i) / attack : 1400 + 1200 * velocity));
  adsr(out, n, held, sr, 0.05, 0.25, 0.8, 0.15);
}

function bass({ out, n, held, freq, sr }: NoteContext): void {
  addSaw(out, n, freq, 0.5, sr);
  addPartial(out, n, freq, 0.7, 0, sr);
  const fall = Math.exp(-1 / (0.12 * sr));
  lowpass(out, n, sr, (i) => 260 + 900 * Math.pow(fall, i));
  adsr(out, n, held, sr, 0.004, 0.35, 0.6, 0.06);
}

function upright({ out, n, held, freq, sr, rng }: NoteContext): void {
  addPluck(out, n, freq, 0.8, sr, rng, 0.25, held);
  addPartial(out, n, freq, 0.5, 3, sr);
  adsr(out, n, held, sr, 0.005, 10, 1, 0.08);
}

function subBass({ out, n, held, freq, sr }: NoteContext): void {
  addPartial(out, n, freq, 0.9, 0, sr);
  addPartial(out, n, freq * 2, 0.15, 0, sr);
  adsr(out, n, held, sr, 0.01, 0.3, 0.8, 0.1);
}

function pluck({ out, n, held, freq, sr, rng }: NoteContext): void {
  addPluck(out, n, freq, 0.9, sr, rng, 0.6, held);
  adsr(out, n, held, sr, 0.001, 10, 1, 0.1);
}

export const voices: Record<VoiceName, Voice> = {
  piano: { release: 0.3, gain: 0.5, space: 0.35, render: piano },
  epiano: { release: 0.35, gain: 0.5, space: 0.3, render: electricPiano },
  pluck: { release: 0.15, gain: 0.6, space: 0.3, render: pluck },
  synth: { release: 0.3, gain: 0.28, space: 0.3, render: synth },
  square: { release: 0.15, gain: 0.22, space: 0.25, render: square },
  pad: { release: 1.6, gain: 0.2, space: 0.6, render: pad },
  strings: { release: 0.8, gain: 0.22, space: 0.55, render: strings },
  organ: { release: 0.12, gain: 0.3, space: 0.3, render: organ },
  bell: { release: 1.2, gain: 0.35, space: 0.5, render: bell },
  vox: { release: 0.3, gain: 0.35, space: 0.45, render: vox },
  flute: { release: 0.2, gain: 0.45, space: 0.45, render: flute },
  brass: { release: 0.2, gain: 0.25, space: 0.35, render: brass },
  bass: { release: 0.08, gain: 0.55, space: 0.05, render: bass },
  upright: { release: 0.1, gain: 0.7, space: 0.1, render: upright },
  subBass: { release: 0.12, gain: 0.6, space: 0.02, render: subBass },
};
