import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { artists, tracks, type TrackRow } from '../../server/db/schema/catalog';

/** Inserts a catalogue track straight into the tables (its owner, a new artist, fixed technical data). */
export async function createTrack(
  database: Pick<Database, 'db'>,
  ownerId: string,
  title = `Track ${crypto.randomBytes(3).toString('hex')}`,
): Promise<TrackRow> {
  const [artist] = await database.db
    .insert(artists)
    .values({ name: `Artist ${crypto.randomBytes(6).toString('hex')}`, createdBy: ownerId })
    .returning();
  const [row] = await database.db
    .insert(tracks)
    .values({
      ownerId,
      title,
      mainArtistId: artist!.id,
      mainArtistName: artist!.name,
      audioKey: `audio/${crypto.randomBytes(16).toString('hex')}.mp3`,
      audioType: 'mp3',
      duration: 120,
      bitrate: 320_000,
      sampleRate: 44_100,
      channels: 2,
      codec: 'MPEG 1 Layer 3',
    })
    .returning();
  return row!;
}

export async function deleteTrack(database: Pick<Database, 'db'>, id: string) {
  await database.db.update(tracks).set({ deleted: true }).where(eq(tracks.id, id));
}
