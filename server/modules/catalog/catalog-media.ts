import sharp from 'sharp';
import { AUDIO_MAX_BYTES, COVER_MAX_BYTES, COVER_PIXELS } from '../../../src/domain/catalog';
import { AppError } from '../../http/errors';
import { analyzeAudio, AudioDecodeError } from '../../media/audio-analysis';
import { detectAudioType } from '../../media/audio-type';
import type { FileStorage } from '../../media/file-storage';
import { detectImage } from '../../media/image-type';
import type { TrackMedia } from './tracks.repository';

const MB = 1024 * 1024;

export interface TrackFiles {
  audio?: Uint8Array;
  audioWav?: Uint8Array;
  cover?: Uint8Array;
}

const fieldError = (
  code: 'VALIDATION' | 'UNSUPPORTED_FILE' | 'PAYLOAD_TOO_LARGE',
  field: string,
  key: string,
  params: Record<string, string | number> = {},
) => new AppError(code, key, params, { [field]: key });

export const audioTooLarge = () =>
  fieldError('PAYLOAD_TOO_LARGE', 'audio', 'catalog.audioTooLarge', { max: AUDIO_MAX_BYTES / MB });
export const coverTooLarge = () =>
  fieldError('PAYLOAD_TOO_LARGE', 'cover', 'catalog.coverTooLarge', { max: COVER_MAX_BYTES / MB });

/** A png or jpg (judged by its bytes) cropped to a 600×600 square; null without one. */
export async function prepareCover(
  cover: Uint8Array | undefined,
): Promise<{ data: Buffer; ext: 'jpg' | 'png' } | null> {
  if (!cover) return null;
  if (cover.length > COVER_MAX_BYTES) throw coverTooLarge();
  const kind = detectImage(Buffer.from(cover.buffer, cover.byteOffset, cover.byteLength));
  if (!kind) throw fieldError('UNSUPPORTED_FILE', 'cover', 'catalog.coverType');
  try {
    const image = sharp(cover, { failOn: 'error' })
      .rotate()
      .resize(COVER_PIXELS, COVER_PIXELS, { fit: 'cover' });
    return kind === 'png'
      ? { data: await image.png().toBuffer(), ext: 'png' }
      : { data: await image.jpeg({ quality: 85 }).toBuffer(), ext: 'jpg' };
  } catch {
    throw fieldError('UNSUPPORTED_FILE', 'cover', 'catalog.coverType');
  }
}

/** Checks the audio (mp3 or wav by its bytes), the optional wav version, and analyses the main file. */
async function checkAudio(files: TrackFiles) {
  const { audio, audioWav } = files;
  if (!audio || audio.length === 0) throw fieldError('VALIDATION', 'audio', 'catalog.audioRequired');
  if (audio.length > AUDIO_MAX_BYTES || (audioWav && audioWav.length > AUDIO_MAX_BYTES))
    throw audioTooLarge();
  const kind = detectAudioType(audio);
  if (kind !== 'mp3' && kind !== 'wav') throw fieldError('UNSUPPORTED_FILE', 'audio', 'catalog.audioType');
  if (audioWav && detectAudioType(audioWav) !== 'wav')
    throw fieldError('UNSUPPORTED_FILE', 'audioWav', 'catalog.wavType');
  try {
    return { kind, analysis: await analyzeAudio(audio, kind) };
  } catch (error) {
    if (error instanceof AudioDecodeError) throw fieldError('VALIDATION', 'audio', 'catalog.audioUnreadable');
    throw error;
  }
}

/** Stored keys of one upload; `discard` removes them when what follows fails. */
export interface StoredUpload {
  keys: string[];
  discard(): Promise<void>;
}

export function storedUpload(
  storage: FileStorage,
): StoredUpload & { put(folder: 'audio' | 'covers', ext: string, data: Uint8Array): Promise<string> } {
  const keys: string[] = [];
  return {
    keys,
    async put(folder, ext, data) {
      const key = await storage.put(folder, ext, data);
      keys.push(key);
      return key;
    },
    async discard() {
      await Promise.allSettled(keys.map((key) => storage.remove(key)));
    },
  };
}

/** Validates, analyses and stores a track's files; on any failure nothing stays stored. */
export async function storeTrackFiles(
  storage: FileStorage,
  files: TrackFiles,
): Promise<{ media: TrackMedia; upload: StoredUpload }> {
  const { kind, analysis } = await checkAudio(files);
  const cover = await prepareCover(files.cover);
  const upload = storedUpload(storage);
  try {
    const audioKey = await upload.put('audio', kind, files.audio!);
    const audioWavKey = files.audioWav ? await upload.put('audio', 'wav', files.audioWav) : null;
    const coverKey = cover ? await upload.put('covers', cover.ext, cover.data) : null;
    const media: TrackMedia = {
      audioKey,
      audioType: kind,
      audioWavKey,
      coverKey,
      technicalData: analysis.technicalData,
      waveform: analysis.preview,
      peaks: analysis.peaks,
    };
    return { media, upload };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
