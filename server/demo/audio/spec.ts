import type { Mode, ProgressionName } from './theory';

/** Synthesised instrument voices. */
export type VoiceName =
  | 'piano'
  | 'epiano'
  | 'pluck'
  | 'synth'
  | 'square'
  | 'pad'
  | 'strings'
  | 'organ'
  | 'bell'
  | 'vox'
  | 'flute'
  | 'brass'
  | 'bass'
  | 'upright'
  | 'subBass';

export type DrumKind = 'kick' | 'snare' | 'hat' | 'openHat' | 'clap' | 'ride' | 'tom' | 'shaker';

/** Groove of the drum part; `none` leaves the piece without drums (ambient, classical). */
export type DrumStyle =
  'none' | 'four' | 'backbeat' | 'halftime' | 'boombap' | 'swing' | 'latin' | 'brush' | 'epic';
export type HarmonyStyle = 'sustain' | 'arpeggio' | 'stabs' | 'comp';
export type BassStyle = 'root' | 'pulse' | 'walk' | 'octave';

/** Everything the synthesiser needs to render one piece; the same spec always renders the same samples. */
export interface PieceSpec {
  /** Seeds the melody, rhythm choices and noise. */
  seed: number;
  /** Seconds, 30…90. */
  duration: number;
  bpm: number;
  /** MIDI note of the tonic in the lead's octave. */
  root: number;
  mode: Mode;
  progression: ProgressionName;
  /** Beats per bar: 4, or 3 for waltzes. */
  meter: 3 | 4;
  lead: VoiceName;
  /** A second melodic voice answering the lead (high density), or null. */
  counter: VoiceName | null;
  harmony: VoiceName;
  harmonyStyle: HarmonyStyle;
  bass: VoiceName | null;
  bassStyle: BassStyle;
  drums: DrumStyle;
  /** 0 straight … 0.33 hard swing of the off-beat eighths. */
  swing: number;
  density: 'low' | 'medium' | 'high';
  /** Seventh chords instead of triads. */
  sevenths: boolean;
  /** Reverb send 0…1. */
  space: number;
}

export interface NoteEvent {
  voice: VoiceName;
  /** Seconds from the start. */
  time: number;
  /** Held seconds, before the voice's release. */
  length: number;
  midi: number;
  /** 0…1. */
  velocity: number;
  /** −1 left … 1 right. */
  pan: number;
  /** Part of the lead line: feeds the echo. */
  echo: boolean;
}

export interface DrumHit {
  kind: DrumKind;
  time: number;
  velocity: number;
  pan: number;
}

export interface Score {
  notes: NoteEvent[];
  hits: DrumHit[];
}
