-- Statistics rollups kept by triggers in the event's own transaction (docs/decisions/0017-statistics-rollups.md).
-- Statement-level triggers read the rows a statement wrote from its transition tables and add them up once,
-- so a bulk insert costs one grouped upsert, not one per row. Days are UTC.

-- The bit of a day in a listener's `days`: bit 0 (leftmost) is 2020-01-01.
CREATE OR REPLACE FUNCTION cueline_statistics_day_index(day date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, day - date '2020-01-01')
$$;
--> statement-breakpoint
-- `days` with the bit of `day` set, grown as needed.
CREATE OR REPLACE FUNCTION cueline_statistics_with_day(days bit varying, day date) RETURNS bit varying
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  i integer := cueline_statistics_day_index(day);
BEGIN
  IF days IS NULL THEN days := B''; END IF;
  IF length(days) > i THEN RETURN set_bit(days, i, 1); END IF;
  RETURN days || (repeat('0', i - length(days)) || '1')::bit varying;
END;
$$;
--> statement-breakpoint
-- Whether a listener played on any day from `first` to `last` (inclusive).
CREATE OR REPLACE FUNCTION cueline_statistics_played_between(days bit varying, first date, last date)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT position(B'1' IN substring(days FROM cueline_statistics_day_index(first) + 1
    FOR cueline_statistics_day_index(last) - cueline_statistics_day_index(first) + 1)) > 0
