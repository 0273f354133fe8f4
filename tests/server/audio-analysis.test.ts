import crypto from 'node:crypto';
import WaveSurfer from 'wavesurfer.js';
import { describe, expect, it } from 'vitest';
import { analyzeAudio, AudioDecodeError, computePeaks } from '../../server/media/audio-analysis';
import { PEAKS_POINTS, PEAKS_PRECISION, WAVEFORM_PREVIEW_POINTS } from '../../src/domain/peaks';
import { audioContentType, detectAudioType } from '../../server/media/audio-type';
import { testMp3 } from '../support/mp3';

type Encoding = { format: 1 | 3; bits: 8 | 16 | 24 | 32 };

/** Sine of `frequency` Hz per channel (one amplitude per channel), as values in −1…1. */
function sine(seconds: number, sampleRate: number, amplitudes: number[], frequency = 440): Float32Array[] {
  const frames = Math.round(seconds * sampleRate);
  return amplitudes.map((amplitude, c) =>
    Float32Array.from(
      { length: frames },
      (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * (c + 1) * i) / sampleRate),
    ),
  );
}

function chunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length & 1)]);
}

/** A RIFF/WAVE file of `channels`, with an extra LIST chunk before `fmt ` when `extraChunk` is set. */
function wavFile(
  channels: Float32Array[],
  sampleRate: number,
  { format, bits }: Encoding = { format: 1, bits: 16 },
  extraChunk = false,
) {
  const bytes = bits / 8;
  const frames = channels[0]!.length;
  const data = Buffer.alloc(frames * channels.length * bytes);
  for (let i = 0; i < frames; i++) {
    channels.forEach((channel, c) => {
      const at = (i * channels.length + c) * bytes;
      const v = channel[i]!;
      if (format === 3) data.writeFloatLE(v, at);
      else if (bits === 8) data.writeUInt8(Math.round(v * 127) + 128, at);
      else data.writeIntLE(Math.round(v * (2 ** (bits - 1) - 1)), at, bytes);
    });
  }
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(format, 0);
  fmt.writeUInt16LE(channels.length, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * channels.length * bytes, 8);
  fmt.writeUInt16LE(channels.length * bytes, 12);
  fmt.writeUInt16LE(bits, 14);
  const chunks = [
    ...(extraChunk ? [chunk('LIST', Buffer.from('INFOISFT\x05\x00\x00\x00test\x00'))] : []),
    chunk('fmt ', fmt),
    chunk('data', data),
  ];
  const body = Buffer.concat([Buffer.from('WAVE'), ...chunks]);
  return new Uint8Array(Buffer.concat([chunk('RIFF', body).subarray(0, 8), body]));
}

/** An ID3v2.3 tag with one title frame, its size written as a synchsafe integer. */
function id3Tag(title: string): Buffer {
  const text = Buffer.from(`\x00${title}`, 'latin1');
  const frame = Buffer.concat([
    Buffer.from('TIT2'),
    Buffer.from([0, 0, 0, text.length, 0, 0]),
    text,
    Buffer.alloc(300),
  ]);
  const size = frame.length;
  const synchsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, ...synchsafe]), frame]);
}

/** A copy of a 44-byte-header wav with another format tag in its fmt chunk. */
function withFormatTag(wav: Uint8Array, tag: number): Uint8Array {
  const copy = Buffer.from(wav);
  copy.writeUInt16LE(tag, 20);
  return new Uint8Array(copy);
}

const stereoSine = sine(2, 44100, [0.5, 0.25]);
const stereoWav = wavFile(stereoSine, 44100);
const stereoMp3 = await testMp3(sine(3, 44100, [0.5, 0.5]), 44100);

const isOnPrecisionGrid = (v: number) => Math.abs(v * 10000 - Math.round(v * 10000)) < 1e-6;
const maxOf = (values: number[]) => values.reduce((a, b) => Math.max(a, b), -Infinity);
const minOf = (values: number[]) => values.reduce((a, b) => Math.min(a, b), Infinity);

