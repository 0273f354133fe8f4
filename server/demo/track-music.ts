import type { Genre, Instrument, Mood } from '../../src/domain/catalog';
import { createRng, hashSeed, pick } from './audio/prng';
import type { BassStyle, DrumStyle, HarmonyStyle, PieceSpec, VoiceName } from './audio/spec';
import type { Mode, ProgressionName } from './audio/theory';
import type { DemoTrack } from './catalogue-data';

/** How a genre is usually played: the default arrangement a track's instruments then adjust. */
interface Profile {
  drums: DrumStyle;
  harmonyStyle: HarmonyStyle;
  bassStyle: BassStyle;
  lead: VoiceName;
  harmony: VoiceName;
  bass: VoiceName;
  progressions: ProgressionName[];
  swing: number;
  sevenths: boolean;
  space: number;
}

const p = (
  drums: DrumStyle,
  harmonyStyle: HarmonyStyle,
  bassStyle: BassStyle,
  lead: VoiceName,
  harmony: VoiceName,
  bass: VoiceName,
  progressions: ProgressionName[],
  extra: Partial<Profile> = {},
): Profile => ({
  drums,
  harmonyStyle,
  bassStyle,
  lead,
  harmony,
  bass,
  progressions,
  swing: 0,
  sevenths: false,
  space: 0.4,
  ...extra,
});

const profiles: Record<Genre, Profile> = {
  synthwave: p('four', 'arpeggio', 'pulse', 'synth', 'pad', 'bass', ['epic', 'minorDrive', 'pop'], {
    space: 0.6,
  }),
  electronic: p('four', 'stabs', 'octave', 'square', 'synth', 'bass', ['minorDrive', 'modal', 'rising']),
  ambient: p('none', 'sustain', 'root', 'bell', 'pad', 'subBass', ['dreamy', 'modal'], { space: 0.9 }),
  cinematic: p('epic', 'sustain', 'root', 'strings', 'strings', 'subBass', ['epic', 'lament'], {
    space: 0.8,
  }),
  orchestral: p('epic', 'sustain', 'root', 'brass', 'strings', 'subBass', ['epic', 'rising'], { space: 0.8 }),
  classical: p('none', 'arpeggio', 'root', 'strings', 'piano', 'subBass', ['circle', 'lament', 'waltzing'], {
    space: 0.6,
  }),
  rock: p('backbeat', 'stabs', 'pulse', 'synth', 'organ', 'bass', ['pop', 'rising']),
  pop: p('backbeat', 'stabs', 'root', 'piano', 'piano', 'bass', ['pop', 'ballad']),
  folk: p('brush', 'arpeggio', 'root', 'flute', 'pluck', 'upright', ['ballad', 'waltzing', 'pop']),
  country: p('brush', 'arpeggio', 'root', 'pluck', 'pluck', 'bass', ['rising', 'pop']),
  jazz: p('swing', 'comp', 'walk', 'brass', 'epiano', 'upright', ['jazz', 'circle'], {
    swing: 0.3,
    sevenths: true,
  }),
  blues: p('swing', 'comp', 'walk', 'brass', 'piano', 'upright', ['blues'], { swing: 0.28, sevenths: true }),
  'lo-fi': p('boombap', 'comp', 'root', 'epiano', 'epiano', 'bass', ['jazz', 'dreamy'], {
    swing: 0.2,
    sevenths: true,
  }),
  'hip-hop': p('boombap', 'stabs', 'root', 'square', 'synth', 'subBass', ['minorDrive', 'modal'], {
    swing: 0.12,
  }),
  latin: p('latin', 'stabs', 'octave', 'flute', 'pluck', 'bass', ['pop', 'modal', 'circle']),
  world: p('latin', 'arpeggio', 'root', 'flute', 'pluck', 'bass', ['modal', 'waltzing']),
  funk: p('backbeat', 'stabs', 'octave', 'brass', 'epiano', 'bass', ['modal'], {
    swing: 0.08,
    sevenths: true,
  }),
  soul: p('halftime', 'sustain', 'root', 'organ', 'organ', 'bass', ['ballad', 'jazz'], { sevenths: true }),
  rnb: p('halftime', 'comp', 'root', 'epiano', 'epiano', 'subBass', ['jazz', 'dreamy'], {
    sevenths: true,
    swing: 0.1,
  }),
  reggae: p('halftime', 'stabs', 'root', 'organ', 'organ', 'bass', ['pop']),
};

