-- Coarser statistics rollups (docs/decisions/0021-statistics-rollups-coarser.md), kept by the statement triggers
-- of migration 0031, which still run after the writers' lock of migration 0033:
-- - `statistics_track_months`: every counter of a track per month, the sum of its days;
-- - `statistics_owner_days.week_listeners` / `month_listeners`: listeners whose first play of the week
--   (ISO, Monday first) or month was that day, so weekly and monthly listener series are sums of days;
-- - `statistics_artist_listeners` / `statistics_album_listeners`: a listener's day bits per owner and main
--   artist or album of the played track, so one artist's or album's distinct listeners read one row each.

-- The first day from `first` to `last` whose bit is set in `days`, or NULL.
CREATE OR REPLACE FUNCTION cueline_statistics_first_day(days bit varying, first date, last date) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p > 0 THEN first + p - 1 END
    FROM (SELECT position(B'1' IN substring(days FROM cueline_statistics_day_index(first) + 1
            FOR greatest(0, cueline_statistics_day_index(last) - cueline_statistics_day_index(first) + 1))) AS p) AS x
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cueline_statistics_month(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', day::timestamp)::date
$$;
--> statement-breakpoint
-- Adds `amounts` of `metric` to the days and months of tracks (and to their owners' days unless `owner_days`
-- is false).
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
      ON CONFLICT (owner_id, day, track_id) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I),
    track_months AS (
      INSERT INTO statistics_track_months AS s (owner_id, track_id, month, %1$I)
      SELECT owner_id, track_id, cueline_statistics_month(day), sum(amount) FROM items
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (owner_id, track_id, month) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I)
    INSERT INTO statistics_owner_days AS s (owner_id, day, %1$I)
    SELECT owner_id, day, sum(amount) FROM items WHERE $4 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET %1$I = s.%1$I + excluded.%1$I
  $sql$, metric) USING track_ids, days, amounts, owner_days;
END;
$$;
--> statement-breakpoint
-- Plays (and completed plays) of new listens: track days and months, owner days, genres, and the listeners'
-- days per owner, track, artist and album.
CREATE OR REPLACE FUNCTION cueline_statistics_listens_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  played date;
  played_week date;
  played_month date;
