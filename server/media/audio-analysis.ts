import { MPEGDecoder } from 'mpg123-decoder';
import { parseBuffer, type IFormat } from 'music-metadata';
import { PEAKS_POINTS, PEAKS_PRECISION, WAVEFORM_PREVIEW_POINTS } from '../../src/domain/peaks';
import { audioContentType, detectAudioType } from './audio-type';

/** Kinds whose samples the server decodes itself (ogg and flac are stored and served, not analysed). */
type AnalysableAudioKind = 'mp3' | 'wav';

interface TechnicalData {
  /** Seconds, rounded to milliseconds. */
  duration: number;
  /** Bits per second. */
  bitrate: number;
  sampleRate: number;
  channels: number;
  /** e.g. 'MPEG 1 Layer 3', 'PCM'. */
  codec: string;
}

interface AudioAnalysis {
  technicalData: TechnicalData;
  /** One array per channel (at most two) of PEAKS_POINTS signed values in −1…1, as wavesurfer.js exports them. */
  peaks: number[][];
  /** WAVEFORM_PREVIEW_POINTS values in 0…1 for a small waveform in lists; the loudest is 1 unless the audio is silent. */
  preview: number[];
}

/** The file could not be decoded to any sound: the upload should be refused with a 400. */
export class AudioDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AudioDecodeError';
  }
}

interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

