import { describe, expect, it } from 'vitest';
import {
  changeTrack,
  createTrack,
  downloadTrack,
  trackAudio,
  trackDetail,
} from '../../src/domain/api/catalog';
import { operationUrl } from '../../src/domain/api/operation';

describe('API operations', () => {
  it('answer JSON by default, or bytes of the content types they name', () => {
    expect([trackDetail.answer, trackDetail.contentTypes, trackDetail.bodyKind]).toEqual([
      'json',
      ['application/json'],
      'json',
    ]);
    expect([trackAudio.answer, trackAudio.contentTypes]).toEqual(['bytes', ['audio/mpeg', 'audio/wav']]);
    expect(trackAudio.response.safeParse('bytes').success).toBe(true);
  });

  it('name how their body travels', () => {
    expect(createTrack.bodyKind).toBe('multipart');
    expect(changeTrack.bodyKind).toBe('jsonOrMultipart');
  });

  it('give the browser an address under the API base with each parameter encoded', () => {
    expect(operationUrl(trackAudio, { file: 'a b.mp3' })).toBe('/api/track/audio/a%20b.mp3');
    expect(operationUrl(downloadTrack, { id: 'x/y' })).toBe('/api/track/download/x%2Fy');
    expect(() => operationUrl(downloadTrack, {})).toThrow('track.download: missing path parameter id');
  });
});