/** Melody voices by instrument, most characteristic first. */
const leadVoices: [Instrument, VoiceName][] = [
  ['saxophone', 'brass'],
  ['flute', 'flute'],
  ['brass', 'brass'],
  ['violin', 'strings'],
  ['bells', 'bell'],
  ['synth', 'synth'],
  ['electric-guitar', 'synth'],
  ['piano', 'piano'],
  ['acoustic-guitar', 'pluck'],
  ['organ', 'organ'],
  ['strings', 'strings'],
  ['choir', 'vox'],
];
const harmonyVoices: [Instrument, VoiceName][] = [
  ['piano', 'piano'],
  ['acoustic-guitar', 'pluck'],
  ['organ', 'organ'],
  ['pads', 'pad'],
  ['strings', 'strings'],
  ['cello', 'strings'],
  ['electric-guitar', 'synth'],
  ['synth', 'synth'],
];
const counterVoices: [Instrument, VoiceName][] = [
  ['bells', 'bell'],
  ['flute', 'flute'],
  ['strings', 'strings'],
  ['choir', 'vox'],
  ['brass', 'brass'],
  ['synth', 'square'],
  ['piano', 'piano'],
];

const modesByMood: Record<Mood, Mode[]> = {
  calm: ['major', 'dorian'],
  dark: ['minor', 'phrygian'],
  dreamy: ['lydian', 'major'],
  energetic: ['minor', 'mixolydian'],
  epic: ['minor', 'harmonicMinor'],
  happy: ['major', 'mixolydian'],
  hopeful: ['major'],
  melancholic: ['minor', 'dorian'],
  mysterious: ['dorian', 'harmonicMinor'],
  playful: ['major', 'mixolydian'],
  romantic: ['major'],
  sad: ['minor'],
  suspenseful: ['harmonicMinor', 'phrygian'],
  tense: ['phrygian', 'minor'],
  triumphant: ['major'],
  uplifting: ['major', 'lydian'],
};

/** A synth voice for the `synth` instrument that suits the genre's own lead. */
const synthVoice = (profile: Profile): VoiceName => (profile.lead === 'square' ? 'square' : 'synth');

function firstVoice(
  table: [Instrument, VoiceName][],
  instruments: Instrument[],
  profile: Profile,
  avoid?: VoiceName,
): VoiceName | null {
  for (const [instrument, voice] of table) {
    const chosen = voice === 'synth' && instrument === 'synth' ? synthVoice(profile) : voice;
    if (instruments.includes(instrument) && chosen !== avoid) return chosen;
  }
  return null;
}

/** The title without a version note in brackets: versions of one song share their melody. */
const songOf = (title: string) => title.replace(/\s*\(.*\)\s*$/, '');

/** The synthesiser spec of a demo track, derived from its genre, instruments, moods, tempo and version. */
export function pieceSpecOf(track: DemoTrack): PieceSpec {
  const seed = hashSeed(songOf(track.title));
  const rng = createRng(seed ^ hashSeed(track.artist));
  const profile = profiles[track.genres[0] ?? 'pop'];
  const sung = track.vocalType !== 'none' && track.vocalType !== 'choir';
  const lead = sung ? 'vox' : (firstVoice(leadVoices, track.instruments, profile) ?? profile.lead);
  const harmony = firstVoice(harmonyVoices, track.instruments, profile, lead) ?? profile.harmony;
  const percussive = track.instruments.includes('drums') || track.instruments.includes('percussion');
  const acapella = track.version === 'acapella';
  const drums: DrumStyle =
    !percussive || acapella
      ? 'none'
      : profile.drums === 'none'
        ? 'backbeat'
        : track.version === 'remix'
          ? 'four'
          : profile.drums;
  const low = track.vocalType === 'male' ? 50 : 55;
  return {
    seed,
    duration: track.audio.seconds,
    bpm: track.bpm,
    root: low + (seed % 7),
    mode: pick(rng, modesByMood[track.moods[0] ?? 'calm']),
    progression: pick(rng, profile.progressions),
    meter: track.audio.meter ?? 4,
    lead,
    counter:
      track.density === 'high' || track.vocalType === 'choir'
        ? firstVoice(counterVoices, track.instruments, profile, lead)
        : null,
    harmony: acapella ? 'vox' : harmony,
    harmonyStyle: acapella ? 'sustain' : profile.harmonyStyle,
    bass: acapella
      ? null
      : track.instruments.includes('bass')
        ? profile.bass
        : profile.drums === 'none'
          ? profile.bass
          : null,
    bassStyle: track.version === 'remix' ? 'octave' : profile.bassStyle,
    drums,
    swing: profile.swing,
    density: track.density,
    sevenths: profile.sevenths,
    space: profile.space,
  };
}
