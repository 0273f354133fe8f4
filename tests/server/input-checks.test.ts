import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalEntityInfoApi } from '../../src/domain/legal-entities';
import { threadId } from '../../src/domain/chat';
import { contractsWorld } from './contracts-fixtures';
import { databaseTargets } from './support/harness';

type World = Awaited<ReturnType<typeof contractsWorld>>;

const NUL = 'bad\u0000text';

/**
 * Issue 24 §5 and §6: a NUL character, an empty change, a day that does not exist and a field the
 * schema does not know are each a 400 naming the field, never a 500 or silently lost data.
 */
describe.each(databaseTargets)('request input checks on %s', (target) => {
  let w: World;
  let entityId: string;

  beforeAll(async () => {
    w = await contractsWorld(target, { wired: true });
    const info = await w.ok<LegalEntityInfoApi>(w.users.creator, 'GET', '/legal-entity/info');
    entityId = info.entity!._id;
  }, 120_000);
  afterAll(() => w?.t.close());

  const expectRefusal = (res: { statusCode: number; json(): unknown }, field: string, message: RegExp) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.fields[field]).toMatch(message);
  };
  const nulMessage = /NUL character/;

  it('refuses a NUL character in every text field with 400 naming the field', async () => {
    const { creator, ownerA } = w.users;
    const project = w.project._id;
    const cases: [string, string, object, string][] = [
      ['POST', `/chat/send/${threadId(project, null)}`, { text: NUL }, 'text'],
      ['POST', '/task/create', { ownerId: ownerA.id, title: NUL }, 'title'],
      ['POST', '/project/create', { name: NUL, type: 'film' }, 'name'],
      ['PATCH', `/project/change/${project}`, { director: NUL }, 'director'],
      ['PATCH', `/legal-entity/change/${entityId}`, { address: NUL }, 'address'],
      ['PATCH', '/user/update-profile', { firstName: NUL }, 'firstName'],
    ];
    for (const [method, url, payload, field] of cases)
      expectRefusal(await w.call(creator, method as 'POST', url, payload), field, nulMessage);
  });

  it('refuses a NUL character in a pushed document, a query and a field name', async () => {
    const { creator } = w.users;
    const now = new Date().toISOString();
    const document = {
      id: crypto.randomUUID(),
      threadId: threadId(w.project._id, null),
      projectId: w.project._id,
      kind: 'team',
      ownerId: null,
      authorId: creator.id,
      authorName: 'Me',
      text: NUL,
      createdAt: now,
      updatedAt: now,
      seq: 0,
      _deleted: false,
    };
    const push = await w.call(creator, 'POST', '/sync/messages/push', {
      rows: [{ newDocumentState: document }],
    });
    expectRefusal(push, 'rows.0.newDocumentState.text', nulMessage);
    const search = await w.call(creator, 'GET', '/project/info?search=a%00b');
    expectRefusal(search, 'search', nulMessage);
    const key = await w.call(creator, 'POST', '/project/create', { name: 'Ok', type: 'film', 'x\u0000': 1 });
    expectRefusal(key, 'x\u0000', nulMessage);
  });

  it('refuses a body nested past the limit', async () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 40; level += 1) deep = [deep];
    const res = await w.call(w.users.creator, 'POST', '/project/create', {
      name: 'Deep',
      type: 'film',
      deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Nested too deep/);
  });

  it('answers an empty project change with the project as it is, and no body with 400', async () => {
    const url = `/project/change/${w.project._id}`;
    const { creator, viewer } = w.users;
    const same = await w.ok<{ _id: string; name: string }>(creator, 'PATCH', url, {});
    expect(same).toMatchObject({ _id: w.project._id, name: 'Night Ferry' });
    expect((await w.call(viewer, 'PATCH', url, {})).statusCode).toBe(403);
    for (const payload of [undefined, null]) {
      const res = await w.t.app.inject({
        method: 'PATCH',
        url: `/api${url}`,
        headers: { ...creator.headers(), 'content-type': 'application/json' },
        payload: payload === null ? 'null' : undefined,
      });
      expectRefusal(res, '_', /Nothing to change/);
    }
  });

  it('refuses a day that does not exist in every date query with 400, as statistics does', async () => {
    const { ownerA } = w.users;
    for (const day of ['2026-13-45', '2026-02-30', '0000-00-00', '2026-1-1']) {
      for (const url of [
        `/project/request-owner?from=${day}`,
        `/project/request-owner?to=${day}`,
        `/statistics/summary?from=${day}&to=2026-03-01`,
      ]) {
        const res = await w.call(ownerA, 'GET', url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe('Enter a date as YYYY-MM-DD.');
      }
    }
    const leap = await w.call(ownerA, 'GET', '/project/request-owner?from=2028-02-29&to=2028-03-01');
    expect(leap.statusCode).toBe(200);
  });

  it('refuses a body field the operation does not know, naming it, and creates nothing', async () => {
    const { creator, ownerA } = w.users;
    const before = await w.ok<{ total: number }>(creator, 'GET', '/task/info');
    const res = await w.call(creator, 'POST', '/task/create', {
      ownerId: ownerA.id,
      title: 'Main theme',
      url: 'https://example.com/reference',
    });
    expectRefusal(res, 'url', /Unknown field: url/);
    const ru = await w.call(
      creator,
      'POST',
      '/task/create',
      { ownerId: ownerA.id, title: 'x', url: 'y' },
      'ru',
    );
    expect(ru.json().fields.url).toBe('Неизвестное поле: url.');
    const after = await w.ok<{ total: number }>(creator, 'GET', '/task/info');
    expect(after.total).toBe(before.total);
  });

  it('refuses an unknown field of a body the handler reads itself (JSON beside a form)', async () => {
    const res = await w.call(w.users.creator, 'POST', '/playlist/create', { name: 'Mix', title: 'Mix' });
    expectRefusal(res, 'title', /Unknown field: title/);
    const album = await w.call(w.users.ownerA, 'PATCH', `/artist/change/${crypto.randomUUID()}`, {
      bioo: 'x',
    });
    expectRefusal(album, 'bioo', /Unknown field: bioo/);
  });

  it('names an unknown field inside a nested object and an array item by its path', async () => {
    const { creator, ownerA } = w.users;
    const orders = await w.ok<{ data: { _id: string; ownerId: string }[] }>(creator, 'GET', '/order/info');
    const order = orders.data.find((candidate) => candidate.ownerId === ownerA.id)!;
    const res = await w.call(ownerA, 'PATCH', `/order/propose/${order._id}`, {
      lines: [{ entryId: w.entries.a1, price: 1000, noVat: false, share: 100, discount: 5 }],
    });
    expectRefusal(res, 'lines.0.discount', /Unknown field: discount/);
  });
});
