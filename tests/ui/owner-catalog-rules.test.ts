import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { trackFieldsSchema } from '../../src/domain/catalog';
import { trackFactory } from '../db/tracks-support';
import { translate } from '../../src/domain/messages';
import { checkFile, checkFileMeta, sniffKind } from '../../src/ui/catalog/owner/file-checks';
import { formatDuration } from '../../src/ui/catalog/owner/format';
import { ownerCatalogResources, ownerCatalogTranslator } from '../../src/ui/catalog/owner/i18n';
import { trackFormData, trackFormDefaults } from '../../src/ui/catalog/owner/track-form-values';

const MB = 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('upload file checks mirror the server (docs/product.md §5)', () => {
  it('accepts mp3/wav audio and png/jpg covers by extension or type, and refuses others with their message', () => {
    expect(checkFileMeta('audio', { name: 'song.MP3', type: '', size: 10 })).toBeNull();
    expect(checkFileMeta('audio', { name: 'take', type: 'audio/wav', size: 10 })).toBeNull();
    expect(checkFileMeta('audio', { name: 'song.ogg', type: 'audio/ogg', size: 10 })).toEqual({
      key: 'catalog.audioType',
    });
    expect(checkFileMeta('audioWav', { name: 'song.mp3', type: 'audio/mpeg', size: 10 })).toEqual({
      key: 'catalog.wavType',
    });
    expect(checkFileMeta('cover', { name: 'c.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkFileMeta('cover', { name: 'c.gif', type: 'image/gif', size: 10 })).toEqual({
      key: 'catalog.coverType',
    });
  });

  it('refuses files over the limits of src/domain/catalog.ts, naming the limit', () => {
    const audio = checkFileMeta('audio', { name: 'big.wav', type: 'audio/wav', size: 100 * MB + 1 });
    expect(audio).toEqual({ key: 'catalog.audioTooLarge', params: { max: 100 } });
    expect(translate('en', audio!.key, audio!.params)).toBe('The audio file is too large: at most 100 MB.');
    expect(checkFileMeta('cover', { name: 'big.png', type: 'image/png', size: 10 * MB + 1 })).toEqual({
      key: 'catalog.coverTooLarge',
      params: { max: 10 },
    });
    expect(checkFileMeta('cover', { name: 'ok.png', type: 'image/png', size: 10 * MB })).toBeNull();
  });

  it('tells the kinds apart by their first bytes', () => {
    expect(sniffKind(ascii('ID3\x03\x00'))).toBe('mp3');
    expect(sniffKind(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('mp3');
    expect(sniffKind(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull();
    expect(sniffKind(ascii('RIFF\x24\x00\x00\x00WAVEfmt '))).toBe('wav');
    expect(sniffKind(ascii('RIFF\x24\x00\x00\x00AVI LIST'))).toBeNull();
    expect(sniffKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffKind(ascii('hello world'))).toBeNull();
  });

  it('refuses a renamed text file and a png posing as a wav, by their bytes', async () => {
    expect(
      await checkFile('audio', new File(['just some notes'], 'notes.mp3', { type: 'audio/mpeg' })),
    ).toEqual({ key: 'catalog.audioType' });
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0);
    expect(await checkFile('audioWav', new File([png], 'x.wav', { type: 'audio/wav' }))).toEqual({
      key: 'catalog.wavType',
    });
    expect(await checkFile('cover', new File([png], 'x.png', { type: 'image/png' }))).toBeNull();
    expect(
      await checkFile('audio', new File([ascii('ID3\x03\x00\x00')], 'a.mp3', { type: 'audio/mpeg' })),
    ).toBeNull();
  });
});

describe('the upload body (docs/product.md §5 form-data rule)', () => {
  it('sends arrays as name[], booleans as text, files as files, and skips empty values', () => {
    const values = trackFieldsSchema.parse({
      ...trackFormDefaults(),
      title: 'T',
      mainArtist: 'A',
      genres: ['jazz', 'funk'],
      tags: ['Late'],
      explicit: true,
    });
    const audio = new File(['ID3'], 'a.mp3', { type: 'audio/mpeg' });
    const data = trackFormData(values, { audio, audioWav: null, cover: null });
    expect(data.getAll('genres[]')).toEqual(['jazz', 'funk']);
    expect(data.getAll('tags[]')).toEqual(['late']);
    expect(data.get('explicit')).toBe('true');
    expect(data.get('instrumental')).toBe('false');
    expect(data.get('version')).toBe('original');
    expect((data.get('audio') as File).name).toBe('a.mp3');
    for (const skipped of [
      'album',
      'lyrics',
      'isrc',
      'tempo',
      'bpm',
      'releaseDate',
      'artists[]',
      'moods[]',
      'cover',
      'audioWav',
    ])
      expect(data.has(skipped)).toBe(false);
  });

  it('starts an edit from the track itself', () => {
    const track = trackFactory({
      title: 'Edit me',
      album: { id: 'a1', title: 'Record' },
      bpm: 120,
      tempo: 'Allegro',
      lyrics: null,
    });
    expect(trackFormDefaults(track)).toMatchObject({
      title: 'Edit me',
      album: 'Record',
      bpm: 120,
      tempo: 'Allegro',
      lyrics: '',
      genres: ['jazz'],
    });
    expect(trackFieldsSchema.safeParse(trackFormDefaults(track)).success).toBe(true);
  });
});

describe('my tracks list', () => {
  it('shows durations as m:ss', () => {
    expect([formatDuration(3.04), formatDuration(59.6), formatDuration(125), formatDuration(3725)]).toEqual([
      '0:03',
      '1:00',
      '2:05',
      '1:02:05',
    ]);
  });
});

describe('owner catalogue strings', () => {
  it('exist in English and Russian, with Russian plural forms', async () => {
    expect(Object.keys(ownerCatalogResources.en).every((key) => key in ownerCatalogResources.ru)).toBe(true);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', fallbackLng: 'en', resources: {}, keySeparator: false, nsSeparator: false });
    const ru = ownerCatalogTranslator(i18n, 'ru');
    expect(ru('tracksTitle')).toBe('Мои треки');
    expect([1, 3, 5, 21].map((count) => ru('trackCount', { count }))).toEqual([
      '1 трек',
      '3 трека',
      '5 треков',
      '21 трек',
    ]);
    const en = ownerCatalogTranslator(i18n, 'en');
    expect([1, 2].map((count) => en('trackCount', { count }))).toEqual(['1 track', '2 tracks']);
  });
});
