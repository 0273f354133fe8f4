// The request-queue bench's data (bench/request-queue.mjs): the demo owner's oldest order cloned in SQL.
import pg from 'pg';

/** Clones the demo owner's oldest order into ORDERS orders of ten lines each; answers the owner's line count. */
export async function seedLines(databaseUrl, { owner, orders, linesPerOrder }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [owner]);
    if (rows.length !== 1) throw new Error(`no user ${owner}`);
    const ownerId = rows[0].id;
    await client.query(
      `INSERT INTO orders (project_id, owner_id, customer_id, status, terms, budget, comment, vat_percent,
         version, project_name, owner_name, customer_name, member_ids, lines, created_at)
       SELECT t.project_id, t.owner_id, t.customer_id,
         CASE WHEN n % 3 = 0 THEN 'pending' ELSE 'requested' END,
         t.terms, t.budget,
         'Bench request ' || n || CASE WHEN n % 2 = 0 THEN ' — ёлка, crème brûlée' ELSE ' for the storm montage' END,
         t.vat_percent, 0, t.project_name, t.owner_name, t.customer_name, t.member_ids,
         (SELECT jsonb_agg(jsonb_build_object(
            'id', gen_random_uuid(), 'entryId', gen_random_uuid(),
            'workspaceId', t.lines->0->>'workspaceId', 'episodeNumber', t.lines->0->'episodeNumber',
            'trackId', t.lines->0->>'trackId',
            'trackTitle', (t.lines->0->>'trackTitle') || ' ' || n || '-' || k,
            'artistName', t.lines->0->>'artistName',
            'timeIn', 10 * k, 'timeOut', 10 * k + 30, 'usageType', t.lines->0->'usageType',
            'price', CASE WHEN n % 3 = 0 THEN (1000 + n) * 100 END, 'noVat', n % 7 = 0,
            'share', CASE WHEN n % 3 = 0 THEN 100 END, 'comment', NULL,
            'status', CASE WHEN n % 3 = 0 THEN 'proposed' ELSE 'requested' END) ORDER BY k)
          FROM generate_series(1, ${linesPerOrder}) AS k),
         now() - (n || ' minutes')::interval
       FROM generate_series(1, $2::int) AS n,
         (SELECT * FROM orders WHERE owner_id = $1 AND NOT deleted ORDER BY created_at LIMIT 1) AS t`,
      [ownerId, orders],
    );
    const total = await client.query(
      `SELECT count(*)::int AS orders, coalesce(sum(jsonb_array_length(lines)), 0)::int AS lines
       FROM orders WHERE owner_id = $1 AND NOT deleted`,
      [ownerId],
    );
    return total.rows[0];
  } finally {
    await client.end();
  }
}
