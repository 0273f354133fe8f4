import type { TrackDocument, TrackFields } from '../../../domain/catalog';
import { toFormData } from '../../../domain/forms';
import type { TrackFormValues } from './track-form-fields';

/** The form's starting values: empty for an upload, the track's own for an edit. */
export function trackFormDefaults(track?: TrackDocument | null): TrackFormValues {
  return {
    title: track?.title ?? '',
    mainArtist: track?.mainArtist.name ?? '',
    artists: track?.artists.map((artist) => artist.name) ?? [],
    album: track?.album?.title ?? '',
    genres: track?.genres ?? [],
    moods: track?.moods ?? [],
    instruments: track?.instruments ?? [],
    tags: track?.tags ?? [],
    tempo: track?.tempo ?? undefined,
    bpm: track?.bpm ?? undefined,
    density: track?.density ?? undefined,
    vocalType: track?.vocalType ?? undefined,
    language: track?.language ?? undefined,
    isrc: track?.isrc ?? '',
    explicit: track?.explicit ?? false,
    instrumental: track?.instrumental ?? false,
    version: track?.version ?? 'original',
    releaseDate: track?.releaseDate ?? undefined,
    lyrics: track?.lyrics ?? '',
    comments: track?.comments ?? '',
  };
}

export interface TrackFiles {
  audio: File | null;
  audioWav: File | null;
  cover: File | null;
}

/** The multipart body of an upload (docs/product.md §5: arrays as name[], empty values skipped) with its files. */
export function trackFormData(values: TrackFields, files: TrackFiles): FormData {
  return toFormData({ ...values, audio: files.audio, audioWav: files.audioWav, cover: files.cover });
}
