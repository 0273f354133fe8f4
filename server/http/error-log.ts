/** The last errors the server logged, for the admin's System screen (docs/decisions/0018-admin-area.md). */
export interface ErrorLog {
  entries(): { at: string; message: string }[];
  /** A pino destination: keeps lines at level `error` and above, and writes those at `printFrom` and above to `out`. */
  stream(out: { write(line: string): unknown } | null, printFrom: string): { write(line: string): void };
}

const levelNumbers: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/** The pino level to log at so that errors are always seen: the configured one, or `error` when that is quieter. */
export const levelWithErrors = (configured: string) =>
  (levelNumbers[configured] ?? 30) <= levelNumbers.error! ? configured : 'error';

const ERROR_LEVEL = /"level":(\d+)/;

/** A ring buffer of the last `size` error lines: only their time and message (with the error's, if any). */
export function createErrorLog(size = 20): ErrorLog {
  const kept: { at: string; message: string }[] = [];
  const keep = (line: string) => {
    try {
      const entry = JSON.parse(line) as { time?: number; msg?: string; err?: { message?: string } };
      const message = [entry.msg, entry.err?.message].filter(Boolean).join(': ');
      kept.push({ at: new Date(entry.time ?? Date.now()).toISOString(), message: message.slice(0, 2000) });
      if (kept.length > size) kept.shift();
    } catch {
      // A line that is not JSON is not a pino record; nothing to keep.
    }
  };
  return {
    entries: () => [...kept].reverse(),
    stream(out, printFrom) {
      const threshold = levelNumbers[printFrom] ?? 30;
      return {
        write(line) {
          const level = Number(ERROR_LEVEL.exec(line)?.[1] ?? 0);
          if (level >= levelNumbers.error!) keep(line);
          if (out && level >= threshold) out.write(line);
        },
      };
    },
  };
}
