import { testUser } from './signed-in';

/** When the fixtures were made. */
export const at = '2026-02-01T10:00:00.000Z';

/** Track `n` of an artist as the server's artist detail lists it: `${idPrefix}10${n}` is its id. */
export const artistTrack = (
  idPrefix: string,
  n: number,
  mainArtist: { _id: string; name: string },
  ownerId: string,
) => ({
  _id: `${idPrefix}10${n}`,
  title: `Tide ${n}`,
  mainArtist,
  artists: [],
  album: null,
  coverImageUrl: null,
  cloudUrl: `/api/track/audio/${n}.mp3`,
  cloudUrlWav: null,
  technicalData: { duration: 120, bitrate: 128_000, sampleRate: 44_100, channels: 2, codec: 'mp3' },
  waveform: [],
  language: null,
  genres: [],
  moods: [],
  instruments: [],
  tags: [],
  tempo: null,
  bpm: null,
  density: null,
  vocalType: null,
  isrc: null,
  explicit: false,
  instrumental: true,
  version: 'original',
  releaseDate: null,
  lyrics: null,
  comments: null,
  ownerId,
  createdAt: at,
  updatedAt: at,
  seq: n,
});

/**
 * The server's side of POST /task/create: the order it was sent goes to `created`, and the answer is that
 * order as filed (requested, by the test user, from `ownerId` "Nord").
 */
export async function answerTaskCreate(
  request: Request,
  created: Record<string, unknown>[],
  { id, ownerId }: { id: string; ownerId: string },
) {
  const body = (await request.json()) as Record<string, unknown>;
  created.push(body);
  return Response.json({
    _id: id,
    customerId: testUser._id,
    customerName: 'Anna Tester',
    ownerId,
    ownerName: 'Nord',
    projectId: null,
    referenceUrl: null,
    trackNumber: null,
    targetTimeline: null,
    completionDate: null,
    comment: null,
    ...body,
    status: 'requested',
    deliveries: [],
    createdAt: at,
    updatedAt: at,
  });
}
