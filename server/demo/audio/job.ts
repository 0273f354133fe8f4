import { encodeMp3Unclipped, encodeWav } from './encode';
import { renderPiece } from './render';
import type { PieceSpec } from './spec';

/**
 * File formats of the generated audio. The mp3 rate and bitrate keep encoding (LAME in WebAssembly, about
 * 60× real time per core in stereo at 32 kHz) within the start-up budget; wav masters use the CD rate.
 */
export const audioFormat = { mp3SampleRate: 32000, mp3Kbps: 128, wavSampleRate: 44100 } as const;

export type AudioFiles = 'mp3' | 'wav' | 'both';

export interface AudioJob {
  spec: PieceSpec;
  files: AudioFiles;
}

export interface AudioResult {
  mp3?: Uint8Array;
  wav?: Uint8Array;
}

/** Renders and encodes one piece: the mp3, the wav, or both (each rendered at its own sample rate). */
export async function renderJob(job: AudioJob): Promise<AudioResult> {
  const result: AudioResult = {};
  if (job.files !== 'wav')
    result.mp3 = await encodeMp3Unclipped(
      renderPiece(job.spec, audioFormat.mp3SampleRate),
      audioFormat.mp3SampleRate,
      audioFormat.mp3Kbps,
    );
  if (job.files !== 'mp3')
    result.wav = encodeWav(renderPiece(job.spec, audioFormat.wavSampleRate), audioFormat.wavSampleRate);
  return result;
}
