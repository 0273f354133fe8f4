import {
  type AlbumFieldsInput,
  type Density,
  type Genre,
  type Instrument,
  type Mood,
  tempoNameOf,
  type TrackFieldsInput,
  type TrackLanguage,
  type TrackVersion,
  type VocalType,
} from '../../src/domain/catalog';
import { labelTracks } from './catalogue-tracks-label';
import { ownerTracks } from './catalogue-tracks-owner';

/** Which seeded account owns an entry: the demo owner or the second owner, the label. */
export type DemoOwner = 'owner' | 'label';
export type DemoAudioFormat = 'mp3' | 'wav' | 'both';

interface DemoArtist {
  name: string;
  owner: DemoOwner;
  bio: string;
  website: string;
}

interface DemoAlbum {
  title: string;
  artist: string;
  owner: DemoOwner;
  releaseDate: string;
  description: string;
  /** Cover palette seed and file type. */
  cover: 'png' | 'jpg';
}

/** A demo track: its upload fields in short form, plus how its audio is made. */
export interface DemoTrack {
  owner: DemoOwner;
  title: string;
  artist: string;
  featuring?: string[];
  album?: string;
  genres: Genre[];
  moods: Mood[];
  instruments: Instrument[];
  tags: string[];
  bpm: number;
  density: Density;
  vocalType: VocalType;
  language?: TrackLanguage;
  explicit?: boolean;
  version?: TrackVersion;
  releaseDate: string;
  isrc: string;
  lyrics?: string;
  comments?: string;
  /** Seconds (30…90), the file types (`both`: mp3 plus the wav version) and, for waltzes, the meter. */
  audio: { seconds: number; format: DemoAudioFormat; meter?: 3 };
}

export const demoArtists: DemoArtist[] = [
  {
    name: 'Harbour Lights',
    owner: 'owner',
    bio: 'A two-piece from a port town that writes night-drive synthwave on vintage-style synths and drum machines.',
    website: 'https://harbourlights.example.com',
  },
  {
    name: 'Vera Sokolova',
    owner: 'owner',
    bio: 'Singer-songwriter from St Petersburg. Sings in Russian and English over guitar, piano and quiet strings.',
    website: 'https://verasokolova.example.com',
  },
  {
    name: 'The Quiet Orchard',
    owner: 'owner',
    bio: 'Ambient and cinematic pieces made of slow pads, bells and piano, written for picture.',
    website: 'https://quietorchard.example.com',
  },
  {
    name: 'Marlow & Finch',
    owner: 'owner',
    bio: 'A jazz and lo-fi duo: upright bass, electric piano, brushes and a lot of late nights.',
    website: 'https://marlowfinch.example.com',
  },
  {
    name: 'Aurora Drive',
    owner: 'label',
    bio: 'Four-piece pop-rock band with big choruses and open-road guitars.',
    website: 'https://auroradrive.example.com',
  },
  {
    name: 'Kiko Ramos',
    owner: 'label',
    bio: 'Producer and percussionist mixing latin grooves, flutes and warm bass.',
    website: 'https://kikoramos.example.com',
  },
  {
    name: 'Nadia Bloom',
    owner: 'label',
    bio: 'Soul and R&B vocalist; organ, electric piano and a voice for slow evenings.',
    website: 'https://nadiabloom.example.com',
  },
  {
    name: 'Fjordline Ensemble',
    owner: 'label',
    bio: 'A chamber orchestra recording strings, brass and choir for film and trailers.',
    website: 'https://fjordline.example.com',
  },
  {
    name: 'Pixelmoth',
    owner: 'label',
    bio: 'Beatmaker of chiptune-flavoured hip-hop, lo-fi and electronic remixes.',
    website: 'https://pixelmoth.example.com',
  },
];

export const demoAlbums: DemoAlbum[] = [
  {
    title: 'Neon Tide',
    artist: 'Harbour Lights',
    owner: 'owner',
    releaseDate: '2023-09-15',
    description: 'Eight drives along the coast after dark.',
    cover: 'png',
  },
  {
    title: 'White Nights',
    artist: 'Vera Sokolova',
    owner: 'owner',
    releaseDate: '2021-06-21',
    description: 'Songs from the summer when the sun never set.',
    cover: 'jpg',
  },
  {
    title: 'Slow Light',
    artist: 'The Quiet Orchard',
    owner: 'owner',
    releaseDate: '2019-11-02',
    description: 'Ambient music for long shots and quiet rooms.',
    cover: 'png',
  },
  {
    title: 'Open Roads',
    artist: 'Aurora Drive',
    owner: 'label',
    releaseDate: '2022-04-08',
    description: 'Guitars, highways and choruses to sing along to.',
    cover: 'jpg',
  },
  {
    title: 'Sol de Medianoche',
    artist: 'Kiko Ramos',
    owner: 'label',
    releaseDate: '2024-07-19',
    description: 'Latin grooves for warm nights.',
    cover: 'png',
  },
  {
    title: 'Velvet Hours',
    artist: 'Nadia Bloom',
    owner: 'label',
    releaseDate: '2025-02-14',
    description: 'Soul ballads and slow grooves.',
    cover: 'jpg',
  },
  {
    title: 'Northern Suites',
    artist: 'Fjordline Ensemble',
    owner: 'label',
    releaseDate: '2020-03-27',
    description: 'Orchestral cues from wide landscapes to final battles.',
    cover: 'png',
  },
];

export const demoTracks: DemoTrack[] = [...ownerTracks, ...labelTracks];

/** The upload form of a demo track (validated by trackFieldsSchema when seeded). */
export function trackFieldsOf(track: DemoTrack): TrackFieldsInput {
  const instrumental = track.vocalType === 'none';
  return {
    title: track.title,
    mainArtist: track.artist,
    artists: track.featuring ?? [],
    album: track.album,
    genres: track.genres,
    moods: track.moods,
    instruments: track.instruments,
    tags: track.tags,
    tempo: tempoNameOf(track.bpm),
    bpm: track.bpm,
    density: track.density,
    vocalType: track.vocalType,
    language: instrumental ? undefined : track.language,
    isrc: track.isrc,
    explicit: track.explicit ?? false,
    instrumental,
    version: track.version ?? 'original',
    releaseDate: track.releaseDate,
    lyrics: track.lyrics,
    comments: track.comments,
  };
}

export function albumFieldsOf(album: DemoAlbum): AlbumFieldsInput {
  return {
    title: album.title,
    artist: album.artist,
    releaseDate: album.releaseDate,
    description: album.description,
  };
}
