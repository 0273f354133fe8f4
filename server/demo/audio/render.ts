import { composeScore } from './compose';
import { buildKit } from './drums';
import { addEcho, addReverb, fade, normalise, type Stereo } from './effects';
import { createRng } from './prng';
import type { PieceSpec, Score } from './spec';
import { midiToHz } from './theory';
import { voices } from './voices';

export type { Stereo } from './effects';

/** Peak level after normalisation: about −2 dBFS leaves room for the mp3 encoder's overshoot on sharp edges. */
const PEAK = 0.8;

interface Bus {
  mix: Stereo;
  reverb: Float32Array;
  echo: Float32Array;
}

/** Equal-power pan gains for −1 (left) … 1 (right). */
const panGains = (pan: number): [number, number] => {
  const angle = ((pan + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
};

function renderNotes(score: Score, bus: Bus, sr: number, seed: number): void {
  const rng = createRng(seed ^ 0x5bd1e995);
  const n = bus.mix.left.length;
  for (const note of score.notes) {
    const voice = voices[note.voice];
    const start = Math.round(note.time * sr);
    const held = Math.max(1, Math.round(note.length * sr));
    const length = Math.min(held + Math.round(voice.release * sr), n - start);
    if (length <= 0) continue;
    const out = new Float32Array(length);
    voice.render({ out, n: length, held, freq: midiToHz(note.midi), velocity: note.velocity, sr, rng });
    const amp = voice.gain * note.velocity;
    const [gl, gr] = panGains(note.pan);
    const { left, right } = bus.mix;
    const send = voice.space * amp;
    for (let i = 0; i < length; i++) {
      const sample = out[i]!;
      left[start + i]! += sample * amp * gl;
      right[start + i]! += sample * amp * gr;
      bus.reverb[start + i]! += sample * send;
    }
    if (note.echo) for (let i = 0; i < length; i++) bus.echo[start + i]! += out[i]! * amp;
  }
}

function renderDrums(score: Score, bus: Bus, sr: number, seed: number): void {
  if (score.hits.length === 0) return;
  const kit = buildKit(sr, createRng(seed ^ 0x27d4eb2f));
  const n = bus.mix.left.length;
  for (const hit of score.hits) {
    const { samples, level } = kit[hit.kind];
    const start = Math.round(hit.time * sr);
    const length = Math.min(samples.length, n - start);
    const amp = level * hit.velocity;
    const [gl, gr] = panGains(hit.pan);
    const send = hit.kind === 'snare' || hit.kind === 'clap' || hit.kind === 'tom' ? 0.25 : 0.06;
    for (let i = 0; i < length; i++) {
      const sample = samples[i]! * amp;
      bus.mix.left[start + i]! += sample * gl;
      bus.mix.right[start + i]! += sample * gr;
      bus.reverb[start + i]! += sample * send;
    }
  }
}

/** Renders a piece to stereo float samples at `sr`: score, voices, drums, echo, reverb, fades, normalisation. */
export function renderPiece(spec: PieceSpec, sr: number): Stereo {
  const n = Math.round(spec.duration * sr);
  const bus: Bus = {
    mix: { left: new Float32Array(n), right: new Float32Array(n) },
    reverb: new Float32Array(n),
    echo: new Float32Array(n),
  };
  const score = composeScore(spec);
  renderNotes(score, bus, sr, spec.seed);
  renderDrums(score, bus, sr, spec.seed);
  addEcho(bus.mix, bus.echo, sr, (60 / spec.bpm) * 0.75, 0.35, 0.22);
  addReverb(bus.mix, bus.reverb, sr, 0.05 * (0.5 + spec.space));
  fade(bus.mix, sr, 1.2, 3);
  normalise(bus.mix, PEAK);
  return bus.mix;
}
