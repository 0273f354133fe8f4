import { describe, test } from './support/e2e';
import {
  chooseFromAccountMenu,
  expectHeading,
  expectSnackbar,
  gone,
  signedInNewUser,
  visible,
} from './support/flows';

describe('account menu', () => {
  test('a customer adds the owner profile, switches to it and back', async ({ page }) => {
    await signedInNewUser(page, 'roles');
    const sections = page.getByRole('region', { name: 'Your sections' });
    await visible(sections.getByRole('link', { name: 'Projects' }));

    await chooseFromAccountMenu(page, 'Switch to owner');
    const dialog = page.getByRole('dialog', { name: 'Add the owner profile' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Add profile' }).click();
    await expectSnackbar(page, 'The owner profile was added');
    await visible(sections.getByRole('link', { name: 'Tracks' }));
    await gone(sections.getByRole('link', { name: 'Projects' }));

    await chooseFromAccountMenu(page, 'Switch to customer');
    await visible(sections.getByRole('link', { name: 'Projects' }));
    await gone(sections.getByRole('link', { name: 'Tracks' }));
    await gone(page.getByRole('dialog'));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Switch to owner' }));
  });

  test('switching the language to Russian translates the UI and survives a reload', async ({ page }) => {
    const user = await signedInNewUser(page, 'language');
    await chooseFromAccountMenu(page, 'Language');
    const dialog = page.getByRole('dialog', { name: 'Choose a language' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Russian' }).click();

    await expectHeading(page, `Добро пожаловать, ${user.firstName}`);
    await visible(page.getByRole('button', { name: 'Меню аккаунта' }));

    await page.reload();
    await expectHeading(page, `Добро пожаловать, ${user.firstName}`);
    await chooseFromAccountMenu(page, 'Язык', 'Меню аккаунта');
    await visible(page.getByRole('dialog', { name: 'Выберите язык' }));
  });
});
