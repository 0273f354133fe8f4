import { parentPort } from 'node:worker_threads';
import { type AudioJob, renderJob } from './job';

/** Worker thread: renders the jobs it is sent, one at a time, and transfers the encoded files back. */
parentPort?.on('message', async (message: { id: number; job: AudioJob }) => {
  try {
    const result = await renderJob(message.job);
    const transfer = [result.mp3?.buffer, result.wav?.buffer].filter(
      (buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer,
    );
    parentPort?.postMessage({ id: message.id, result }, transfer);
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
