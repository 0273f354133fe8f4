/** Exponential backoff between failed attempts: 0, base, 2·base, … up to max; reset on success. */
export function createBackoff(options: {
  baseMs: number;
  maxMs: number;
  sleep?: (ms: number) => Promise<void>;
}) {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let failures = 0;
  return {
    /** The wait before the next attempt. */
    delay: () => (failures === 0 ? 0 : Math.min(options.maxMs, options.baseMs * 2 ** (failures - 1))),
    async wait() {
      const ms = this.delay();
      if (ms > 0) await sleep(ms);
    },
    fail() {
      failures += 1;
    },
    reset() {
      failures = 0;
    },
  };
}

export type Backoff = ReturnType<typeof createBackoff>;

/** Runs `task` after the backoff's wait; a failure lengthens the next wait, a success resets it. */
export async function withBackoff<T>(backoff: Backoff, task: () => Promise<T>): Promise<T> {
  await backoff.wait();
  try {
    const result = await task();
    backoff.reset();
    return result;
  } catch (error) {
    backoff.fail();
    throw error;
  }
}
