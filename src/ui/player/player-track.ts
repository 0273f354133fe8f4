import { z } from 'zod';
import type { TrackDocument } from '../../domain/catalog';

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

const text = z.string().max(1000);
const storedTrackSchema = z.object({
  id: z.string().min(1).max(200),
  title: text,
  artistName: text,
  albumTitle: text.nullable(),
  coverImageUrl: text.nullable(),
  cloudUrl: text,
  cloudUrlWav: text.nullable(),
  duration: z.number().finite().min(0),
});

/** A stored track read back, or null when it does not have the expected shape. */
export function readPlayerTrack(value: unknown): PlayerTrack | null {
  const parsed = storedTrackSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** m:ss, or h:mm:ss from an hour on; unknown or negative times read 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
