import { between, type Rng, weighted } from './prng';
import { chordDegrees, nearestChordTone } from './theory';

/** One melody note in beats from the phrase start; `degree` counts scale steps above the tonic. */
export interface MelodyNote {
  beat: number;
  beats: number;
  degree: number;
}

/** Rhythm cells of one beat (negative = rest), from calm to busy. */
const beatCells: readonly (readonly number[])[] = [
  [1],
  [0.5, 0.5],
  [-0.5, 0.5],
  [0.75, 0.25],
  [0.25, 0.25, 0.5],
  [0.5, 0.25, 0.25],
];
const cellWeights = {
  low: [6, 3, 2, 1, 0, 0],
  medium: [4, 5, 2, 2, 1, 1],
  high: [2, 5, 2, 3, 2, 2],
} as const;
const steps = [-3, -2, -1, 0, 1, 2, 3, 4];
const stepWeights = [1, 3, 8, 2, 8, 3, 1, 1];
const LOW = -3;
const HIGH = 10;

/** Rhythm of a phrase: onsets and lengths in beats; the last note is long and followed by a rest. */
function phraseRhythm(
  rng: Rng,
  beats: number,
  density: keyof typeof cellWeights,
): { beat: number; beats: number }[] {
  const out: { beat: number; beats: number }[] = [];
  const endBeat = beats - 2;
  for (let beat = 0; beat < endBeat; beat++) {
    let at = beat;
    const cell = beatCells[weighted(rng, cellWeights[density])]!;
    for (const length of cell) {
      if (length > 0) out.push({ beat: at, beats: length });
      at += Math.abs(length);
    }
  }
  out.push({ beat: endBeat, beats: rng() < 0.5 ? 1.5 : 1 });
  return out;
}

/**
 * A phrase as a seeded walk over the scale: mostly steps, sometimes leaps, landing on chord tones on strong
 * beats and at the end. `chordAt(beat)` gives the chord's root degree under each beat.
 */
export function composePhrase(
  rng: Rng,
  beats: number,
  meter: number,
  density: keyof typeof cellWeights,
  chordAt: (beat: number) => number,
  start: number,
): MelodyNote[] {
  let degree = start;
  const rhythm = phraseRhythm(rng, beats, density);
  return rhythm.map((slot, index) => {
    degree += steps[weighted(rng, stepWeights)]!;
    if (degree > HIGH) degree -= between(rng, 2, 4);
    if (degree < LOW) degree += between(rng, 2, 4);
    const strong = Number.isInteger(slot.beat) && slot.beat % (meter === 4 ? 2 : 3) === 0;
    if (strong || index === rhythm.length - 1)
      degree = nearestChordTone(degree, chordDegrees(chordAt(slot.beat), false));
    return { beat: slot.beat, beats: slot.beats, degree };
  });
}

/** The phrase with its ending recomposed: the same opening, another answer. */
export function varyPhrase(rng: Rng, phrase: MelodyNote[], chordAt: (beat: number) => number): MelodyNote[] {
  const keep = Math.max(1, Math.floor(phrase.length * 0.6));
  return phrase.map((note, index) => {
    if (index < keep) return note;
    const moved = note.degree + steps[weighted(rng, stepWeights)]!;
    const degree =
      index === phrase.length - 1 ? nearestChordTone(moved, chordDegrees(chordAt(note.beat), false)) : moved;
    return { ...note, degree: Math.max(LOW, Math.min(HIGH, degree)) };
  });
}
