import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AudioJob, AudioResult } from './job';

export interface AudioPool {
  /** Resolves with the encoded files once a worker has rendered the job. */
  render(job: AudioJob): Promise<AudioResult>;
  close(): Promise<void>;
}

interface Pending {
  id: number;
  job: AudioJob;
  resolve(result: AudioResult): void;
  reject(error: Error): void;
}

/** Worker threads (at most `size`, at most one per core) that render audio jobs in submission order. */
export function createAudioPool(size = 2): AudioPool {
  const count = Math.max(1, Math.min(size, os.availableParallelism()));
  const queue: Pending[] = [];
  const busy = new Map<Worker, Pending>();
  const idle: Worker[] = [];
  let nextId = 0;
  let closed = false;
  let alive = count;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const task = queue.shift()!;
      busy.set(worker, task);
      worker.postMessage({ id: task.id, job: task.job });
    }
  };

  const workers = Array.from({ length: count }, () => {
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./worker.ts', import.meta.url).href },
    });
    worker.on('message', (message: { id: number; result?: AudioResult; error?: string }) => {
      const task = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (task && message.result) task.resolve(message.result);
      else task?.reject(new Error(`audio rendering failed: ${message.error ?? 'no result'}`));
      dispatch();
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
      busy.delete(worker);
      alive -= 1;
      if (alive === 0) for (const task of queue.splice(0)) task.reject(error);
    });
    idle.push(worker);
    return worker;
  });

  return {
    render(job) {
      if (closed) return Promise.reject(new Error('the audio pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the audio pool is closed'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
