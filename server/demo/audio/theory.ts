/** Scales, chords and pitch: what the composer needs of music theory. */
export const modes = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  mixolydian: [0, 2, 4, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
  harmonicMinor: [0, 2, 3, 5, 7, 8, 11],
} as const;
export type Mode = keyof typeof modes;

export const midiToHz = (midi: number): number => 440 * Math.pow(2, (midi - 69) / 12);

/** The MIDI note of a scale degree (any integer; 7 is the tonic an octave up) above `root`. */
export function degreeToMidi(root: number, mode: Mode, degree: number): number {
  const steps = modes[mode];
  const octave = Math.floor(degree / 7);
  const index = ((degree % 7) + 7) % 7;
  return root + octave * 12 + steps[index]!;
}

/** Degrees of the chord built on `degree` by stacking thirds in the scale: triad, or seventh chord. */
export function chordDegrees(degree: number, seventh: boolean): number[] {
  return seventh ? [degree, degree + 2, degree + 4, degree + 6] : [degree, degree + 2, degree + 4];
}

/** Progressions as scale degrees (0 = tonic), one chord per bar. */
export const progressions = {
  pop: [0, 4, 5, 3],
  ballad: [0, 5, 3, 4],
  rising: [0, 3, 4, 4],
  circle: [5, 1, 4, 0],
  minorDrive: [0, 5, 2, 6],
  epic: [0, 5, 6, 4],
  lament: [0, 6, 5, 4],
  modal: [0, 6, 0, 3],
  blues: [0, 0, 3, 0, 4, 3, 0, 4],
  jazz: [1, 4, 0, 5],
  dreamy: [0, 2, 3, 3],
  waltzing: [0, 3, 0, 4],
} as const;
export type ProgressionName = keyof typeof progressions;

/** The chord tone nearest to `degree` (in scale steps) among the chord's degrees in any octave. */
export function nearestChordTone(degree: number, chord: readonly number[]): number {
  let best = degree;
  let distance = Infinity;
  for (const tone of chord) {
    const pitchClass = ((tone % 7) + 7) % 7;
    for (let octave = -2; octave <= 2; octave++) {
      const candidate = pitchClass + octave * 7;
      const d = Math.abs(candidate - degree);
      if (d < distance) {
        distance = d;
        best = candidate;
      }
    }
  }
  return best;
}
