import { MPEGDecoder } from 'mpg123-decoder';
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import type { Stereo } from './effects';

/** Float samples (−1…1) as 16-bit integers, rounded and clamped. */
function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.round(samples[i]! * 32767);
    out[i] = value > 32767 ? 32767 : value < -32768 ? -32768 : value;
  }
  return out;
}

/** Frames per encoder call: a multiple of the 1,152-sample MPEG frame. */
const CHUNK = 1152 * 32;

/** MPEG-1 rates and constant bitrates the demo uses. */
type Mp3SampleRate = 32000 | 44100 | 48000;
type Mp3Kbps = 96 | 128 | 160 | 192 | 256 | 320;

/** One LAME (WebAssembly) encoder per thread, reconfigured for every file. */
let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined;

/** Constant-bitrate stereo mp3 through LAME compiled to WebAssembly (about 5× faster than a pure JS port). */
async function encodeMp3(audio: Stereo, sampleRate: Mp3SampleRate, kbps: Mp3Kbps): Promise<Uint8Array> {
  const lame = await (encoder ??= createMp3Encoder());
  lame.configure({ sampleRate, channels: 2, bitrate: kbps, outputSampleRate: sampleRate });
  const parts: Uint8Array[] = [];
  // The encoder owns the bytes it returns until its next call: copy each part out.
  for (let i = 0; i < audio.left.length; i += CHUNK)
    parts.push(lame.encode([audio.left.subarray(i, i + CHUNK), audio.right.subarray(i, i + CHUNK)]).slice());
  parts.push(lame.finalize().slice());
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The loudest sample an mp3 decodes to. */
async function decodedPeak(mp3: Uint8Array): Promise<number> {
  const decoder = new MPEGDecoder();
  try {
    await decoder.ready;
    const { channelData, samplesDecoded } = decoder.decode(mp3);
    let peak = 0;
    for (const channel of channelData)
      for (let i = 0; i < samplesDecoded; i++) peak = Math.max(peak, Math.abs(channel[i]!));
    return peak;
  } finally {
    decoder.free();
  }
}

/** Highest decoded level accepted: quantisation noise on a dense transient can push a frame well past the input's peak. */
const MP3_CEILING = 0.97;

/** Encodes, decodes to check for clipping and, when a frame overshoots, encodes again a little quieter. */
export async function encodeMp3Unclipped(
  audio: Stereo,
  sampleRate: Mp3SampleRate,
  kbps: Mp3Kbps,
): Promise<Uint8Array> {
  let mp3 = await encodeMp3(audio, sampleRate, kbps);
  for (let attempt = 0; attempt < 3; attempt++) {
    const peak = await decodedPeak(mp3);
    if (peak <= MP3_CEILING) return mp3;
    const gain = (MP3_CEILING * 0.95) / peak;
    for (const channel of [audio.left, audio.right])
      for (let i = 0; i < channel.length; i++) channel[i]! *= gain;
    mp3 = await encodeMp3(audio, sampleRate, kbps);
  }
  return mp3;
}

/** A RIFF/WAVE file of interleaved 16-bit PCM. */
export function encodeWav(audio: Stereo, sampleRate: number): Uint8Array {
  const left = toInt16(audio.left);
  const right = toInt16(audio.right);
  const frames = left.length;
  const dataBytes = frames * 4;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) out[at + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 2, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 4, true);
  view.setUint16(32, 4, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < frames; i++) {
    view.setInt16(44 + i * 4, left[i]!, true);
    view.setInt16(46 + i * 4, right[i]!, true);
  }
  return out;
}
