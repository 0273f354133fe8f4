/** Audio types accepted for track uploads, recognised by their bytes, never by the file name. */
type AudioKind = 'mp3' | 'wav' | 'ogg' | 'flac';

export const audioContentType: Record<AudioKind, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
};

/** A parsed MPEG audio frame header: what the next frame must agree with, and where it starts. */
interface MpegFrame {
  version: number;
  layer: number;
  sampleRate: number;
  length: number;
}

// Bitrates in kbit/s by [MPEG-1 or not][layer I, II, III][index 1..14].
const bitrates: readonly (readonly (readonly number[])[])[] = [
  [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
  [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
];

// Sample rates by version bits (0 = MPEG 2.5, 2 = MPEG 2, 3 = MPEG 1; 1 is reserved).
const sampleRates: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

const startsWith = (data: Uint8Array, text: string, at = 0) =>
  data.length >= at + text.length && [...text].every((c, i) => data[at + i] === c.charCodeAt(0));

/** The MPEG audio frame header at `at`, or null when the four bytes there are not a valid one. */
function readFrameHeader(data: Uint8Array, at: number): MpegFrame | null {
  if (at + 4 > data.length) return null;
  const b1 = data[at + 1]!;
  const b2 = data[at + 2]!;
  if (data[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  const rates = sampleRates[version];
  if (!rates || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  if ((data[at + 3]! & 3) === 2) return null; // reserved emphasis
  const layer = 4 - layerBits;
  const mpeg1 = version === 3;
  const bitrate = bitrates[mpeg1 ? 1 : 0]![layer - 1]![bitrateIndex - 1]! * 1000;
  const sampleRate = rates[rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && !mpeg1 ? 72 : 144) * bitrate) / sampleRate) + padding;
  return { version, layer, sampleRate, length };
}

/**
 * True when a complete MPEG audio frame starts at `at` and, if the data goes on past it, another frame of
 * the same stream follows right after: one valid-looking header alone is too easy to hit by chance.
 */
function isMpegStream(data: Uint8Array, at: number): boolean {
  const first = readFrameHeader(data, at);
  if (!first) return false;
  const next = at + first.length;
  if (next + 4 > data.length) return next <= data.length;
  const second = readFrameHeader(data, next);
  return (
    second !== null &&
    second.version === first.version &&
    second.layer === first.layer &&
    second.sampleRate === first.sampleRate
  );
}

/** The offset just past a leading ID3v2 tag (and any zero padding after it), or 0 when there is none. */
function skipId3(data: Uint8Array): number {
  if (!startsWith(data, 'ID3') || data.length < 10) return 0;
  const major = data[3]!;
  const sizeBytes = data.subarray(6, 10);
  if (major < 2 || major > 4 || data[4] === 0xff || sizeBytes.some((b) => b >= 0x80)) return 0;
  const size = sizeBytes.reduce((total, b) => total * 128 + b, 0);
  const hasFooter = (data[5]! & 0x10) !== 0;
  let at = 10 + size + (hasFooter ? 10 : 0);
  while (at < data.length && data[at] === 0) at++;
  return at;
}

/** The audio kind of `data` by its signature and structure, whatever its name or declared type; null otherwise. */
export function detectAudioType(data: Uint8Array): AudioKind | null {
  if (startsWith(data, 'fLaC')) return 'flac';
  if (startsWith(data, 'OggS')) return 'ogg';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WAVE', 8)) return 'wav';
  const audioStart = skipId3(data);
  if (audioStart > 0 && startsWith(data, 'fLaC', audioStart)) return 'flac';
  return isMpegStream(data, audioStart) ? 'mp3' : null;
}
