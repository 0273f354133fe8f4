import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium } from './support/chromium';

describe('finding Chromium (docs/design.md §8)', () => {
  const existing = process.execPath;
  const missing = path.join(os.tmpdir(), 'no-such-dir', 'chromium');

  it('prefers CHROMIUM_PATH over every other place', () => {
    expect(findChromium({ CHROMIUM_PATH: existing }, ['/usr/bin/chromium'])).toBe(existing);
  });

  it('refuses a CHROMIUM_PATH that points nowhere instead of silently using another browser', () => {
    expect(() => findChromium({ CHROMIUM_PATH: missing }, [existing])).toThrow(
      /CHROMIUM_PATH is set to .*no file is there/,
    );
  });

  it('takes the first candidate that exists: /usr/bin/chromium, then Playwright’s download', () => {
    expect(findChromium({}, [missing, existing])).toBe(existing);
    expect(fs.existsSync(findChromium({}))).toBe(true);
  });

  it('with no browser anywhere, says how to get one', () => {
    expect(() => findChromium({}, [missing, undefined])).toThrow(
      /apt-get install -y chromium[\s\S]*CHROMIUM_PATH/,
    );
  });
});
