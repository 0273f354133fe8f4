import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';

/** Sample rates LAME writes (MPEG-1, MPEG-2 and MPEG-2.5). */
export type TestMp3SampleRate = 8000 | 11025 | 12000 | 16000 | 22050 | 24000 | 32000 | 44100 | 48000;
export type TestMp3Kbps = 32 | 64 | 96 | 128 | 160 | 192 | 256 | 320;

/** One encoder for the test file, reconfigured for every mp3 (the same LAME in WebAssembly the demo uses). */
let encoder: Promise<WasmMediaEncoder<'audio/mpeg'>> | undefined;

/** 16-bit samples as floats (−1…1), the encoder's input. */
export const int16ToFloat = (samples: Int16Array): Float32Array =>
  Float32Array.from(samples, (v) => v / 32768);

/** A constant-bitrate mp3 of one (mono) or two (stereo) channels of float samples. */
export async function testMp3(
  channels: Float32Array[],
  sampleRate: TestMp3SampleRate,
  kbps: TestMp3Kbps = 128,
): Promise<Uint8Array> {
  if (channels.length !== 1 && channels.length !== 2) throw new Error('an mp3 has one or two channels');
  const lame = await (encoder ??= createMp3Encoder());
  lame.configure({ channels: channels.length, sampleRate, bitrate: kbps, outputSampleRate: sampleRate });
  const parts: Uint8Array[] = [];
  const frames = channels[0]!.length;
  const chunk = 1152 * 32;
  // The encoder owns the bytes it returns until its next call: copy each part out.
  for (let i = 0; i < frames; i += chunk)
    parts.push(lame.encode(channels.map((channel) => channel.subarray(i, i + chunk))).slice());
  parts.push(lame.finalize().slice());
  return new Uint8Array(Buffer.concat(parts));
}