BEGIN
  INSERT INTO statistics_track_days AS s (owner_id, track_id, day, plays, completed)
  SELECT t.owner_id, a.track_id, (a.listened_at AT TIME ZONE 'UTC')::date, count(*), count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2, 3 ORDER BY 1, 3, 2
  ON CONFLICT (owner_id, day, track_id) DO UPDATE
    SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed;

  INSERT INTO statistics_track_months AS s (owner_id, track_id, month, plays, completed)
  SELECT t.owner_id, a.track_id, cueline_statistics_month((a.listened_at AT TIME ZONE 'UTC')::date), count(*),
         count(a.completed_at)
    FROM added a JOIN tracks t ON t.id = a.track_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, track_id, month) DO UPDATE
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

  -- A listener's first play of the day sets their bit; the conditional update returns only rows whose bit
  -- it set, also against a racing transaction. Such a row counts once in the day's listeners, and in the
  -- week's (month's) when no earlier day of the week (month) is set; a later day that was the first until
  -- now gives its count back, so the firsts stay right whatever order the days arrive in.
  FOR played IN SELECT DISTINCT (listened_at AT TIME ZONE 'UTC')::date FROM added ORDER BY 1 LOOP
    played_week := date_trunc('week', played::timestamp)::date;
    played_month := cueline_statistics_month(played);
    WITH fresh AS (
      INSERT INTO statistics_owner_listeners AS s (owner_id, listener_id, days)
      SELECT DISTINCT t.owner_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a JOIN tracks t ON t.id = a.track_id
       WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2
      ON CONFLICT (owner_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING owner_id, days),
    firsts AS (
      SELECT owner_id,
             cueline_statistics_first_day(days, played_week, played) = played AS of_week,
             cueline_statistics_first_day(days, played_month, played) = played AS of_month,
             cueline_statistics_first_day(days, played + 1, played_week + 6) AS week_next,
             cueline_statistics_first_day(days, played + 1, (played_month + interval '1 month')::date - 1)
               AS month_next
        FROM fresh),
    deltas AS (
      SELECT owner_id, played AS day, 1 AS listeners, of_week::int AS weeks, of_month::int AS months FROM firsts
      UNION ALL
      SELECT owner_id, week_next, 0, -1, 0 FROM firsts WHERE of_week AND week_next IS NOT NULL
      UNION ALL
      SELECT owner_id, month_next, 0, 0, -1 FROM firsts WHERE of_month AND month_next IS NOT NULL)
    INSERT INTO statistics_owner_days AS s (owner_id, day, listeners, week_listeners, month_listeners)
    SELECT owner_id, day, sum(listeners), sum(weeks), sum(months) FROM deltas GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET listeners = s.listeners + excluded.listeners,
      week_listeners = s.week_listeners + excluded.week_listeners,
      month_listeners = s.month_listeners + excluded.month_listeners;

    WITH fresh AS (
      INSERT INTO statistics_track_listeners AS s (track_id, listener_id, days)
      SELECT DISTINCT a.track_id, a.user_id, cueline_statistics_with_day(NULL, played)
        FROM added a WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2
      ON CONFLICT (track_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING track_id),
    counts AS (SELECT track_id, count(*) AS n FROM fresh GROUP BY 1),
    day_rows AS (
      UPDATE statistics_track_days s SET listeners = s.listeners + c.n FROM counts c
       WHERE s.track_id = c.track_id AND s.day = played)
    UPDATE statistics_track_months s SET listeners = s.listeners + c.n FROM counts c
     WHERE s.track_id = c.track_id AND s.month = played_month;

    INSERT INTO statistics_artist_listeners AS s (owner_id, artist_id, listener_id, days)
    SELECT DISTINCT t.owner_id, t.main_artist_id, a.user_id, cueline_statistics_with_day(NULL, played)
      FROM added a JOIN tracks t ON t.id = a.track_id
     WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, artist_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
      WHERE NOT cueline_statistics_played_between(s.days, played, played);

    INSERT INTO statistics_album_listeners AS s (owner_id, album_id, listener_id, days)
    SELECT DISTINCT t.owner_id, t.album_id, a.user_id, cueline_statistics_with_day(NULL, played)
      FROM added a JOIN tracks t ON t.id = a.track_id
     WHERE (a.listened_at AT TIME ZONE 'UTC')::date = played AND t.album_id IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, album_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
      WHERE NOT cueline_statistics_played_between(s.days, played, played);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Listeners' day bits built from (key…, day index) rows in one sorted pass: each key's bits are its set days
-- written out as text ('0' runs and '1's) and cast once, as long as its last day (as the triggers grow them).
-- `source` yields the columns `keys` and `i` (the day index); `target` receives `keys` and `days`.
CREATE OR REPLACE FUNCTION cueline_statistics_backfill_bits(target text, keys text, source text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO %1$s (%2$s, days)
    SELECT %2$s, string_agg(repeat('0', i - coalesce(previous, -1) - 1) || '1', '' ORDER BY i)::bit varying
      FROM (SELECT %2$s, i, lag(i) OVER (PARTITION BY %2$s ORDER BY i) AS previous
              FROM (SELECT DISTINCT %2$s, i FROM (%3$s) AS s) AS d) AS x
     GROUP BY %2$s
  $sql$, target, keys, source);
END;
$$;
--> statement-breakpoint
-- The rollups of migration 0031 that come from `listens` (plays, completed plays, daily listeners, genres,
-- owners' and tracks' listener bits), built set-based into empty tables: the same figures the listens
-- trigger writes. Used to load listens in bulk with the triggers off (bench/statistics.mjs); the test
-- tests/server/statistics-backfill.test.ts compares both.
CREATE OR REPLACE FUNCTION cueline_statistics_backfill_listens() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cueline_statistics_rollups'));
  CREATE TEMPORARY TABLE statistics_backfill_plays ON COMMIT DROP AS
  SELECT t.owner_id, l.track_id, l.user_id, (l.listened_at AT TIME ZONE 'UTC')::date AS day,
         count(*) AS plays, count(l.completed_at) AS completed, t.genres, t.main_artist_id, t.album_id
    FROM listens l JOIN tracks t ON t.id = l.track_id GROUP BY 1, 2, 3, 4, 7, 8, 9;

  INSERT INTO statistics_track_days (owner_id, track_id, day, plays, completed, listeners)
  SELECT owner_id, track_id, day, sum(plays), sum(completed), count(*)
    FROM statistics_backfill_plays GROUP BY 1, 2, 3;
  INSERT INTO statistics_owner_days (owner_id, day, plays, completed, listeners)
  SELECT owner_id, day, sum(plays), sum(completed), count(DISTINCT user_id)
    FROM statistics_backfill_plays GROUP BY 1, 2;
  INSERT INTO statistics_genre_days (owner_id, day, genre, plays)
  SELECT p.owner_id, p.day, coalesce(g.genre, ''), sum(p.plays)
    FROM statistics_backfill_plays p LEFT JOIN LATERAL unnest(p.genres) AS g(genre) ON true
   GROUP BY 1, 2, 3;
  PERFORM cueline_statistics_backfill_bits('statistics_owner_listeners', 'owner_id, listener_id',
    'SELECT owner_id, user_id AS listener_id, cueline_statistics_day_index(day) AS i FROM statistics_backfill_plays');
  PERFORM cueline_statistics_backfill_bits('statistics_track_listeners', 'track_id, listener_id',
    'SELECT track_id, user_id AS listener_id, cueline_statistics_day_index(day) AS i FROM statistics_backfill_plays');
  DROP TABLE statistics_backfill_plays;
END;
$$;
--> statement-breakpoint
-- The rollups of this migration, from what is recorded so far: track months from track days, and from
-- `listens` the week's and month's first plays and the artists' and albums' listener bits (of the tracks'
-- current artist and album).
CREATE OR REPLACE FUNCTION cueline_statistics_backfill_coarser() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cueline_statistics_rollups'));
  INSERT INTO statistics_track_months (owner_id, track_id, month, plays, listeners, completed, favourites,
    playlist_adds, downloads, requests, proposals, approved)
  SELECT owner_id, track_id, cueline_statistics_month(day), sum(plays), sum(listeners), sum(completed),
         sum(favourites), sum(playlist_adds), sum(downloads), sum(requests), sum(proposals), sum(approved)
    FROM statistics_track_days GROUP BY 1, 2, 3;

  CREATE TEMPORARY TABLE statistics_backfill_days ON COMMIT DROP AS
  SELECT DISTINCT t.owner_id, t.main_artist_id, t.album_id, l.user_id,
         (l.listened_at AT TIME ZONE 'UTC')::date AS day
    FROM listens l JOIN tracks t ON t.id = l.track_id;

  WITH owner_days AS (SELECT DISTINCT owner_id, user_id, day FROM statistics_backfill_days),
  firsts AS (
    SELECT owner_id, min(day) AS day, 1 AS weeks, 0 AS months FROM owner_days
     GROUP BY owner_id, user_id, date_trunc('week', day::timestamp)
    UNION ALL
    SELECT owner_id, min(day), 0, 1 FROM owner_days GROUP BY owner_id, user_id, cueline_statistics_month(day)),
  counts AS (SELECT owner_id, day, sum(weeks) AS weeks, sum(months) AS months FROM firsts GROUP BY 1, 2)
  UPDATE statistics_owner_days s SET week_listeners = c.weeks, month_listeners = c.months
    FROM counts c WHERE s.owner_id = c.owner_id AND s.day = c.day;

  PERFORM cueline_statistics_backfill_bits('statistics_artist_listeners', 'owner_id, artist_id, listener_id',
    'SELECT owner_id, main_artist_id AS artist_id, user_id AS listener_id, cueline_statistics_day_index(day) AS i
       FROM statistics_backfill_days');
  PERFORM cueline_statistics_backfill_bits('statistics_album_listeners', 'owner_id, album_id, listener_id',
    'SELECT owner_id, album_id, user_id AS listener_id, cueline_statistics_day_index(day) AS i
       FROM statistics_backfill_days WHERE album_id IS NOT NULL');
  DROP TABLE statistics_backfill_days;
END;
$$;
--> statement-breakpoint
SELECT cueline_statistics_backfill_coarser();
