import type { Rng } from './prng';
import type { DrumKind } from './spec';

/** Drum sounds made of noise and pitch envelopes; each returns a fresh mono buffer. */

const TWO_PI = Math.PI * 2;

function kick(sr: number, rng: Rng): Float32Array {
  const n = Math.round(sr * 0.45);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const freq = 45 + 110 * Math.exp(-t / 0.035);
    phase += (TWO_PI * freq) / sr;
    const click = i < sr * 0.004 ? (rng() * 2 - 1) * 0.3 * (1 - i / (sr * 0.004)) : 0;
    out[i] = Math.sin(phase) * Math.exp(-t / 0.16) + click;
  }
  return out;
}

/** Noise through a first-order high-pass (`tilt` near 1 keeps only the hiss) with an exponential decay. */
function noiseBurst(sr: number, rng: Rng, seconds: number, decay: number, tilt: number): Float32Array {
  const n = Math.round(sr * seconds);
  const out = new Float32Array(n);
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const white = rng() * 2 - 1;
    out[i] = (white - tilt * previous) * Math.exp(-i / (sr * decay));
    previous = white;
  }
  return out;
}

function snare(sr: number, rng: Rng): Float32Array {
  const out = noiseBurst(sr, rng, 0.3, 0.07, 0.5);
  for (let i = 0; i < out.length; i++) {
    const t = i / sr;
    out[i] =
      out[i]! * 0.7 + Math.sin(TWO_PI * (180 + 40 * Math.exp(-t / 0.01)) * t) * Math.exp(-t / 0.05) * 0.6;
  }
  return out;
}

function clap(sr: number, rng: Rng): Float32Array {
  const out = noiseBurst(sr, rng, 0.3, 0.08, 0.6);
  const gap = sr * 0.011;
  for (let i = 0; i < out.length && i < gap * 3; i++) out[i]! *= (i % gap) / gap < 0.5 ? 1.2 : 0.3;
  return out;
}

function ride(sr: number, rng: Rng): Float32Array {
  const out = noiseBurst(sr, rng, 0.9, 0.3, 0.95);
  const ratios = [1, 1.34, 1.71, 2.23, 2.89, 3.41];
  for (let i = 0; i < out.length; i++) {
    let metal = 0;
    for (const ratio of ratios) metal += Math.sin((TWO_PI * 420 * ratio * i) / sr) > 0 ? 1 : -1;
    out[i] = out[i]! * 0.35 + (metal / ratios.length) * 0.25 * Math.exp(-i / (sr * 0.35));
  }
  return out;
}

function tom(sr: number): Float32Array {
  const n = Math.round(sr * 0.5);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    phase += (TWO_PI * (85 + 50 * Math.exp(-t / 0.06))) / sr;
    out[i] = Math.sin(phase) * Math.exp(-t / 0.22);
  }
  return out;
}

const makers: Record<DrumKind, (sr: number, rng: Rng) => Float32Array> = {
  kick,
  snare,
  clap,
  ride,
  tom: (sr) => tom(sr),
  hat: (sr, rng) => noiseBurst(sr, rng, 0.08, 0.018, 0.98),
  openHat: (sr, rng) => noiseBurst(sr, rng, 0.35, 0.12, 0.98),
  shaker: (sr, rng) => {
    const out = noiseBurst(sr, rng, 0.09, 0.03, 0.9);
    for (let i = 0; i < out.length; i++) out[i]! *= Math.min(1, i / (sr * 0.012));
    return out;
  },
};

const levels: Record<DrumKind, number> = {
  kick: 0.9,
  snare: 0.45,
  clap: 0.4,
  hat: 0.16,
  openHat: 0.12,
  ride: 0.2,
  tom: 0.55,
  shaker: 0.14,
};

/** Renders each drum sound once per piece: a small kit of sampled hits, each with its mix level. */
export function buildKit(sr: number, rng: Rng): Record<DrumKind, { samples: Float32Array; level: number }> {
  const kit = {} as Record<DrumKind, { samples: Float32Array; level: number }>;
  for (const kind of Object.keys(makers) as DrumKind[])
    kit[kind] = { samples: makers[kind](sr, rng), level: levels[kind] };
  return kit;
}
