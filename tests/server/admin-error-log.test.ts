import { describe, expect, it } from 'vitest';
import { createErrorLog, levelWithErrors } from '../../server/http/error-log';

const line = (level: number, msg: string, err?: string) =>
  `${JSON.stringify({ level, time: Date.UTC(2026, 0, 2), msg, ...(err ? { err: { message: err } } : {}) })}\n`;

describe('the error log of the System screen', () => {
  it('keeps the last error lines, newest first, and passes lines at the printed level on', () => {
    const log = createErrorLog(2);
    const printed: string[] = [];
    const stream = log.stream({ write: (text) => printed.push(text) }, 'warn');
    stream.write(line(30, 'request completed'));
    stream.write(line(40, 'slow query'));
    stream.write(line(50, 'an outbox delivery failed', 'connection reset'));
    stream.write(line(60, 'fatal one'));
    stream.write(line(50, 'third'));
    expect(log.entries()).toEqual([
      { at: '2026-01-02T00:00:00.000Z', message: 'third' },
      { at: '2026-01-02T00:00:00.000Z', message: 'fatal one' },
    ]);
    expect(printed).toHaveLength(4);
    expect(printed.some((text) => text.includes('request completed'))).toBe(false);
  });

  it('logs at error level at least, so a silent server still keeps its errors', () => {
    expect(levelWithErrors('silent')).toBe('error');
    expect(levelWithErrors('fatal')).toBe('error');
    expect(levelWithErrors('info')).toBe('info');
  });
});
