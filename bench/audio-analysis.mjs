// Audio analysis benchmark: how long the server's analysis of an uploaded track takes (technical data and
// waveform peaks), per length of a stereo 44.1 kHz 128 kbps mp3. Target: a 60 s track well under a second.
// Usage: node --import tsx bench/audio-analysis.mjs   (BENCH_RUNS sets the runs per length, default 10)
import os from 'node:os';
import { analyzeAudio } from '../server/media/audio-analysis.ts';
import { testMp3 } from '../tests/support/mp3.ts';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const lengths = [10, 60, 240];

/** Two channels of a 440 Hz sine, `seconds` long. */
function sine(seconds, sampleRate = 44100) {
  const frames = seconds * sampleRate;
  return [0.8, 0.6].map((amplitude) =>
    Float32Array.from(
      { length: frames },
      (_, i) => amplitude * Math.sin((2 * Math.PI * 440 * i) / sampleRate),
    ),
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(
  `load average before: ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
console.log('| track | mp3 size | n | p50 | p95 | max |');
console.log('| ----- | -------- | - | --- | --- | --- |');
for (const seconds of lengths) {
  const mp3 = await testMp3(sine(seconds), 44100);
  await analyzeAudio(mp3, 'mp3'); // warm-up: the first call compiles the decoder's WebAssembly
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await analyzeAudio(mp3, 'mp3');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `| ${seconds} s | ${(mp3.length / 1024).toFixed(0)} KB | ${runs} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1))} |`,
  );
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')}`,
);