interface WavFormat {
  encoding: 'int' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

function readWavFormat(view: DataView, at: number, size: number): WavFormat {
  if (size < 16) throw new AudioDecodeError('wav fmt chunk is too short');
  let tag = view.getUint16(at, true);
  if (tag === WAVE_FORMAT_EXTENSIBLE && size >= 26) tag = view.getUint16(at + 24, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const bitsPerSample = view.getUint16(at + 14, true);
  const int = tag === WAVE_FORMAT_PCM && [8, 16, 24, 32].includes(bitsPerSample);
  const float = tag === WAVE_FORMAT_FLOAT && bitsPerSample === 32;
  if (!int && !float) throw new AudioDecodeError(`unsupported wav encoding ${tag}/${bitsPerSample} bits`);
  if (channels < 1 || channels > 8 || sampleRate < 1)
    throw new AudioDecodeError('invalid wav channels or sample rate');
  return { encoding: float ? 'float' : 'int', channels, sampleRate, bitsPerSample };
}

/** A reader of one sample at a byte offset, scaled to −1…1. */
function sampleReader(view: DataView, format: WavFormat): (at: number) => number {
  if (format.encoding === 'float') return (at) => view.getFloat32(at, true);
  switch (format.bitsPerSample) {
    case 8:
      return (at) => (view.getUint8(at) - 128) / 128;
    case 16:
      return (at) => view.getInt16(at, true) / 32768;
    case 24:
      return (at) =>
        (view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getInt8(at + 2) << 16)) / 8388608;
    default:
      return (at) => view.getInt32(at, true) / 2147483648;
  }
}

/**
 * PCM samples of a RIFF/WAVE file: walks the chunks to `fmt ` and `data`. A data chunk longer than the file
 * (a cut-off upload, or a streamed file with a placeholder size) is read as far as whole frames go.
 */
export function decodeWav(data: Uint8Array): DecodedAudio {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag = (at: number) => String.fromCharCode(...data.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new AudioDecodeError('not a RIFF/WAVE file');
  let format: WavFormat | null = null;
  let at = 12;
  while (at + 8 <= data.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') format = readWavFormat(view, body, Math.min(size, data.length - body));
    if (id === 'data') {
      if (!format) throw new AudioDecodeError('wav data chunk before its fmt chunk');
      return readWavSamples(view, format, body, Math.min(size, data.length - body));
    }
    at = body + size + (size & 1);
  }
  throw new AudioDecodeError('wav file has no data chunk');
}

function readWavSamples(view: DataView, format: WavFormat, start: number, size: number): DecodedAudio {
  const bytesPerSample = format.bitsPerSample / 8;
  const frameSize = bytesPerSample * format.channels;
  const frames = Math.floor(size / frameSize);
  if (frames === 0) throw new AudioDecodeError('wav file has no samples');
  const read = sampleReader(view, format);
  const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
  for (let c = 0; c < format.channels; c++) {
    const channel = channels[c]!;
    let at = start + c * bytesPerSample;
    for (let i = 0; i < frames; i++, at += frameSize) channel[i] = read(at);
  }
  return { channels, sampleRate: format.sampleRate };
}

async function decodeMp3(data: Uint8Array): Promise<DecodedAudio> {
  const decoder = new MPEGDecoder();
  try {
    await decoder.ready;
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(data);
    if (samplesDecoded === 0 || channelData.length === 0)
      throw new AudioDecodeError('no MPEG audio frames decoded');
    return { channels: channelData.map((channel) => channel.subarray(0, samplesDecoded)), sampleRate };
  } catch (error) {
    if (error instanceof AudioDecodeError) throw error;
    throw new AudioDecodeError(
      `MPEG decoding failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    decoder.free();
  }
}

/**
 * Peaks exactly as wavesurfer.js v7 `exportPeaks({ maxLength, precision })` computes them: per channel,
 * bucket i spans samples floor(i·n/maxLength) … ceil((i+1)·n/maxLength), and keeps the sample of largest
 * magnitude with its sign, rounded to 1/precision. Short audio still gives maxLength values (empty buckets 0).
 */
export function computePeaks(
  channels: Float32Array[],
  maxLength = PEAKS_POINTS,
  precision = PEAKS_PRECISION,
): number[][] {
  return channels.slice(0, 2).map((samples) => {
    const step = samples.length / maxLength;
    const peaks = new Array<number>(maxLength);
    for (let i = 0; i < maxLength; i++) {
      const end = Math.min(Math.ceil((i + 1) * step), samples.length);
      let peak = 0;
      for (let j = Math.floor(i * step); j < end; j++) {
        const value = samples[j]!;
        if (Math.abs(value) > Math.abs(peak)) peak = value;
      }
      peaks[i] = Math.round(peak * precision) / precision;
    }
    return peaks;
  });
}

/** WAVEFORM_PREVIEW_POINTS buckets of the loudest sample over all channels, scaled so the loudest bucket is 1. */
function computePreview(channels: Float32Array[], count = WAVEFORM_PREVIEW_POINTS): number[] {
  const frames = Math.min(...channels.map((channel) => channel.length));
  const step = frames / count;
  const levels = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const from = Math.floor(i * step);
    const to = Math.min(Math.ceil((i + 1) * step), frames);
    let level = 0;
    for (const channel of channels) {
      for (let j = from; j < to; j++) {
        const value = Math.abs(channel[j]!);
        if (value > level) level = value;
      }
    }
    levels[i] = level;
  }
  const loudest = Math.max(...levels);
  return levels.map((level) => (loudest > 0 ? Math.round((level / loudest) * 100) / 100 : 0));
}

async function readFormat(data: Uint8Array, kind: AnalysableAudioKind): Promise<Partial<IFormat>> {
  try {
    const metadata = await parseBuffer(
      data,
      { mimeType: audioContentType[kind], size: data.length },
      { duration: true, skipCovers: true },
    );
    return metadata.format;
  } catch {
    return {};
  }
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

function technicalDataOf(
  format: Partial<IFormat>,
  decoded: DecodedAudio,
  kind: AnalysableAudioKind,
  bytes: number,
) {
  const decodedDuration = (decoded.channels[0]?.length ?? 0) / decoded.sampleRate;
  // A wav's sample count is exact; a cut-off file still declares its original length in the header.
  const duration = kind === 'wav' || !format.duration ? decodedDuration : format.duration;
  const technicalData: TechnicalData = {
    duration: roundMs(duration),
    bitrate: Math.round(format.bitrate ?? (duration > 0 ? (bytes * 8) / duration : 0)),
    sampleRate: format.sampleRate ?? decoded.sampleRate,
    channels: format.numberOfChannels ?? decoded.channels.length,
    codec: format.codec ?? (kind === 'wav' ? 'PCM' : 'MPEG'),
  };
  return technicalData;
}

/**
 * Technical data, waveform peaks and a list preview of an uploaded file. Throws AudioDecodeError when the
 * file holds no decodable sound.
 */
export async function analyzeAudio(data: Uint8Array, kind: AnalysableAudioKind): Promise<AudioAnalysis> {
  if (data.length === 0) throw new AudioDecodeError('empty file');
  // mpg123 resyncs past anything, so noise would decode as noise: insist on real frames first.
  if (kind === 'mp3' && detectAudioType(data) !== 'mp3')
    throw new AudioDecodeError('no MPEG audio frames found');
  const decoded = kind === 'mp3' ? await decodeMp3(data) : decodeWav(data);
  const format = await readFormat(data, kind);
  // mpg123 always hands out two channels; a mono stream's second one is a copy of the first.
  const channels = decoded.channels.slice(0, format.numberOfChannels ?? decoded.channels.length);
  return {
    technicalData: technicalDataOf(format, decoded, kind, data.length),
    peaks: computePeaks(channels),
    preview: computePreview(channels),
  };
}
