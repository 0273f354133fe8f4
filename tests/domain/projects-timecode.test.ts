import { describe, expect, it } from 'vitest';
import {
  byTimeCode,
  endAfterStart,
  formatTimeCode,
  optionalTimeCodeSchema,
  parseTimeCode,
  TIME_CODE_MAX,
  timeCodeSchema,
  withinEpisode,
} from '../../src/domain/projects';

describe('time codes (docs/product.md §5, §9: HH:MM:SS between 00:00:00 and 23:59:59)', () => {
  it('reads the bounds and a few values in between', () => {
    expect(parseTimeCode('00:00:00')).toBe(0);
    expect(parseTimeCode('00:00:59')).toBe(59);
    expect(parseTimeCode('00:01:00')).toBe(60);
    expect(parseTimeCode('01:00:00')).toBe(3600);
    expect(parseTimeCode('12:34:56')).toBe(12 * 3600 + 34 * 60 + 56);
    expect(parseTimeCode('23:59:59')).toBe(TIME_CODE_MAX);
    expect(TIME_CODE_MAX).toBe(86_399);
  });

  it('ignores spaces around the text', () => {
    expect(parseTimeCode(' 00:10:00 ')).toBe(600);
  });

  it('round-trips every second of the day', () => {
    const wrong: string[] = [];
    const texts = new Set<string>();
    for (let seconds = 0; seconds <= TIME_CODE_MAX; seconds += 1) {
      const text = formatTimeCode(seconds);
      texts.add(text);
      if (!/^\d{2}:\d{2}:\d{2}$/.test(text) || parseTimeCode(text) !== seconds)
        wrong.push(`${seconds} → ${text}`);
    }
    expect(wrong).toEqual([]);
    expect(texts.size).toBe(TIME_CODE_MAX + 1);
  });

  it.each([
    '',
    '0:00:00',
    '00:0:00',
    '00:00:0',
    '000:00:00',
    '00:00',
    '00:00:00:00',
    '00-00-00',
    '00:00:00.5',
    'aa:bb:cc',
    '-1:00:00',
    '24:00:00',
    '99:00:00',
    '99:60:00',
    '00:60:00',
    '00:00:60',
    '100:00:00',
    '１２:００:００',
  ])('rejects %j', (text) => {
    expect(parseTimeCode(text)).toBeNull();
  });

  it.each([-1, 86_400, 360_000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses to format %s seconds',
    (seconds) => {
      expect(() => formatTimeCode(seconds)).toThrow(RangeError);
    },
  );

  it('turns the text of a field into seconds, or the time format message', () => {
    expect(timeCodeSchema.parse('00:02:30')).toBe(150);
    for (const value of ['99:60:00', '2:30', '', 150, null, undefined]) {
      const result = timeCodeSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.timeFormat']);
    }
  });

  it('leaves an optional time code unset when it is blank, null or missing', () => {
    expect(optionalTimeCodeSchema.parse('')).toBeNull();
    expect(optionalTimeCodeSchema.parse(null)).toBeNull();
    expect(optionalTimeCodeSchema.parse(undefined)).toBeNull();
    expect(optionalTimeCodeSchema.parse('00:00:01')).toBe(1);
    expect(optionalTimeCodeSchema.safeParse('25:00:00').error?.issues[0]?.message).toBe(
      'validation.timeFormat',
    );
  });
});

describe('start and end (docs/product.md §5 "End time must be greater than start time")', () => {
  it('needs the end strictly after the start', () => {
    expect(endAfterStart(10, 11)).toBe(true);
    expect(endAfterStart(10, 10)).toBe(false);
    expect(endAfterStart(10, 9)).toBe(false);
    expect(endAfterStart(0, TIME_CODE_MAX)).toBe(true);
  });

  it('passes while either side is unset', () => {
    expect(endAfterStart(null, 5)).toBe(true);
    expect(endAfterStart(5, null)).toBe(true);
    expect(endAfterStart(undefined, undefined)).toBe(true);
  });

  it('keeps time codes inside the episode (docs/licensing.md §2)', () => {
    expect(withinEpisode(600, 0, 600)).toBeNull();
    expect(withinEpisode(600, null, 599)).toBeNull();
    expect(withinEpisode(600, 0, 601)).toBe('projects.outsideEpisode');
    expect(withinEpisode(600, 601, null)).toBe('projects.outsideEpisode');
    expect(withinEpisode(0)).toBeNull();
  });
});

describe('entries in time-code order (issue 26 §4: the shared project lists its tracks as they play)', () => {
  it('orders by time in, keeps the workspace order for equal times, and puts entries without one last', () => {
    const entries = [
      { id: 'a', timeIn: 600 },
      { id: 'b', timeIn: null },
      { id: 'c', timeIn: 30 },
      { id: 'd', timeIn: 600 },
      { id: 'e', timeIn: null },
      { id: 'f', timeIn: 0 },
    ];
    expect(byTimeCode(entries).map((entry) => entry.id)).toEqual(['f', 'c', 'a', 'd', 'b', 'e']);
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
