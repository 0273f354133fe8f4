import { barHits, fillHits } from './drum-patterns';
import { composePhrase, type MelodyNote, varyPhrase } from './melody';
import { createRng, pick, type Rng } from './prng';
import type { DrumHit, DrumKind, NoteEvent, PieceSpec, Score } from './spec';
import { chordDegrees, degreeToMidi, nearestChordTone, progressions } from './theory';

/** Shared facts of one piece while it is composed. */
interface Frame {
  spec: PieceSpec;
  rng: Rng;
  beat: number;
  /** Bars before the melody comes in. */
  intro: number;
  /** The bar holding the final tonic chord. */
  finalBar: number;
  chordOf(bar: number): number;
  /** Seconds of a position in beats, with the off-beats swung. */
  time(beats: number): number;
}

/** Voices that die away while held: sustained chords on them are struck again mid-bar. */
const decaying = new Set<NoteEvent['voice']>(['piano', 'epiano', 'pluck', 'bell', 'upright']);

const drumPan: Record<DrumKind, number> = {
  kick: 0,
  snare: -0.05,
  clap: 0.05,
  hat: 0.3,
  openHat: 0.3,
  ride: -0.35,
  tom: -0.2,
  shaker: 0.4,
};

function frameOf(spec: PieceSpec): Frame {
  const beat = 60 / spec.bpm;
  const barSeconds = beat * spec.meter;
  const finalBar = Math.max(3, Math.floor((spec.duration - 2) / barSeconds) - 1);
  const progression = progressions[spec.progression];
  const intro = 2;
  return {
    spec,
    rng: createRng(spec.seed),
    beat,
    intro,
    finalBar,
    chordOf: (bar) =>
      bar >= finalBar
        ? 0
        : progression[(((bar - intro) % progression.length) + progression.length) % progression.length]!,
    time(beats) {
      const whole = Math.floor(beats);
      const fraction = beats - whole;
      const swung =
        fraction === 0.5
          ? 0.5 + spec.swing * 0.5
          : fraction > 0 && fraction < 1
            ? fraction + spec.swing * 0.25 * Math.sin(Math.PI * fraction)
            : fraction;
      return (whole + swung) * beat;
    },
  };
}

/** Chord tones of a bar as MIDI notes, voiced an octave below the lead around the tonic. */
function chordNotes(frame: Frame, bar: number): number[] {
  const root = frame.chordOf(bar);
  const shift = root >= 4 ? -7 : 0;
  return chordDegrees(root + shift, frame.spec.sevenths).map((degree) =>
    degreeToMidi(frame.spec.root - 12, frame.spec.mode, degree),
  );
}

function harmonyPart(frame: Frame): NoteEvent[] {
  const { spec, rng, beat } = frame;
  const out: NoteEvent[] = [];
  const note = (time: number, length: number, midi: number, velocity: number, pan: number) =>
    out.push({
      voice: spec.harmony,
      time: frame.time(time),
      length: length * beat,
      midi,
      velocity,
      pan,
      echo: false,
    });
  const stabs = pick(
    rng,
    spec.meter === 3
      ? [[0, 1, 2]]
      : [
          [0, 1.5, 2.5, 3],
          [0, 2, 2.5],
          [0, 0.5, 2, 3.5],
        ],
  );
  for (let bar = 0; bar <= frame.finalBar; bar++) {
    const tones = chordNotes(frame, bar);
    const start = bar * spec.meter;
    const style = bar === frame.finalBar ? 'sustain' : spec.harmonyStyle;
    if (style === 'sustain') {
      const final = bar === frame.finalBar;
      const strikes = final || !decaying.has(spec.harmony) ? [0] : spec.meter === 4 ? [0, 2] : [0, 1.5];
      const held = final ? spec.meter * 2 : (spec.meter / strikes.length) * 1.02;
      for (const at of strikes)
        tones.forEach((midi, i) =>
          note(
            start + at,
            held,
            midi,
            at === 0 ? 0.42 : 0.34,
            (i / Math.max(1, tones.length - 1) - 0.5) * 0.7,
          ),
        );
    } else if (style === 'arpeggio') {
      const cycle = [...tones, tones[0]! + 12, ...tones.slice(1).reverse()];
      for (let i = 0; i < spec.meter * 2; i++)
        note(
          start + i / 2,
          1.2,
          cycle[i % cycle.length]!,
          i % 2 === 0 ? 0.5 : 0.38,
          Math.sin(i * 0.9) * 0.45,
        );
    } else {
      const hits =
        style === 'stabs'
          ? stabs
          : [0, 0.5, 1.5, 2, 2.5, 3.5].filter((at) => at < spec.meter && rng() < 0.45);
      for (const at of hits)
        tones.forEach((midi, i) =>
          note(start + at, style === 'stabs' ? 0.45 : 0.6, midi, 0.36 + rng() * 0.12, (i - 1) * 0.25),
        );
    }
  }
  return out;
}

function bassLine(
  frame: Frame,
  bar: number,
  next: number,
): { at: number; beats: number; degree: number; octave?: number }[] {
  const { spec, rng } = frame;
  const root = frame.chordOf(bar);
  if (bar === frame.finalBar) return [{ at: 0, beats: spec.meter * 1.5, degree: 0 }];
  switch (spec.bassStyle) {
    case 'pulse':
      return Array.from({ length: spec.meter * 2 }, (_, i) => ({ at: i / 2, beats: 0.42, degree: root }));
    case 'octave':
      return Array.from({ length: spec.meter * 2 }, (_, i) => ({
        at: i / 2,
        beats: 0.4,
        degree: root,
        octave: i % 2,
      }));
    case 'walk':
      return Array.from({ length: spec.meter }, (_, i) => ({
        at: i,
        beats: 0.92,
        degree:
          i === 0 ? root : i === spec.meter - 1 ? next + (rng() < 0.5 ? 1 : -1) : root + pick(rng, [2, 4, 5]),
      }));
    default:
      return spec.meter === 3
        ? [{ at: 0, beats: 2.8, degree: root }]
        : [
            { at: 0, beats: 1.8, degree: root },
            { at: 2, beats: 1.8, degree: root + 4 },
          ];
  }
}

