import type { Rng } from './prng';

/** Building blocks of the voices. Every function adds into or shapes `out[0…n)`, a mono note buffer. */

const TWO_PI = Math.PI * 2;

/** Adds a sine partial with an exponential decay (`decay` per second, 0 = none), by the recurrence y = 2cos(w)·y1 − y2. */
export function addPartial(
  out: Float32Array,
  n: number,
  freq: number,
  amp: number,
  decay: number,
  sr: number,
  phase = 0,
): void {
  if (freq >= sr / 2) return;
  const w = (TWO_PI * freq) / sr;
  const k = 2 * Math.cos(w);
  let y1 = Math.sin(phase - w);
  let y2 = Math.sin(phase - 2 * w);
  let env = amp;
  const fall = Math.exp(-decay / sr);
  for (let i = 0; i < n; i++) {
    const y = k * y1 - y2;
    y2 = y1;
    y1 = y;
    out[i]! += y * env;
    env *= fall;
  }
}

/** PolyBLEP correction that removes most of a naive sawtooth's aliasing. */
function blep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/** Adds a band-limited sawtooth (or a square when `square`), with an optional vibrato (Hz, depth in semitones). */
export function addSaw(
  out: Float32Array,
  n: number,
  freq: number,
  amp: number,
  sr: number,
  options: { phase?: number; vibrato?: number; depth?: number; square?: boolean } = {},
): void {
  let t = options.phase ?? 0;
  const vibrato = options.vibrato ?? 0;
  const depth = options.depth ?? 0;
  const vibratoStep = (TWO_PI * vibrato) / sr;
  let dt = freq / sr;
  for (let i = 0; i < n; i++) {
    if (vibrato && (i & 15) === 0)
      dt = (freq * (1 + depth * 0.0578 * Math.sin(i * vibratoStep) * Math.min(1, i / (sr * 0.3)))) / sr;
    let value = 2 * t - 1 - blep(t, dt);
    if (options.square) {
      const half = (t + 0.5) % 1;
      value -= 2 * half - 1 - blep(half, dt);
    }
    out[i]! += value * amp;
    t += dt;
    if (t >= 1) t -= 1;
  }
}

/** Two cascaded one-pole low-pass filters; `cutoff(i)` is read every 32 samples. */
export function lowpass(out: Float32Array, n: number, sr: number, cutoff: (i: number) => number): void {
  let a = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < n; i++) {
    if ((i & 31) === 0) a = 1 - Math.exp((-TWO_PI * Math.min(cutoff(i), sr * 0.45)) / sr);
    y1 += a * (out[i]! - y1);
    y2 += a * (y1 - y2);
    out[i] = y2;
  }
}

/** A constant-gain band-pass biquad (RBJ), added into `into` from `source`. */
export function addBandpass(
  source: Float32Array,
  into: Float32Array,
  n: number,
  sr: number,
  centre: number,
  q: number,
  gain: number,
): void {
  const w = (TWO_PI * centre) / sr;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const b0 = alpha / a0;
  const a1 = (-2 * Math.cos(w)) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < n; i++) {
    const x = source[i]!;
    const y = b0 * x - b0 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    into[i]! += y * gain;
  }
}

/** Attack, decay to sustain while held, release after `held` samples: multiplies `out` in place. */
export function adsr(
  out: Float32Array,
  n: number,
  held: number,
  sr: number,
  a: number,
  d: number,
  s: number,
  r: number,
): void {
  const attack = Math.max(1, Math.round(a * sr));
  const decayFall = Math.exp(-1 / Math.max(1, d * sr * 0.3));
  const releaseFall = Math.exp(-1 / Math.max(1, r * sr * 0.25));
  let level = 0;
  for (let i = 0; i < n; i++) {
    if (i >= held) level *= releaseFall;
    else if (i < attack) level = i / attack;
    else level = s + (level - s) * decayFall;
    out[i]! *= level;
  }
}

/** Karplus–Strong plucked string: a noise burst circulating in a delay line with a damping average. */
export function addPluck(
  out: Float32Array,
  n: number,
  freq: number,
  amp: number,
  sr: number,
  rng: Rng,
  brightness: number,
  held: number,
): void {
  const length = Math.max(2, Math.round(sr / freq));
  const line = new Float32Array(length);
  let smooth = 0;
  for (let i = 0; i < length; i++) {
    smooth += brightness * (rng() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  let index = 0;
  let damping = 0.996;
  for (let i = 0; i < n; i++) {
    if (i === held) damping = 0.97;
    const next = (index + 1) % length;
    const value = line[index]!;
    line[index] = (value + line[next]!) * 0.5 * damping;
    out[i]! += value * amp;
    index = next;
  }
}

/** Adds a frequency-modulated tone (bells, electric piano): the modulation index falls with `indexDecay`. */
export function addFm(
  out: Float32Array,
  n: number,
  freq: number,
  ratio: number,
  index: number,
  indexDecay: number,
  amp: number,
  decay: number,
  sr: number,
): void {
  const carrierStep = (TWO_PI * freq) / sr;
  const modStep = carrierStep * ratio;
  const indexFall = Math.exp(-indexDecay / sr);
  const fall = Math.exp(-decay / sr);
  let env = amp;
  let depth = index;
  for (let i = 0; i < n; i++) {
    out[i]! += Math.sin(i * carrierStep + depth * Math.sin(i * modStep)) * env;
    env *= fall;
    depth *= indexFall;
  }
}
