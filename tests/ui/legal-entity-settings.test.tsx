import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalEntityInfoApi, MyLegalEntityApi } from '../../src/domain/legal-entities';
import { ServicesContext } from '../../src/ui/hooks/services';
import { LegalEntityTab } from '../../src/ui/users/legal-entities/legal-entity-tab';
import { RolesTab } from '../../src/ui/users/legal-entities/roles-tab';
import { renderUi } from './support/render';
import { openTestDatabase } from '../db/support';
import { signedInServices, testUser, withLocalData } from './support/signed-in';

const sberbank = {
  name: 'Harbour Films LLC',
  tin: '7707083893',
  address: '19 Vavilova St, Moscow',
  signatoryName: 'Anna Tester',
  signatoryPosition: 'General Director',
  bik: '044525225',
  bank: 'PJSC Sberbank',
  corrAccount: '30101810400000000225',
  account: '40702810638000000000',
};

const myEntity: MyLegalEntityApi = {
  _id: '3b1f3c2e-0000-4000-8000-00000000000e',
  type: 'company',
  ...sberbank,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'main_admin',
  rights: [1, 2, 3, 4, 5],
  members: [
    {
      userId: testUser._id,
      name: 'Anna Tester',
      email: testUser.email,
      role: 'main_admin',
      rights: [1, 2, 3, 4, 5],
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  requests: [
    {
      userId: '7a1f3c2e-0000-4000-8000-000000000002',
      name: 'Boris Joiner',
      email: 'boris@example.com',
      role: 'manager',
      rights: [],
      status: 'pending',
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** A server that answers `user/info`, then `legal-entity/info` from `infos` in turn, and the commands by `answer`. */
function fakeServer(infos: LegalEntityInfoApi[], answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  let info = 0;
  const network = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = request.url;
    if (url.endsWith('/user/info')) return Response.json(testUser);
    if (url.endsWith('/legal-entity/info')) return Response.json(infos[Math.min(info++, infos.length - 1)]);
    const text = await request.text();
    const call = { url, method: request.method, body: text ? (JSON.parse(text) as unknown) : null };
    sent.push(call);
    return answer(call);
  }) as typeof fetch;
  return { network, sent };
}

async function show(ui: React.ReactElement, network: typeof fetch, language: 'en' | 'ru' = 'en') {
  const services = await signedInServices(network);
  return renderUi(ui, {
    language,
    wrapper: (children) => <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>,
  });
}

async function fill(user: Awaited<ReturnType<typeof renderUi>>['user'], fields: Record<string, string>) {
  const form = screen.getByRole('region', { name: /Create a legal entity|Создать юридическое лицо/ });
  for (const [label, value] of Object.entries(fields)) {
    const box = within(form).getByRole('textbox', { name: label });
    await user.clear(box);
    await user.type(box, value);
  }
}

const none: LegalEntityInfoApi = { entity: null, request: null };

describe('the legal-entity settings', { timeout: 30_000 }, () => {
  it('checks the TIN and both accounts with the BIK before sending, each field with its message', async () => {
    const { network, sent } = fakeServer([none], () => Response.json({}, { status: 500 }));
    const { user } = await show(<LegalEntityTab />, network);
    await screen.findByRole('region', { name: 'Create a legal entity' });
    await fill(user, {
      Name: sberbank.name,
      TIN: '7707083894',
      'Legal address': sberbank.address,
      "Signatory's full name": sberbank.signatoryName,
      "Signatory's position": sberbank.signatoryPosition,
      BIK: sberbank.bik,
      Bank: sberbank.bank,
      'Correspondent account': '30101810400000000226',
      'Settlement account': '40702810938000000000',
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("The TIN's check digits are wrong. Check the number.")).toBeTruthy();
    expect(
      screen.getByText('The correspondent account does not match the BIK. Check both numbers.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The settlement account does not match the BIK. Check both numbers.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the messages in Russian', async () => {
    const { network } = fakeServer([none], () => Response.json({}, { status: 500 }));
    const { user } = await show(<LegalEntityTab />, network, 'ru');
    await screen.findByRole('region', { name: 'Создать юридическое лицо' });
    await fill(user, { ИНН: '12345', БИК: '0445' });
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(
      await screen.findByText(
        'ИНН должен содержать 10 цифр для компании или 12 для индивидуального предпринимателя.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('БИК должен состоять из 9 цифр.')).toBeTruthy();
  });

  it('sends a valid entity and shows it once created', async () => {
    const created: LegalEntityInfoApi = { entity: myEntity, request: null };
    const { network, sent } = fakeServer([none, created], () => Response.json(created, { status: 201 }));
    const { user } = await show(<LegalEntityTab />, network);
    await screen.findByRole('region', { name: 'Create a legal entity' });
    await fill(user, {
      Name: sberbank.name,
      TIN: sberbank.tin,
      'Legal address': sberbank.address,
      "Signatory's full name": sberbank.signatoryName,
      "Signatory's position": sberbank.signatoryPosition,
      BIK: sberbank.bik,
      Bank: sberbank.bank,
      'Correspondent account': sberbank.corrAccount,
      'Settlement account': sberbank.account,
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Your role: Main administrator', {}, { timeout: 20_000 })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', body: { ...sberbank, type: 'company' } });
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeTruthy();
    // A new entity is not verified yet: no mark.
    expect(screen.queryByText('Verification')).toBeNull();
  });

  it('keeps the created entity where the tab reads it, without asking the server again', async () => {
    const created: LegalEntityInfoApi = { entity: myEntity, request: null };
    // The server's info would still say "none": only the command's own answer can show the entity.
    const { network, sent } = fakeServer([none], () => Response.json(created, { status: 201 }));
    const db = await openTestDatabase(undefined, ['tracks']);
    try {
      const { user } = await renderUi(<LegalEntityTab />, {
        wrapper: withLocalData(await signedInServices(network), db),
      });
      await screen.findByRole('region', { name: 'Create a legal entity' }, { timeout: 20_000 });
      await fill(user, {
        Name: sberbank.name,
        TIN: sberbank.tin,
        'Legal address': sberbank.address,
        "Signatory's full name": sberbank.signatoryName,
        "Signatory's position": sberbank.signatoryPosition,
        BIK: sberbank.bik,
        Bank: sberbank.bank,
        'Correspondent account': sberbank.corrAccount,
        'Settlement account': sberbank.account,
      });
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Your role: Main administrator', {}, { timeout: 20_000 })).toBeTruthy();
      expect(sent).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('leaves editing with Cancel: the details show again as they were, nothing sent (issue 26 §4)', async () => {
    const mine: LegalEntityInfoApi = { entity: myEntity, request: null };
    const { network, sent } = fakeServer([mine], () => Response.json(mine));
    const { user } = await show(<LegalEntityTab />, network);
    await user.click(await screen.findByRole('button', { name: 'Edit details' }, { timeout: 20_000 }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Changed my mind LLC');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Edit details' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByText('Changed my mind LLC')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("shows the administrator's verified mark among the details", async () => {
    const verified: LegalEntityInfoApi = { entity: { ...myEntity, verified: true }, request: null };
    const { network } = fakeServer([verified], () => Response.json(verified));
    await show(<LegalEntityTab />, network);
    expect(
      await screen.findByText(
        'Verified by the administrator; documents show the mark',
        {},
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Verification')).toBeTruthy();
  });

  it('puts "Company with this TIN not found" under the join form\'s TIN', async () => {
    const { network, sent } = fakeServer([none], () =>
      Response.json(
        {
          statusCode: 404,
          code: 'NOT_FOUND',
          message: 'Company with this TIN not found.',
          fields: { tin: 'Company with this TIN not found.' },
        },
        { status: 404 },
      ),
    );
    const { user } = await show(<LegalEntityTab />, network);
    const join = await screen.findByRole('form', { name: 'Join a legal entity' });
    await user.type(within(join).getByRole('textbox', { name: 'TIN' }), '7736207543');
    await user.click(within(join).getByRole('button', { name: 'Ask to join' }));
    expect(await within(join).findByText('Company with this TIN not found.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ body: { tin: '7736207543' } });
  });

  it('accepts a join request with a role and its rights, asking for the role first', async () => {
    const { network, sent } = fakeServer([{ entity: myEntity, request: null }], () =>
      Response.json({ ...myEntity.requests[0], role: 'supervisor', rights: [1, 2, 3], status: 'active' }),
    );
    const { user } = await show(<RolesTab />, network);
    const requests = await screen.findByRole('table', { name: 'Join requests' });
    expect(within(requests).getByText('Boris Joiner')).toBeTruthy();
    await user.click(within(requests).getByRole('button', { name: 'Accept Boris Joiner' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('First select a role.')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Supervisor' }));
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Sign documents' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      body: { userId: myEntity.requests[0]!.userId, role: 'supervisor', rights: [1, 2, 3] },
    });
    expect(sent[0]!.url).toMatch(new RegExp(`/legal-entity/accept-member/${myEntity._id}$`));
  });
});