function bassPart(frame: Frame): NoteEvent[] {
  const { spec } = frame;
  if (!spec.bass) return [];
  const voice = spec.bass;
  const out: NoteEvent[] = [];
  for (let bar = 0; bar <= frame.finalBar; bar++) {
    for (const step of bassLine(frame, bar, frame.chordOf(bar + 1))) {
      let midi = degreeToMidi(spec.root - 24, spec.mode, step.degree);
      if (midi > spec.root - 24 + 7) midi -= 12;
      const at = bar * spec.meter + step.at;
      const velocity = step.at % 1 === 0 ? 0.75 : 0.6;
      out.push({
        voice,
        time: frame.time(at),
        length: step.beats * frame.beat,
        midi: midi + (step.octave ?? 0) * 12,
        velocity,
        pan: 0,
        echo: false,
      });
    }
  }
  return out;
}

/** Places a phrase at a bar, re-fitting its strong-beat notes to the chords actually underneath. */
function placePhrase(
  frame: Frame,
  phrase: MelodyNote[],
  bar: number,
  voice: NoteEvent['voice'],
  offset: number,
  velocity: number,
  pan: number,
): NoteEvent[] {
  const { spec } = frame;
  return phrase.map((note) => {
    const noteBar = bar + Math.floor(note.beat / spec.meter);
    const strong = Number.isInteger(note.beat) && note.beat % (spec.meter === 4 ? 2 : 3) === 0;
    const degree = strong
      ? nearestChordTone(note.degree, chordDegrees(frame.chordOf(noteBar), false))
      : note.degree;
    const midi = degreeToMidi(spec.root, spec.mode, degree + offset);
    return {
      voice,
      time: frame.time(bar * spec.meter + note.beat),
      length: note.beats * frame.beat * 0.95,
      midi,
      velocity,
      pan,
      echo: offset === 0,
    };
  });
}

function melodyPart(frame: Frame): NoteEvent[] {
  const { spec, rng } = frame;
  const phraseBeats = spec.meter * 2;
  const chordAt = (bar: number) => (beat: number) => frame.chordOf(bar + Math.floor(beat / spec.meter));
  const a = composePhrase(rng, phraseBeats, spec.meter, spec.density, chordAt(frame.intro), 2);
  const b = composePhrase(rng, phraseBeats, spec.meter, spec.density, chordAt(frame.intro + 2), 4);
  const plan = [
    a,
    b,
    varyPhrase(rng, a, chordAt(frame.intro + 4)),
    varyPhrase(rng, b, chordAt(frame.intro + 6)),
  ];
  const out: NoteEvent[] = [];
  for (let bar = frame.intro, index = 0; bar + 2 <= frame.finalBar; bar += 2, index++) {
    const phrase = plan[index % plan.length]!;
    const section = Math.floor(index / plan.length);
    if (spec.density === 'low' && index % 4 === 3) continue;
    out.push(...placePhrase(frame, phrase, bar, spec.lead, 0, 0.72, 0.12));
    if (spec.counter && section % 2 === 1)
      out.push(...placePhrase(frame, phrase, bar, spec.counter, -2, 0.45, -0.4));
  }
  return out;
}

function drumPart(frame: Frame): DrumHit[] {
  const { spec, rng } = frame;
  if (spec.drums === 'none') return [];
  const style = spec.drums;
  const out: DrumHit[] = [];
  for (let bar = 0; bar <= frame.finalBar; bar++) {
    const intro = bar < frame.intro;
    const sectionEnd = spec.density !== 'low' && bar > frame.intro && (bar - frame.intro) % 8 === 7;
    let hits =
      bar === frame.finalBar
        ? [{ step: 0, kind: 'kick' as DrumKind, velocity: 1 }]
        : barHits(style, spec.meter);
    if (intro) hits = hits.filter((hit) => hit.kind !== 'snare' && hit.kind !== 'clap' && hit.kind !== 'tom');
    if (spec.density === 'low')
      hits = hits.filter((hit) => hit.velocity > 0.5 || hit.kind === 'ride' || hit.kind === 'shaker');
    if (sectionEnd)
      hits = [
        ...hits.filter((hit) => hit.step < spec.meter * 4 - 4),
        ...fillHits(spec.meter, style === 'epic' || style === 'latin'),
      ];
    for (const hit of hits) {
      const velocity = Math.min(1, hit.velocity * (0.92 + rng() * 0.16));
      out.push({
        kind: hit.kind,
        time: frame.time(bar * spec.meter + hit.step / 4),
        velocity,
        pan: drumPan[hit.kind],
      });
    }
  }
  return out;
}

/** The whole arrangement of a piece: intro, melody phrases in an A B A' B' plan, harmony, bass and drums. */
export function composeScore(spec: PieceSpec): Score {
  const frame = frameOf(spec);
  const notes = [...harmonyPart(frame), ...bassPart(frame), ...melodyPart(frame)].filter(
    (note) => note.time < spec.duration,
  );
  return { notes, hits: drumPart(frame).filter((hit) => hit.time < spec.duration) };
}
