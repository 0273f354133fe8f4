import { describe, expect, it } from 'vitest';
import { toApiIds } from '../../src/domain/api-ids';
import { trackPageApiSchema, type TrackPage } from '../../src/domain/catalog';
import { createTrackPageJson } from '../../server/modules/catalog/track-page-json';
import { trackFactory } from '../db/tracks-support';

const page = (data: TrackPage['data']): TrackPage => ({
  data,
  page: 1,
  limit: 30,
  total: data.length,
  facets: {
    genres: { ambient: 2 },
    moods: {},
    instruments: {},
    tempo: {},
    density: {},
    vocalType: {},
    language: {},
    version: {},
  },
  totalIsEstimate: false,
  estimatedFacets: [],
});

describe('search page JSON', () => {
  it('is the JSON of the page as its schema encodes it, ids as `_id`, fields outside the schema left out', () => {
    const json = createTrackPageJson();
    const tracks = [trackFactory({ title: 'One' }), trackFactory({ title: 'Two' })];
    const extra = { ...tracks[1]!, internal: 'not for the wire' };
    const answer = page([tracks[0]!, extra]);
    expect(JSON.parse(json(answer))).toEqual(
      JSON.parse(JSON.stringify(trackPageApiSchema.encode(toApiIds(answer)))),
    );
    expect(JSON.parse(json(answer)).data[0]).toMatchObject({ _id: tracks[0]!.id });
    expect(json(answer)).not.toContain('not for the wire');
  });

  it('makes a document JSON again when its seq changes, and keeps it while the seq stays', () => {
    const json = createTrackPageJson(10);
    const track = trackFactory({ title: 'Before', seq: 4 });
    expect(JSON.parse(json(page([track]))).data[0].title).toBe('Before');
    // The same version of a document is not read again (a changed row always takes a new seq).
    expect(JSON.parse(json(page([{ ...track, title: 'Same seq' }]))).data[0].title).toBe('Before');
    expect(JSON.parse(json(page([{ ...track, title: 'After', seq: 5 }]))).data[0].title).toBe('After');
  });

  it('keeps at most its size of documents, the least recently used leaving first', () => {
    const json = createTrackPageJson(2);
    const [a, b, c] = ['A', 'B', 'C'].map((title) => trackFactory({ title, seq: 1 }));
    json(page([a!, b!]));
    json(page([a!]));
    json(page([c!]));
    expect(JSON.parse(json(page([{ ...a!, title: 'A again' }]))).data[0].title).toBe('A');
    expect(JSON.parse(json(page([{ ...b!, title: 'B again' }]))).data[0].title).toBe('B again');
  });

  it('refuses a document its schema does not accept', () => {
    const json = createTrackPageJson();
    const broken = { ...trackFactory({ title: 'Broken' }), version: 'bootleg' } as never;
    expect(() => json(page([broken]))).toThrow();
  });
});