describe('detectAudioType', () => {
  it('recognises an mp3 by its frames, with or without an ID3v2 tag', () => {
    expect(detectAudioType(stereoMp3)).toBe('mp3');
    expect(detectAudioType(Buffer.concat([id3Tag('A title'), stereoMp3]))).toBe('mp3');
  });

  it('recognises wav, ogg and flac by their magic', () => {
    expect(detectAudioType(stereoWav)).toBe('wav');
    expect(detectAudioType(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60)]))).toBe('ogg');
    expect(detectAudioType(Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(60)]))).toBe('flac');
    expect(
      detectAudioType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI ')])),
    ).toBeNull();
  });

  it('refuses a text file whatever its name, and empty data', () => {
    const text = Buffer.from(
      'ID3 tags are great.\nThis is not an mp3, only a file renamed song.mp3\n'.repeat(20),
    );
    expect(detectAudioType(text)).toBeNull();
    expect(detectAudioType(new Uint8Array(0))).toBeNull();
  });

  it('refuses random bytes', () => {
    for (let i = 0; i < 500; i++) expect(detectAudioType(crypto.randomBytes(4096))).toBeNull();
  });

  it('needs a second frame right after the first when the data goes on', () => {
    const firstFrameLength = 417; // 128 kbit/s, 44.1 kHz, MPEG-1 Layer III, no padding
    const oneFrame = Buffer.concat([
      Buffer.from([0xff, 0xfb, 0x90, 0x00]),
      Buffer.alloc(firstFrameLength - 4),
    ]);
    expect(detectAudioType(oneFrame)).toBe('mp3');
    expect(detectAudioType(Buffer.concat([oneFrame, Buffer.from('not another frame')]))).toBeNull();
    expect(detectAudioType(Buffer.concat([oneFrame, oneFrame, oneFrame]))).toBe('mp3');
  });

  it('refuses an ID3 tag followed by something that is not audio, and reserved header fields', () => {
    expect(detectAudioType(Buffer.concat([id3Tag('x'), Buffer.from('hello world, not a frame')]))).toBeNull();
    const frame = (b1: number, b2: number, length = 417) =>
      Buffer.concat([Buffer.from([0xff, b1, b2, 0]), Buffer.alloc(length - 4)]);
    expect(detectAudioType(frame(0xf3, 0x90, 261))).toBe('mp3'); // MPEG-2 Layer III, 80 kbit/s, 22.05 kHz
    expect(detectAudioType(frame(0xeb, 0x90))).toBeNull(); // reserved version
    expect(detectAudioType(frame(0xf9, 0x90))).toBeNull(); // reserved layer
    expect(detectAudioType(frame(0xfb, 0xf0))).toBeNull(); // bad bitrate index
    expect(detectAudioType(frame(0xfb, 0x9c))).toBeNull(); // reserved sample rate
  });

  it('maps each kind to its content type', () => {
    expect(audioContentType).toEqual({
      mp3: 'audio/mpeg',
      wav: 'audio/wav',
      ogg: 'audio/ogg',
      flac: 'audio/flac',
    });
  });
});

describe('computePeaks', () => {
  const wavesurferPeaks = (channels: Float32Array[]) => {
    const decodedData = { numberOfChannels: channels.length, getChannelData: (i: number) => channels[i]! };
    const host = { decodedData } as unknown as WaveSurfer;
    return WaveSurfer.prototype.exportPeaks.call(host, {
      maxLength: PEAKS_POINTS,
      precision: PEAKS_PRECISION,
    });
  };

  it.each([12345, 44100 * 3 + 7, 5000, 1])(
    'matches wavesurfer.js exportPeaks on %i random samples',
    (length) => {
      const channels = [0, 1, 2].map(() => Float32Array.from({ length }, () => Math.random() * 2 - 1));
      const peaks = computePeaks(channels);
      expect(peaks).toHaveLength(2);
      expect(peaks.every((channel) => channel.length === PEAKS_POINTS)).toBe(true);
      expect(peaks).toEqual(wavesurferPeaks(channels));
    },
  );
});

