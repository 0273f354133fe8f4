/** Mix effects: reverb, echo, fades and normalisation, all in place on stereo buffers. */

export interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

/** Freeverb's comb and all-pass lengths at 44.1 kHz; the right channel is offset for width. */
const combs = [1116, 1188, 1277, 1356];
const allpasses = [556, 441];
const SPREAD = 23;

function reverbChannel(send: Float32Array, out: Float32Array, sr: number, offset: number, wet: number): void {
  const scale = sr / 44100;
  const n = send.length;
  const mixed = new Float32Array(n);
  for (const length of combs) {
    const size = Math.round((length + offset) * scale);
    const line = new Float32Array(size);
    let index = 0;
    let store = 0;
    for (let i = 0; i < n; i++) {
      const value = line[index]!;
      store = value * 0.7 + store * 0.3;
      line[index] = send[i]! + store * 0.82;
      mixed[i]! += value;
      if (++index === size) index = 0;
    }
  }
  for (const length of allpasses) {
    const size = Math.round((length + offset) * scale);
    const line = new Float32Array(size);
    let index = 0;
    for (let i = 0; i < n; i++) {
      const buffered = line[index]!;
      const input = mixed[i]!;
      line[index] = input + buffered * 0.5;
      mixed[i] = buffered - input;
      if (++index === size) index = 0;
    }
  }
  for (let i = 0; i < n; i++) out[i]! += mixed[i]! * wet;
}

/** Adds a stereo reverb of the mono `send` bus to the mix. */
export function addReverb(mix: Stereo, send: Float32Array, sr: number, wet: number): void {
  reverbChannel(send, mix.left, sr, 0, wet);
  reverbChannel(send, mix.right, sr, SPREAD, wet);
}

/** A ping-pong echo of the mono `send` bus: repeats alternate left and right, each quieter. */
export function addEcho(
  mix: Stereo,
  send: Float32Array,
  sr: number,
  seconds: number,
  feedback: number,
  wet: number,
): void {
  const delay = Math.max(1, Math.round(seconds * sr));
  const n = send.length;
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  for (let i = delay; i < n; i++) {
    left[i] = (send[i - delay]! + right[i - delay]! * feedback) * 0.9;
    right[i] = left[i - delay]! * feedback;
  }
  for (let i = 0; i < n; i++) {
    mix.left[i]! += left[i]! * wet;
    mix.right[i]! += right[i]! * wet;
  }
}

/** Fades in over `inSeconds` and out over the last `outSeconds` (equal-power curves). */
export function fade(mix: Stereo, sr: number, inSeconds: number, outSeconds: number): void {
  const n = mix.left.length;
  const fadeIn = Math.round(inSeconds * sr);
  const fadeOut = Math.round(outSeconds * sr);
  for (let i = 0; i < n; i++) {
    let gain = 1;
    if (i < fadeIn) gain = Math.sin((i / fadeIn) * (Math.PI / 2));
    if (i >= n - fadeOut) gain *= Math.sin(((n - 1 - i) / fadeOut) * (Math.PI / 2));
    mix.left[i]! *= gain;
    mix.right[i]! *= gain;
  }
}

/**
 * Brings the loudest sample to `peak` (below full scale, so the mp3 encoder's overshoot cannot clip),
 * after a gentle soft knee above 0.6 of the current peak so a few drum hits do not set the level alone.
 */
export function normalise(mix: Stereo, peak: number): void {
  let max = 0;
  for (const channel of [mix.left, mix.right])
    for (let i = 0; i < channel.length; i++) max = Math.max(max, Math.abs(channel[i]!));
  if (max === 0) return;
  const knee = max * 0.6;
  const range = max - knee;
  const shape = (x: number) => {
    const a = Math.abs(x);
    if (a <= knee) return x;
    const over = (a - knee) / range;
    return Math.sign(x) * (knee + range * 0.6 * Math.tanh(over / 0.6));
  };
  const top = shape(max);
  const gain = peak / top;
  for (const channel of [mix.left, mix.right])
    for (let i = 0; i < channel.length; i++) channel[i] = shape(channel[i]!) * gain;
}
