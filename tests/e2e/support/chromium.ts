import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags for a quiet, headless Chromium that runs as root in a container and talks to nothing but the app. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function playwrightDownload(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The Chromium binary (docs/design.md §8): CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own download.
 * Throws with instructions when none is there.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: (string | undefined)[] = ['/usr/bin/chromium', playwrightDownload()],
): string {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && fs.existsSync(candidate)),
  );
  if (found) return found;
  throw new Error(
    [
      'The e2e suite needs Chromium and found none.',
      'Install it with `apt-get install -y chromium` (Debian/Ubuntu),',
      'or set CHROMIUM_PATH to a Chromium or Chrome binary,',
      'or download Playwright’s build with `npx playwright-core install chromium`.',
    ].join('\n'),
  );
}
