import type { TrackDocument } from '../../domain/catalog';
import { isNumber, isRecord } from '../../domain/shape';

/** What the player keeps of a queued track: enough to show and play it after a reload. */
export interface PlayerTrack {
  id: string;
  title: string;
  artistName: string;
  albumTitle: string | null;
  coverImageUrl: string | null;
  cloudUrl: string;
  cloudUrlWav: string | null;
  /** Seconds, from the track's technical data; the media element's duration wins once known. */
  duration: number;
}

export function toPlayerTrack(track: TrackDocument): PlayerTrack {
  return {
    id: track.id,
    title: track.title,
    artistName: track.mainArtist.name,
    albumTitle: track.album?.title ?? null,
    coverImageUrl: track.coverImageUrl,
    cloudUrl: track.cloudUrl,
    cloudUrlWav: track.cloudUrlWav,
    duration: track.technicalData.duration,
  };
}

const TEXT_MAX = 1000;
const ID_MAX = 200;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= TEXT_MAX;
const isNullableText = (value: unknown): value is string | null => value === null || isText(value);

/**
 * A stored track read back with only its known fields, or null when it does not have the expected shape
 * (an id of 1–200 characters, texts of at most 1,000, a finite duration ≥ 0). Checked by hand: the player
 * is on every page, the schema library is not (tests/domain/player-track.test.ts).
 */
export function readPlayerTrack(value: unknown): PlayerTrack | null {
  if (!isRecord(value)) return null;
  const { id, title, artistName, albumTitle, coverImageUrl, cloudUrl, cloudUrlWav, duration } = value;
  if (typeof id !== 'string' || id.length < 1 || id.length > ID_MAX) return null;
  if (!isText(title) || !isText(artistName) || !isText(cloudUrl)) return null;
  if (!isNullableText(albumTitle) || !isNullableText(coverImageUrl) || !isNullableText(cloudUrlWav))
    return null;
  if (!isNumber(duration) || duration < 0) return null;
  return { id, title, artistName, albumTitle, coverImageUrl, cloudUrl, cloudUrlWav, duration };
}

/** m:ss, or h:mm:ss from an hour on; unknown or negative times read 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
