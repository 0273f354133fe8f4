import type { DrumKind, DrumStyle } from './spec';

/**
 * Drum grooves on a sixteenth-note grid (12 steps for 3/4): per instrument a string where `X` is an
 * accent, `x` a normal hit, `o` a ghost note and `.` silence.
 */
type Groove = Partial<Record<DrumKind, string>>;

const grooves: Record<Exclude<DrumStyle, 'none'>, Groove> = {
  four: {
    kick: 'X...X...X...X...',
    clap: '....x.......x...',
    hat: 'o.o.o.o.o.o.o.o.',
    openHat: '..x...x...x...x.',
  },
  backbeat: { kick: 'X.......x.x.....', snare: '....X.......X...', hat: 'x.o.x.o.x.o.x.o.' },
  halftime: {
    kick: 'X.........x.....',
    snare: '........X.......',
    hat: 'x.x.x.x.x.x.x.xo',
    tom: '..............o.',
  },
  boombap: { kick: 'X......x..x.....', snare: '....X.......X..o', hat: 'x.o.x.o.x.o.x.o.' },
  swing: { ride: 'x...x.o.x...x.o.', hat: '....o.......o...', kick: 'o...............' },
  latin: {
    kick: 'X.....x.X.....x.',
    shaker: 'xooxxooxxooxxoox',
    tom: '...x..o....x..o.',
    clap: '....o.......o...',
  },
  brush: { kick: 'x.......o.......', snare: '....o.......o...', shaker: 'o.o.o.o.o.o.o.o.' },
  epic: { kick: 'X.....x.X.......', tom: 'x..x..x.....x.x.', snare: '............X...' },
};

const waltz: Groove = { kick: 'X...........', snare: '....o...o...', hat: 'o.o.o.o.o.o.' };

const velocityOf: Record<string, number> = { X: 1, x: 0.75, o: 0.45 };

/** Hits of one bar: step index, instrument and velocity. */
export function barHits(
  style: Exclude<DrumStyle, 'none'>,
  meter: 3 | 4,
): { step: number; kind: DrumKind; velocity: number }[] {
  const groove = meter === 3 ? waltz : grooves[style];
  const hits: { step: number; kind: DrumKind; velocity: number }[] = [];
  for (const [kind, line] of Object.entries(groove) as [DrumKind, string][]) {
    for (let step = 0; step < line.length; step++) {
      const velocity = velocityOf[line[step]!];
      if (velocity) hits.push({ step, kind, velocity });
    }
  }
  return hits;
}

/** A fill over the bar's last beat: four sixteenth snare or tom hits rising in force. */
export function fillHits(meter: 3 | 4, toms: boolean): { step: number; kind: DrumKind; velocity: number }[] {
  const last = meter * 4 - 4;
  return [0, 1, 2, 3].map((i) => ({
    step: last + i,
    kind: toms ? 'tom' : 'snare',
    velocity: 0.45 + i * 0.15,
  }));
}
