import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { isCompanyTin } from '../../src/domain/legal-entities';
import type { LegalEntityInfoApi } from '../../src/domain/legal-entities';
import { describe, expect, test } from './support/e2e';
import { expectHeading, expectSnackbar, field, signedInNewUser, visible } from './support/flows';
import { apiSession, confirmedCustomer } from './support/notifications';
import { signInAsOwner } from './owner-support';

/** A company TIN no other run used: nine random digits and the check digit that makes them valid. */
function freshCompanyTin(): string {
  const base = `77${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  for (let digit = 0; digit < 10; digit++) if (isCompanyTin(`${base}${digit}`)) return `${base}${digit}`;
  throw new Error('no check digit found');
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical WCAG 2.1 AA findings of axe-core on the page as it is, as `rule: target`. */
async function seriousFindings(page: Page): Promise<string[]> {
  // Fades run to their end first: colours mid-fade (a dialog opening) would fail the contrast rule by chance.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    ),
  )) as { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.map(String).join(' ')}`),
    );
}

describe('legal entities and company roles (docs/licensing.md §5)', () => {
  test(
    'a user creates their entity through the form, another asks to join, the first accepts them as supervisor',
    { timeout: 240_000 },
    async ({ page }) => {
      const tin = freshCompanyTin();
      await signedInNewUser(page, 'entity-admin');
      await page.goto('/users/legal-entity');
      await expectHeading(page, 'Settings');
      const create = await visible(page.getByRole('region', { name: 'Create a legal entity' }));
      expect(await seriousFindings(page)).toEqual([]);
      await field(create, 'Name').fill('Lighthouse Pictures LLC');
      await field(create, 'TIN').fill(tin);
      await field(create, 'Legal address').fill('1 Harbour St, Murmansk');
      await field(create, "Signatory's full name").fill('Eva Tester');
      await field(create, "Signatory's position").fill('General Director');
      await field(create, 'BIK').fill('044525225');
      await field(create, 'Bank').fill('PJSC Sberbank');
      await field(create, 'Correspondent account').fill('30101810400000000225');
      await field(create, 'Settlement account').fill('40702810938000000000');
      await create.getByRole('button', { name: 'Create' }).click();
      await visible(create.getByText('The settlement account does not match the BIK. Check both numbers.'));
      await field(create, 'Settlement account').fill('40702810638000000000');
      await create.getByRole('button', { name: 'Create' }).click();
      await expectSnackbar(page, 'Legal entity created');
      await visible(page.getByText('Your role: Main administrator'));
      // Checked on a fresh load: the snackbar's own focus guards are not this screen's.
      await page.reload();
      await visible(page.getByText('Your role: Main administrator'));
      expect(await seriousFindings(page)).toEqual([]);

      const joiner = await confirmedCustomer('entity-joiner');
      const session = await apiSession(joiner.email, joiner.password, 'customer');
      try {
        const unknown = await session.api.post('/api/legal-entity/join', { data: { tin: '7736207543' } });
        expect(unknown.status()).toBe(404);
        const joined = await session.api.post('/api/legal-entity/join', { data: { tin } });
        expect(joined.status(), await joined.text()).toBe(200);

        await page.goto('/users/roles');
        const requests = await visible(page.getByRole('table', { name: 'Join requests' }));
        const name = `${joiner.firstName} ${joiner.lastName}`;
        await visible(requests.getByText(name));
        expect(await seriousFindings(page)).toEqual([]);
        await requests.getByRole('button', { name: `Accept ${name}` }).click();
        const dialog = await visible(page.getByRole('dialog', { name: `Accept ${name}` }));
        await dialog.getByRole('combobox', { name: 'Role' }).click();
        await page.getByRole('option', { name: 'Supervisor' }).click();
        await dialog.getByRole('button', { name: 'Accept' }).click();
        await expectSnackbar(page, 'Member accepted');
        const members = page.getByRole('table', { name: 'Members' });
        await visible(members.getByRole('row', { name: new RegExp(`${name}.*Supervisor`) }));

        const info = (await (await session.api.get('/api/legal-entity/info')).json()) as LegalEntityInfoApi;
        expect(info.entity).toMatchObject({ tin, role: 'supervisor', rights: [1, 2, 3] });
      } finally {
        await session.close();
      }
    },
  );

  test("the demo owner's performers tab lists their artists and opens one with its tracks", async ({
    page,
  }) => {
    await signInAsOwner(page);
    await page.goto('/users/performers');
    const list = await visible(page.getByRole('list', { name: 'Performers' }));
    await visible(list.getByText('Harbour Lights', { exact: true }));
    expect(await seriousFindings(page)).toEqual([]);
    await list.getByRole('button', { name: 'Edit: Harbour Lights' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Performer Harbour Lights' }));
    const tracks = await visible(dialog.getByRole('region', { name: 'Tracks of Harbour Lights' }));
    await visible(tracks.getByRole('listitem').first());
    expect(await field(dialog, 'Website').inputValue()).toBe('https://harbourlights.example.com');
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