$$;
--> statement-breakpoint
-- Adds `amounts` of `metric` to the days of tracks (and to their owners' days unless `owner_days` is false).
CREATE OR REPLACE FUNCTION cueline_statistics_add(
  metric text, track_ids uuid[], days date[], amounts integer[], owner_days boolean DEFAULT true
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(track_ids, 1), 0) = 0 THEN RETURN; END IF;
  EXECUTE format($sql$
    WITH items AS (
      SELECT t.owner_id, i.track_id, i.day, sum(i.amount)::integer AS amount
        FROM unnest($1::uuid[], $2::date[], $3::integer[]) AS i(track_id, day, amount)
        JOIN tracks t ON t.id = i.track_id
       GROUP BY 1, 2, 3),
    track_days AS (
      INSERT INTO statistics_track_days AS s (owner_id, track_id, day, %1$I)
      SELECT owner_id, track_id, day, amount FROM items ORDER BY 1, 3, 2
      ON CONFLICT (owner_id, day, track_id) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I)
    INSERT INTO statistics_owner_days AS s (owner_id, day, %1$I)
    SELECT owner_id, day, sum(amount) FROM items WHERE $4 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I
  $sql$, metric) USING track_ids, days, amounts, owner_days;
END;
$$;
--> statement-breakpoint
-- Adds an owner's own counts (orders: requests, proposals, approvals).
CREATE OR REPLACE FUNCTION cueline_statistics_add_owner(metric text, owner_ids uuid[], days date[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(owner_ids, 1), 0) = 0 THEN RETURN; END IF;
  EXECUTE format($sql$
    INSERT INTO statistics_owner_days AS s (owner_id, day, %1$I)
    SELECT owner_id, day, count(*) FROM unnest($1::uuid[], $2::date[]) AS i(owner_id, day)
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I
  $sql$, metric) USING owner_ids, days;
END;
$$;
--> statement-breakpoint
-- Plays (and completed plays) of new listens: track and owner days, genres, and the listeners' days.
CREATE OR REPLACE FUNCTION cueline_statistics_listens_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  played date;
BEGIN
  INSERT INTO statistics_track_days AS s (owner_id, track_id, day, plays, completed)
  SELECT t.owner_id, a.track_id, (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT (owner_id, day, track_id) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_owner_days AS s (owner_id, day, plays, completed)
  SELECT t.owner_id, (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (owner_id, day) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_genre_days AS s (owner_id, day, genre, plays)
  SELECT t.owner_id, (a.listened_at AT TIME ZONE 'UTC')::date, coalesce(g.genre, ''), count(*)
    FROM added a JOIN tracks t ON t.id = a.track_id
    LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;

  -- A listener's first play of the day sets their bit and counts once in the day's listeners; the
  -- conditional update returns only rows whose bit it set, also against a racing transaction.
  FOR played IN SELECT DISTINCT (listened_at AT TIME ZONE 'UTC')::date FROM added ORDER BY 1 LOOP
    WITH fresh AS (
      INSERT INTO statistics_owner_listeners AS s (owner_id, listener_id, days)
      SELECT DISTINCT t.owner_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a JOIN tracks t ON t.id = a.track_id
       WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2
      ON CONFLICT (owner_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING owner_id)
    INSERT INTO statistics_owner_days AS s (owner_id, day, listeners)
    SELECT owner_id, played, count(*) FROM fresh GROUP BY 1 ORDER BY 1
    ON CONFLICT (owner_id, day) DO UPDATE SET listeners = s.listeners + excluded.listeners;
    WITH fresh AS (
      INSERT INTO statistics_track_listeners AS s (track_id, listener_id, days)
      SELECT DISTINCT a.track_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2
      ON CONFLICT (track_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING track_id)
    UPDATE statistics_track_days s SET listeners = s.listeners + f.n
      FROM (SELECT track_id, count(*) AS n FROM fresh GROUP BY 1) f
     WHERE s.track_id = f.track_id AND s.day = played;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A listen marked as listened past 30 s counts as a completed play on the day it started.
CREATE OR REPLACE FUNCTION cueline_statistics_listens_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('completed', array_agg(n.track_id),
    array_agg((n.listened_at AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM changed n JOIN previous o ON o.id = n.id
   WHERE o.completed_at IS NULL AND n.completed_at IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_favourites_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('favourites', array_agg(track_id),
    array_agg((created_at AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM added WHERE NOT deleted;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Favouriting again (a deleted favourite revived) is a favourite added.
CREATE OR REPLACE FUNCTION cueline_statistics_favourites_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('favourites', array_agg(n.track_id),
    array_agg((n.created_at AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM changed n JOIN previous o ON o.id = n.id
   WHERE o.deleted AND NOT n.deleted;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Each track a playlist gains is a playlist add, on the day of the change.
CREATE OR REPLACE FUNCTION cueline_statistics_playlists_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('playlist_adds', array_agg(x.track_id),
    array_agg((now() AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM added p CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(p.track_ids) AS u) AS x(track_id)
   WHERE NOT p.deleted;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_playlists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('playlist_adds', array_agg(x.track_id),
    array_agg((now() AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM changed n JOIN previous o ON o.id = n.id
    CROSS JOIN LATERAL (
      SELECT DISTINCT u FROM unnest(n.track_ids) AS u
      EXCEPT SELECT u FROM unnest(CASE WHEN o.deleted THEN '{}'::uuid[] ELSE o.track_ids END) AS u
    ) AS x(track_id)
   WHERE NOT n.deleted;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_downloads_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('downloads', array_agg(track_id),
    array_agg((downloaded_at AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM added;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Orders: a request received when created; a proposal sent whenever it becomes pending; an approval when
-- the team approves it, fully or partly. Order lines count the same per track (for a track filter).
CREATE OR REPLACE FUNCTION cueline_statistics_orders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add_owner('requests', array_agg(owner_id),
    array_agg((created_at AT TIME ZONE 'UTC')::date))
    FROM added;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  PERFORM cueline_statistics_add_owner('proposals', array_agg(n.owner_id), array_agg(today))
    FROM changed n JOIN previous o ON o.id = n.id
   WHERE n.status = 'pending' AND o.status <> 'pending';
  PERFORM cueline_statistics_add_owner('approved', array_agg(n.owner_id), array_agg(today))
    FROM changed n JOIN previous o ON o.id = n.id
   WHERE n.status IN ('approved', 'approved_partially') AND o.status NOT IN ('approved', 'approved_partially');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_order_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cueline_statistics_add('requests', array_agg(track_id),
    array_agg((now() AT TIME ZONE 'UTC')::date), array_agg(1), false)
    FROM added;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_order_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  PERFORM cueline_statistics_add('proposals', array_agg(n.track_id), array_agg(today), array_agg(1), false)
    FROM changed n JOIN previous o ON o.id = n.id
   WHERE n.status = 'proposed' AND o.status <> 'proposed';
  PERFORM cueline_statistics_add('approved', array_agg(n.track_id), array_agg(today), array_agg(1), false)
    FROM changed n JOIN previous o ON o.id = n.id
   WHERE n.status = 'approved' AND o.status <> 'approved';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Backfill from what is recorded so far (days of creation where the event's own day is not kept).
INSERT INTO statistics_track_days (owner_id, track_id, day, plays, completed)
SELECT t.owner_id, l.track_id, (l.listened_at AT TIME ZONE 'UTC')::date, count(*), count(l.completed_at)
  FROM listens l JOIN tracks t ON t.id = l.track_id GROUP BY 1, 2, 3;
--> statement-breakpoint
UPDATE statistics_track_days s SET listeners = x.n
  FROM (SELECT track_id, (listened_at AT TIME ZONE 'UTC')::date AS day, count(DISTINCT user_id) AS n
          FROM listens GROUP BY 1, 2) x
 WHERE s.track_id = x.track_id AND s.day = x.day;
--> statement-breakpoint
INSERT INTO statistics_owner_days (owner_id, day, plays, completed, listeners)
SELECT t.owner_id, (l.listened_at AT TIME ZONE 'UTC')::date, count(*), count(l.completed_at), count(DISTINCT l.user_id)
  FROM listens l JOIN tracks t ON t.id = l.track_id GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO statistics_genre_days (owner_id, day, genre, plays)
SELECT t.owner_id, (l.listened_at AT TIME ZONE 'UTC')::date, coalesce(g.genre, ''), count(*)
  FROM listens l JOIN tracks t ON t.id = l.track_id LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
 GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The listeners' day bits in one pass: each (listener, day) as a bit string of one width, OR-ed together.
CREATE OR REPLACE FUNCTION cueline_statistics_one_day(day date, width integer) RETURNS bit varying
LANGUAGE sql IMMUTABLE AS $$
  SELECT (repeat('0', cueline_statistics_day_index(day)) || '1'
    || repeat('0', width - cueline_statistics_day_index(day) - 1))::bit varying
$$;
--> statement-breakpoint
INSERT INTO statistics_owner_listeners (owner_id, listener_id, days)
SELECT d.owner_id, d.user_id, bit_or(cueline_statistics_one_day(d.day, w.n))
  FROM (SELECT DISTINCT t.owner_id, l.user_id, (l.listened_at AT TIME ZONE 'UTC')::date AS day
          FROM listens l JOIN tracks t ON t.id = l.track_id) AS d,
       (SELECT coalesce(max(cueline_statistics_day_index((listened_at AT TIME ZONE 'UTC')::date)), 0) + 1 AS n
          FROM listens) AS w
 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO statistics_track_listeners (track_id, listener_id, days)
SELECT d.track_id, d.user_id, bit_or(cueline_statistics_one_day(d.day, w.n))
  FROM (SELECT DISTINCT track_id, user_id, (listened_at AT TIME ZONE 'UTC')::date AS day FROM listens) AS d,
       (SELECT coalesce(max(cueline_statistics_day_index((listened_at AT TIME ZONE 'UTC')::date)), 0) + 1 AS n
          FROM listens) AS w
 GROUP BY 1, 2;
--> statement-breakpoint
SELECT cueline_statistics_add('favourites', array_agg(track_id), array_agg((created_at AT TIME ZONE 'UTC')::date),
  array_agg(1)) FROM favourites WHERE NOT deleted;
--> statement-breakpoint
SELECT cueline_statistics_add('playlist_adds', array_agg(x.track_id), array_agg((p.created_at AT TIME ZONE 'UTC')::date),
  array_agg(1))
  FROM playlists p CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(p.track_ids) AS u) AS x(track_id)
 WHERE NOT p.deleted AND EXISTS (SELECT 1 FROM tracks t WHERE t.id = x.track_id);
--> statement-breakpoint
SELECT cueline_statistics_add_owner('requests', array_agg(owner_id), array_agg((created_at AT TIME ZONE 'UTC')::date))
  FROM orders;
--> statement-breakpoint
SELECT cueline_statistics_add_owner('proposals', array_agg(owner_id), array_agg((updated_at AT TIME ZONE 'UTC')::date))
  FROM orders WHERE status <> 'requested';
--> statement-breakpoint
SELECT cueline_statistics_add_owner('approved', array_agg(owner_id), array_agg((updated_at AT TIME ZONE 'UTC')::date))
  FROM orders WHERE status IN ('approved', 'approved_partially');
--> statement-breakpoint
CREATE TRIGGER listens_statistics_insert AFTER INSERT ON listens
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_listens_added();
--> statement-breakpoint
CREATE TRIGGER listens_statistics_update AFTER UPDATE ON listens
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_listens_changed();
--> statement-breakpoint
CREATE TRIGGER favourites_statistics_insert AFTER INSERT ON favourites
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_favourites_added();
--> statement-breakpoint
CREATE TRIGGER favourites_statistics_update AFTER UPDATE ON favourites
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_favourites_changed();
--> statement-breakpoint
CREATE TRIGGER playlists_statistics_insert AFTER INSERT ON playlists
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_playlists_added();
--> statement-breakpoint
CREATE TRIGGER playlists_statistics_update AFTER UPDATE ON playlists
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_playlists_changed();
--> statement-breakpoint
CREATE TRIGGER track_downloads_statistics_insert AFTER INSERT ON track_downloads
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_downloads_added();
--> statement-breakpoint
CREATE TRIGGER orders_statistics_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_orders_added();
--> statement-breakpoint
CREATE TRIGGER orders_statistics_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_orders_changed();
--> statement-breakpoint
CREATE TRIGGER order_lines_statistics_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_order_lines_added();
--> statement-breakpoint
CREATE TRIGGER order_lines_statistics_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION cueline_statistics_order_lines_changed();
