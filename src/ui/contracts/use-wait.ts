import { useCallback, useEffect, useState } from 'react';

/** A wait of `seconds` as a clock reads: `0:45`, `54:10`, `23:59:59`. */
export function clockText(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * A wait the server set (a 429's Retry-After, docs/decisions/0033-signing-code-limits.md) counted down
 * each second: the seconds left (0 once over), and `waitFor(ms)` to begin one.
 */
export function useWait(): { left: number; waitFor(ms: number): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const waitFor = useCallback((ms: number) => {
    const at = Date.now();
    setNow(at);
    setUntil((current) => Math.max(current, at + ms));
  }, []);
  return { left: Math.max(0, Math.ceil((until - now) / 1000)), waitFor };
}
