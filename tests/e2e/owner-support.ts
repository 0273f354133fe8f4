import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  chooseFromAccountMenu,
  demo,
  demoPassword,
  expectHeading,
  expectSnackbar,
  field,
  logIn,
  visible,
} from './support/flows';
import { testMp3, type TestMp3SampleRate } from '../support/mp3';

/** A few seconds of two tones, the second one quieter (so the waveform has a shape), as a mono 128 kbit/s mp3. */
async function toneMp3(seconds: number, sampleRate: TestMp3SampleRate = 44_100): Promise<Buffer> {
  const samples = Float32Array.from({ length: seconds * sampleRate }, (_, i) => {
    const first = i < (seconds * sampleRate) / 2;
    const [tone, amplitude] = first ? [440, 14_000] : [587, 6_000];
    return Math.round(amplitude * Math.sin((2 * Math.PI * tone * i) / sampleRate)) / 32768;
  });
  return Buffer.from(await testMp3([samples], sampleRate));
}

let dir: string;
/** Files the owner tests choose: a short mp3, a png cover and a text file named .mp3. */
export const files = { mp3: '', cover: '', text: '' };

/** Writes the files before the file's tests and removes them after. */
export function useOwnerFiles() {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cueline-upload-'));
    files.mp3 = path.join(dir, 'two-tones.mp3');
    files.cover = path.join(dir, 'cover.png');
    files.text = path.join(dir, 'notes.mp3');
    fs.writeFileSync(files.mp3, await toneMp3(3));
    const gradient = Buffer.alloc(120 * 120 * 3);
    for (let i = 0; i < 120 * 120; i += 1) gradient.set([(i * 5) % 256, 90, (i * 11) % 256], i * 3);
    fs.writeFileSync(
      files.cover,
      await sharp(gradient, { raw: { width: 120, height: 120, channels: 3 } })
        .png()
        .toBuffer(),
    );
    fs.writeFileSync(files.text, 'These are meeting notes, not music.\n'.repeat(50));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Chooses a file through the drop zone button, the way a keyboard or mouse user does. */
export async function chooseFile(page: Page, scope: Locator, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

export async function signInAsOwner(page: Page) {
  await logIn(page, demo.owner.email, demoPassword, demo.owner.firstName);
  await chooseFromAccountMenu(page, 'Switch to owner');
  await page.getByRole('region', { name: 'Your sections' }).getByRole('link', { name: 'Tracks' }).click();
  await expectHeading(page, 'My tracks');
}

/** Uploads the generated mp3 from My tracks with just the required fields (and an album, when given). */
export async function uploadQuickly(page: Page, title: string, album?: string) {
  await page.getByRole('button', { name: 'Upload track' }).first().click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Upload a track' }));
  await chooseFile(page, dialog, 'Choose audio file', files.mp3);
  await field(dialog, 'Title').fill(title);
  await field(dialog, 'Main artist').fill('Oleg Demo');
  if (album) await dialog.getByRole('combobox', { name: 'Album' }).fill(album);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectSnackbar(page, `Track “${title}” uploaded`);
  await visible(
    page.getByRole('list', { name: 'My tracks list' }).getByRole('listitem', { name: title }),
    15_000,
  );
}
