import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectDialog } from '../../src/ui/projects/project-dialog';
import { ServicesContext } from '../../src/ui/hooks/services';
import { renderUi } from './support/render';
import { signedInServices, testUser } from './support/signed-in';

/** A network that answers `user/info` and records what the project form sends. */
function recordingNetwork() {
  const sent: unknown[] = [];
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/user/info')) return Response.json(testUser);
    if (url.endsWith('/project/create')) {
      const body = (input instanceof Request ? await input.json() : JSON.parse(String(init?.body))) as Record<
        string,
        unknown
      >;
      sent.push(body);
      return Response.json({ message: 'validation.failed', fields: {} }, { status: 500 });
    }
    throw new Error(`unexpected request ${url}`);
  }) as typeof fetch;
  return { network, sent };
}

async function renderDialog(language: 'en' | 'ru' = 'en') {
  const { network, sent } = recordingNetwork();
  const services = await signedInServices(network);
  const view = await renderUi(<ProjectDialog project={null} onClose={() => {}} />, {
    language,
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
  return { ...view, sent };
}

// Typing a whole form takes a while on a busy machine.
describe('the project form', { timeout: 30_000 }, () => {
  it('requires a name and a type, and sends nothing', async () => {
    const { user, sent } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('refuses a budget that is no amount and a minimum above the maximum', async () => {
    const { user, sent } = await renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Northern Lights');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'TV series' }));
    await user.type(screen.getByRole('textbox', { name: 'Budget from, ₽' }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter an amount in roubles, e.g. 150000 or 1500.50.')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Budget from, ₽' }));
    await user.type(screen.getByRole('textbox', { name: 'Budget from, ₽' }), '2000');
    await user.type(screen.getByRole('textbox', { name: 'Budget to, ₽' }), '1500,50');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The minimum budget cannot be greater than the maximum.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the budget in kopecks once the form is valid', async () => {
    const { user, sent } = await renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Northern Lights');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Feature film' }));
    await user.type(screen.getByRole('textbox', { name: 'Budget from, ₽' }), '1500,50');
    await user.type(screen.getByRole('textbox', { name: 'Budget to, ₽' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The fake server refuses the valid form; the refusal shows above the buttons.
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toBeTruthy();
    expect(sent, screen.getByRole('alert').textContent ?? '').toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'Northern Lights',
      type: 'film',
      budgetMin: 150050,
      budgetMax: 200000,
    });
  });

  it('names the empty required fields in Russian', async () => {
    const { user } = await renderDialog('ru');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
  });
});