describe('analyzeAudio', () => {
  it('reads a stereo wav: technical data, peaks per channel and the preview', async () => {
    const { technicalData, peaks, preview } = await analyzeAudio(stereoWav, 'wav');
    expect(technicalData).toEqual({
      duration: 2,
      bitrate: 1411200,
      sampleRate: 44100,
      channels: 2,
      codec: 'PCM',
    });
    expect(peaks.map((channel) => channel.length)).toEqual([PEAKS_POINTS, PEAKS_POINTS]);
    const [left, right] = peaks as [number[], number[]];
    expect(maxOf(left)).toBeCloseTo(0.5, 3);
    expect(minOf(left)).toBeCloseTo(-0.5, 3);
    expect(maxOf(right.map(Math.abs))).toBeCloseTo(0.25, 3);
    expect(peaks.flat().every((v) => v >= -1 && v <= 1 && isOnPrecisionGrid(v))).toBe(true);
    expect(preview).toHaveLength(WAVEFORM_PREVIEW_POINTS);
    expect(maxOf(preview)).toBe(1);
    expect(preview.every((v) => v >= 0.95 && v <= 1 && Math.round(v * 100) === v * 100)).toBe(true);
  });

  it.each<[string, Encoding]>([
    ['8-bit', { format: 1, bits: 8 }],
    ['24-bit', { format: 1, bits: 24 }],
    ['32-bit integer', { format: 1, bits: 32 }],
    ['32-bit float', { format: 3, bits: 32 }],
  ])('decodes %s mono wav, after an unrelated chunk', async (_name, encoding) => {
    const { technicalData, peaks } = await analyzeAudio(
      wavFile(sine(1, 8000, [0.5]), 8000, encoding, true),
      'wav',
    );
    expect(technicalData.duration).toBe(1);
    expect(technicalData.channels).toBe(1);
    expect(technicalData.sampleRate).toBe(8000);
    expect(peaks).toHaveLength(1);
    // 8-bit samples are only 1/128 apart
    expect(Math.abs(maxOf(peaks[0]!) - 0.5)).toBeLessThan(0.01);
    expect(Math.abs(minOf(peaks[0]!) + 0.5)).toBeLessThan(0.01);
  });

  it('gives 8000 peaks for audio shorter than 8000 samples, and a flat preview for silence', async () => {
    const short = await analyzeAudio(wavFile(sine(0.1, 8000, [0.5]), 8000), 'wav');
    expect(short.peaks[0]).toHaveLength(PEAKS_POINTS);
    expect(short.technicalData.duration).toBe(0.1);
    const silent = await analyzeAudio(wavFile([new Float32Array(4000)], 8000), 'wav');
    expect(silent.preview).toEqual(new Array(WAVEFORM_PREVIEW_POINTS).fill(0));
  });

  it('reads what a cut-off wav still holds', async () => {
    const { technicalData } = await analyzeAudio(stereoWav.subarray(0, 44 + 44100 * 4), 'wav');
    expect(technicalData.duration).toBe(1);
  });

  it('reads a stereo mp3', async () => {
    const { technicalData, peaks, preview } = await analyzeAudio(stereoMp3, 'mp3');
    expect(technicalData).toMatchObject({
      sampleRate: 44100,
      channels: 2,
      bitrate: 128000,
      codec: 'MPEG 1 Layer 3',
    });
    expect(technicalData.duration).toBeGreaterThan(2.95);
    expect(technicalData.duration).toBeLessThan(3.1);
    expect(peaks.map((channel) => channel.length)).toEqual([PEAKS_POINTS, PEAKS_POINTS]);
    expect(peaks.flat().every((v) => v >= -1 && v <= 1 && isOnPrecisionGrid(v))).toBe(true);
    expect(maxOf(peaks[0]!)).toBeGreaterThan(0.45);
    expect(maxOf(peaks[0]!)).toBeLessThan(0.6); // lossy coding overshoots the original a little
    expect(preview).toHaveLength(WAVEFORM_PREVIEW_POINTS);
    expect(maxOf(preview)).toBe(1);
  });

  it('reads a mono mp3 behind an ID3 tag', async () => {
    const mono = Buffer.concat([id3Tag('Mono'), await testMp3(sine(2, 22050, [0.5]), 22050, 64)]);
    const { technicalData, peaks } = await analyzeAudio(mono, 'mp3');
    expect(technicalData).toMatchObject({ sampleRate: 22050, channels: 1, codec: 'MPEG 2 Layer 3' });
    // no gapless trimming: the encoder's delay and last-frame padding count
    expect(Math.abs(technicalData.duration - 2)).toBeLessThan(0.1);
    expect(peaks).toHaveLength(1);
  });

  it.each<[string, Uint8Array, 'mp3' | 'wav']>([
    ['an empty file', new Uint8Array(0), 'wav'],
    ['a wav cut inside its header', stereoWav.subarray(0, 30), 'wav'],
    [
      'a wav of garbage chunks',
      new Uint8Array(Buffer.concat([stereoWav.subarray(0, 12), crypto.randomBytes(2000)])),
      'wav',
    ],
    ['a wav in an unsupported encoding (ADPCM)', withFormatTag(stereoWav, 2), 'wav'],
    ['text as mp3', new Uint8Array(Buffer.from('hello '.repeat(500))), 'mp3'],
    ['random bytes as mp3', new Uint8Array(crypto.randomBytes(20000)), 'mp3'],
  ])('refuses %s with AudioDecodeError', async (_name, data, kind) => {
    await expect(analyzeAudio(data, kind)).rejects.toBeInstanceOf(AudioDecodeError);
  });

  // How long it takes is measured by bench/audio-analysis.mjs, not here: a timed test fails on a loaded runner.
  it('analyses a 60 s stereo mp3: its duration and both channels of peaks', async () => {
    const minute = await testMp3(sine(60, 44100, [0.8, 0.6]), 44100);
    const { technicalData, peaks } = await analyzeAudio(minute, 'mp3');
    expect(technicalData.duration).toBeCloseTo(60, 0);
    expect(peaks).toHaveLength(2);
  });
});
