-- Statistics folded from appended events (docs/decisions/0037-statistics-without-a-global-lock.md). Writers
-- no longer update rollup rows: their statement triggers append `statistics_events` (migration 0039), and
-- `cueline_statistics_fold()` takes a batch of them, adds it to every rollup of migrations 0031, 0035 and
-- 0036 and deletes it, in one transaction: what is folded and what is left are always exact, and no event
-- is folded twice. Folds take turns on their own lock (the key the backfills take), which no writer takes.
-- The server folds every second and before every statistics read.

-- Adds the folded counters of `statistics_items` to `target`, keyed by `keys` (its primary key `conflict`),
-- for the items `filter` selects.
CREATE OR REPLACE FUNCTION cueline_statistics_fold_into(target text, keys text, conflict text, filter text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO %1$s AS s (%2$s, plays, completed, favourites, playlist_adds, downloads, requests, proposals,
      approved)
    SELECT %2$s, sum(plays), sum(completed), sum(favourites), sum(playlist_adds), sum(downloads), sum(requests),
           sum(proposals), sum(approved)
      FROM statistics_items WHERE %4$s GROUP BY %2$s ORDER BY %3$s
    ON CONFLICT (%3$s) DO UPDATE SET plays = s.plays + excluded.plays, completed = s.completed + excluded.completed,
      favourites = s.favourites + excluded.favourites, playlist_adds = s.playlist_adds + excluded.playlist_adds,
      downloads = s.downloads + excluded.downloads, requests = s.requests + excluded.requests,
      proposals = s.proposals + excluded.proposals, approved = s.approved + excluded.approved
  $sql$, target, keys, conflict, filter);
END;
$$;
--> statement-breakpoint
-- The batch's counters: track days and months, artist days (under the artist the track is filed under),
-- owner days (not for order lines), genres at play time and the artist's genres. Events of a track deleted
-- since leave no track rows (as the cascade would have removed them); those of a deleted owner, no owner rows.
CREATE OR REPLACE FUNCTION cueline_statistics_fold_counters() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMPORARY TABLE statistics_items ON COMMIT DROP AS
  SELECT b.kind, b.owner_id, b.track_id, f.artist_id, f.genres AS artist_genres, b.genres, b.day,
         cueline_statistics_month(b.day) AS month,
         b.kind <> 'line' AND EXISTS (SELECT 1 FROM users u WHERE u.id = b.owner_id) AS owner_days,
         CASE WHEN b.kind = 'play' THEN b.amount ELSE 0 END AS plays,
         CASE WHEN b.kind = 'play' THEN b.completed WHEN b.metric = 'completed' THEN b.amount ELSE 0 END AS completed,
         CASE WHEN b.metric = 'favourites' THEN b.amount ELSE 0 END AS favourites,
         CASE WHEN b.metric = 'playlist_adds' THEN b.amount ELSE 0 END AS playlist_adds,
         CASE WHEN b.metric = 'downloads' THEN b.amount ELSE 0 END AS downloads,
         CASE WHEN b.metric = 'requests' THEN b.amount ELSE 0 END AS requests,
         CASE WHEN b.metric = 'proposals' THEN b.amount ELSE 0 END AS proposals,
         CASE WHEN b.metric = 'approved' THEN b.amount ELSE 0 END AS approved
    FROM statistics_batch b LEFT JOIN statistics_track_artists f ON f.track_id = b.track_id
   WHERE b.kind <> 'moved';

  PERFORM cueline_statistics_fold_into('statistics_track_days', 'owner_id, track_id, day', 'owner_id, day, track_id',
    'artist_id IS NOT NULL');
  PERFORM cueline_statistics_fold_into('statistics_track_months', 'owner_id, track_id, month',
    'owner_id, track_id, month', 'artist_id IS NOT NULL');
  PERFORM cueline_statistics_fold_into('statistics_artist_days', 'owner_id, artist_id, day',
    'owner_id, artist_id, day', 'artist_id IS NOT NULL');
  PERFORM cueline_statistics_fold_into('statistics_owner_days', 'owner_id, day', 'owner_id, day', 'owner_days');

  INSERT INTO statistics_genre_days AS s (owner_id, day, genre, plays)
  SELECT i.owner_id, i.day, coalesce(g.genre, ''), sum(i.plays)
    FROM statistics_items i LEFT JOIN LATERAL unnest(i.genres) AS g(genre) ON true
   WHERE i.kind = 'play' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;

  INSERT INTO statistics_artist_genre_days AS s (owner_id, artist_id, day, genre, plays)
  SELECT i.owner_id, i.artist_id, i.day, coalesce(g.genre, ''), sum(i.plays)
    FROM statistics_items i LEFT JOIN LATERAL unnest(i.artist_genres) AS g(genre) ON true
   WHERE i.kind = 'play' AND i.artist_id IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (owner_id, artist_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;
  DROP TABLE statistics_items;
END;
$$;
--> statement-breakpoint
-- The first plays of `played` from the listener rows whose bit of that day was just set (`bits`, per owner and
-- artist, the artist null for an owner's rows): +1 listener on the day, +1 on the day for the week's (month's)
-- first play when no earlier day of it is set, and -1 on the later day that was the first until now.
CREATE OR REPLACE FUNCTION cueline_statistics_first_plays(owner_ids uuid[], artist_ids uuid[], bits bit varying[],
  played date)
RETURNS TABLE (owner_id uuid, artist_id uuid, day date, listeners bigint, weeks bigint, months bigint)
LANGUAGE sql IMMUTABLE AS $$
  WITH bounds AS (
    SELECT date_trunc('week', played::timestamp)::date AS week, cueline_statistics_month(played) AS month),
  firsts AS (
    SELECT f.owner_id, f.artist_id,
           cueline_statistics_first_day(f.days, w.week, played) = played AS of_week,
           cueline_statistics_first_day(f.days, w.month, played) = played AS of_month,
           cueline_statistics_first_day(f.days, played + 1, w.week + 6) AS week_next,
           cueline_statistics_first_day(f.days, played + 1, (w.month + interval '1 month')::date - 1) AS month_next
      FROM unnest(owner_ids, artist_ids, bits) AS f(owner_id, artist_id, days), bounds AS w),
  deltas AS (
    SELECT f.owner_id, f.artist_id, played AS day, 1 AS listeners, f.of_week::int AS weeks,
           f.of_month::int AS months FROM firsts f
    UNION ALL
    SELECT f.owner_id, f.artist_id, f.week_next, 0, -1, 0 FROM firsts f WHERE f.of_week AND f.week_next IS NOT NULL
    UNION ALL
    SELECT f.owner_id, f.artist_id, f.month_next, 0, 0, -1 FROM firsts f WHERE f.of_month AND f.month_next IS NOT NULL)
  SELECT d.owner_id, d.artist_id, d.day, sum(d.listeners), sum(d.weeks), sum(d.months) FROM deltas d GROUP BY 1, 2, 3
$$;
--> statement-breakpoint
-- The batch's listeners, as migration 0036's listens trigger counted them (decisions 0017, 0021, 0022): a
-- listener's first play of the day sets their bit; the conditional update returns only rows whose bit it set.
-- Such a row counts once in the day's listeners, and in the week's (month's) when no earlier day of the week
-- (month) is set; a later day that was the first until now gives its count back, so the firsts stay right
-- whatever order the days arrive in. Per owner and per artist played; bits alone per track and album.
CREATE OR REPLACE FUNCTION cueline_statistics_fold_listeners() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  played date;
  played_week date;
  played_month date;
BEGIN
  FOR played IN SELECT DISTINCT day FROM statistics_batch WHERE kind = 'play' ORDER BY 1 LOOP
    played_week := date_trunc('week', played::timestamp)::date;
    played_month := cueline_statistics_month(played);
    WITH fresh AS (
      INSERT INTO statistics_owner_listeners AS s (owner_id, listener_id, days)
      SELECT DISTINCT owner_id, listener_id, cueline_statistics_with_day(NULL, played)
        FROM statistics_batch WHERE kind = 'play' AND day = played ORDER BY 1, 2
      ON CONFLICT (owner_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING owner_id, NULL::uuid AS artist_id, days)
    INSERT INTO statistics_owner_days AS s (owner_id, day, listeners, week_listeners, month_listeners)
    SELECT d.owner_id, d.day, d.listeners, d.weeks, d.months
      FROM (SELECT array_agg(owner_id) AS o, array_agg(artist_id) AS a, array_agg(days) AS b FROM fresh) AS x,
           cueline_statistics_first_plays(x.o, x.a, x.b, played) AS d
     WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = d.owner_id) ORDER BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET listeners = s.listeners + excluded.listeners,
      week_listeners = s.week_listeners + excluded.week_listeners,
      month_listeners = s.month_listeners + excluded.month_listeners;

    WITH fresh AS (
      INSERT INTO statistics_artist_listeners AS s (owner_id, artist_id, listener_id, days)
      SELECT DISTINCT owner_id, artist_id, listener_id, cueline_statistics_with_day(NULL, played)
        FROM statistics_batch WHERE kind = 'play' AND day = played ORDER BY 1, 2, 3
      ON CONFLICT (owner_id, artist_id, listener_id) DO UPDATE
        SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING owner_id, artist_id, days)
    INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, listeners, week_listeners, month_listeners)
    SELECT d.owner_id, d.artist_id, d.day, d.listeners, d.weeks, d.months
      FROM (SELECT array_agg(owner_id) AS o, array_agg(artist_id) AS a, array_agg(days) AS b FROM fresh) AS x,
           cueline_statistics_first_plays(x.o, x.a, x.b, played) AS d ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET listeners = s.listeners + excluded.listeners,
      week_listeners = s.week_listeners + excluded.week_listeners,
      month_listeners = s.month_listeners + excluded.month_listeners;

    WITH fresh AS (
      INSERT INTO statistics_track_listeners AS s (track_id, listener_id, days)
      SELECT DISTINCT b.track_id, b.listener_id, cueline_statistics_with_day(NULL, played)
        FROM statistics_batch b
       WHERE b.kind = 'play' AND b.day = played AND EXISTS (SELECT 1 FROM tracks t WHERE t.id = b.track_id)
       ORDER BY 1, 2
      ON CONFLICT (track_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
        WHERE NOT cueline_statistics_played_between(s.days, played, played)
      RETURNING track_id),
    counts AS (SELECT track_id, count(*) AS n FROM fresh GROUP BY 1),
    day_rows AS (
      UPDATE statistics_track_days s SET listeners = s.listeners + c.n FROM counts c
       WHERE s.track_id = c.track_id AND s.day = played)
    UPDATE statistics_track_months s SET listeners = s.listeners + c.n FROM counts c
     WHERE s.track_id = c.track_id AND s.month = played_month;

    INSERT INTO statistics_album_listeners AS s (owner_id, album_id, listener_id, days)
    SELECT DISTINCT owner_id, album_id, listener_id, cueline_statistics_with_day(NULL, played)
      FROM statistics_batch WHERE kind = 'play' AND day = played AND album_id IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (owner_id, album_id, listener_id) DO UPDATE SET days = cueline_statistics_with_day(s.days, played)
      WHERE NOT cueline_statistics_played_between(s.days, played, played);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Tracks of the batch's `moved` events whose main artist or genres now differ from those they are filed under
-- (`statistics_track_artists`) take their days' counters from the old artist (and genres) to the new ones, as
-- migration 0036's tracks trigger did, and are filed under the new ones. Listener counts stay with the
-- artist played. Rows left with nothing are deleted. The new artist and genres are read once, so what is
-- moved and what is filed are the same.
CREATE OR REPLACE FUNCTION cueline_statistics_refile() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMPORARY TABLE statistics_refiled ON COMMIT DROP AS
  SELECT f.track_id, f.artist_id AS old_artist, f.genres AS old_genres, t.main_artist_id AS new_artist,
         t.genres AS new_genres
    FROM statistics_track_artists f JOIN tracks t ON t.id = f.track_id
   WHERE f.track_id IN (SELECT track_id FROM statistics_batch WHERE kind = 'moved')
     AND (f.artist_id IS DISTINCT FROM t.main_artist_id OR f.genres IS DISTINCT FROM t.genres);
  UPDATE statistics_track_artists f SET artist_id = r.new_artist, genres = r.new_genres
    FROM statistics_refiled r WHERE f.track_id = r.track_id;
  CREATE TEMPORARY TABLE statistics_moved_days ON COMMIT DROP AS
  SELECT d.owner_id, r.old_artist, r.new_artist, r.old_genres, r.new_genres, d.day, d.plays, d.completed,
         d.favourites, d.playlist_adds, d.downloads, d.requests, d.proposals, d.approved
    FROM statistics_refiled r JOIN statistics_track_days d ON d.track_id = r.track_id;
  DROP TABLE statistics_refiled;
  IF NOT EXISTS (SELECT 1 FROM statistics_moved_days) THEN
    DROP TABLE statistics_moved_days;
    RETURN;
  END IF;

  WITH deltas AS (
    SELECT owner_id, old_artist AS artist_id, day, -plays AS plays, -completed AS completed,
           -favourites AS favourites, -playlist_adds AS playlist_adds, -downloads AS downloads,
           -requests AS requests, -proposals AS proposals, -approved AS approved
      FROM statistics_moved_days WHERE old_artist IS DISTINCT FROM new_artist
    UNION ALL
    SELECT owner_id, new_artist, day, plays, completed, favourites, playlist_adds, downloads, requests,
           proposals, approved
      FROM statistics_moved_days WHERE old_artist IS DISTINCT FROM new_artist)
  INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, plays, completed, favourites,
    playlist_adds, downloads, requests, proposals, approved)
  SELECT owner_id, artist_id, day, sum(plays), sum(completed), sum(favourites), sum(playlist_adds),
         sum(downloads), sum(requests), sum(proposals), sum(approved)
    FROM deltas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET plays = s.plays + excluded.plays,
    completed = s.completed + excluded.completed, favourites = s.favourites + excluded.favourites,
    playlist_adds = s.playlist_adds + excluded.playlist_adds, downloads = s.downloads + excluded.downloads,
    requests = s.requests + excluded.requests, proposals = s.proposals + excluded.proposals,
    approved = s.approved + excluded.approved;

  DELETE FROM statistics_artist_days s USING (SELECT DISTINCT owner_id, old_artist, day FROM statistics_moved_days) m
   WHERE s.owner_id = m.owner_id AND s.artist_id = m.old_artist AND s.day = m.day
     AND s.plays = 0 AND s.listeners = 0 AND s.completed = 0 AND s.favourites = 0 AND s.playlist_adds = 0
     AND s.downloads = 0 AND s.requests = 0 AND s.proposals = 0 AND s.approved = 0
     AND s.week_listeners = 0 AND s.month_listeners = 0;

  WITH deltas AS (
    SELECT m.owner_id, m.old_artist AS artist_id, m.day, coalesce(g.genre, '') AS genre, -m.plays AS plays
      FROM statistics_moved_days m LEFT JOIN LATERAL unnest(m.old_genres) AS g(genre) ON true
    UNION ALL
    SELECT m.owner_id, m.new_artist, m.day, coalesce(g.genre, ''), m.plays
      FROM statistics_moved_days m LEFT JOIN LATERAL unnest(m.new_genres) AS g(genre) ON true)
  INSERT INTO statistics_artist_genre_days AS s (owner_id, artist_id, day, genre, plays)
  SELECT owner_id, artist_id, day, genre, sum(plays) FROM deltas
   GROUP BY 1, 2, 3, 4 HAVING sum(plays) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (owner_id, artist_id, day, genre) DO UPDATE SET plays = s.plays + excluded.plays;

  DELETE FROM statistics_artist_genre_days s USING (SELECT DISTINCT owner_id, old_artist, day FROM statistics_moved_days) m
   WHERE s.owner_id = m.owner_id AND s.artist_id = m.old_artist AND s.day = m.day AND s.plays = 0;
  DROP TABLE statistics_moved_days;
END;
$$;
--> statement-breakpoint
-- Folds up to `batch` events, in any order (the sums and the listeners' first plays do not depend on it, and
-- a track's moves go by what it is filed under), and answers how many; 0 at once when none is waiting.
-- Tracks seen for the first time are filed under their artist and genres of now (nothing of theirs is filed
-- yet).
-- No writer takes the lock: only folds and backfills do, so there is one consumer at a time. A fold with
-- `wait` false (the server's loop) does not queue behind another process's fold: it answers -1 and the
-- next tick folds what is left; a read waits, so it sees every write before it.
CREATE OR REPLACE FUNCTION cueline_statistics_fold(batch integer DEFAULT 5000, wait boolean DEFAULT true)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM statistics_events) THEN RETURN 0; END IF;
  IF wait THEN
    PERFORM pg_advisory_xact_lock(hashtext('cueline_statistics_rollups'));
  ELSIF NOT pg_try_advisory_xact_lock(hashtext('cueline_statistics_rollups')) THEN
    RETURN -1;
  END IF;
  CREATE TEMPORARY TABLE statistics_batch (LIKE statistics_events) ON COMMIT DROP;
  WITH taken AS (
    DELETE FROM statistics_events WHERE ctid = ANY(ARRAY(SELECT ctid FROM statistics_events LIMIT batch))
    RETURNING *)
  INSERT INTO statistics_batch SELECT * FROM taken;
  GET DIAGNOSTICS folded = ROW_COUNT;

  INSERT INTO statistics_track_artists (track_id, artist_id, genres)
  SELECT t.id, t.main_artist_id, t.genres FROM tracks t
   WHERE t.id IN (SELECT track_id FROM statistics_batch) ORDER BY 1
  ON CONFLICT (track_id) DO NOTHING;
  PERFORM cueline_statistics_refile();
  PERFORM cueline_statistics_fold_counters();
  PERFORM cueline_statistics_fold_listeners();
  DROP TABLE statistics_batch;
  RETURN folded;
END;
$$;
--> statement-breakpoint
-- Migration 0036's artist backfill, which also files every track under its current artist and genres (what
-- it counts them under).
CREATE OR REPLACE FUNCTION cueline_statistics_backfill_artists() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cueline_statistics_rollups'));
  INSERT INTO statistics_artist_days (owner_id, artist_id, day, plays, completed, favourites, playlist_adds,
    downloads, requests, proposals, approved)
  SELECT d.owner_id, t.main_artist_id, d.day, sum(d.plays), sum(d.completed), sum(d.favourites),
         sum(d.playlist_adds), sum(d.downloads), sum(d.requests), sum(d.proposals), sum(d.approved)
    FROM statistics_track_days d JOIN tracks t ON t.id = d.track_id GROUP BY 1, 2, 3;

  INSERT INTO statistics_artist_genre_days (owner_id, artist_id, day, genre, plays)
  SELECT d.owner_id, t.main_artist_id, d.day, coalesce(g.genre, ''), sum(d.plays)
    FROM statistics_track_days d JOIN tracks t ON t.id = d.track_id
    LEFT JOIN LATERAL unnest(t.genres) AS g(genre) ON true
   WHERE d.plays > 0
   GROUP BY 1, 2, 3, 4;

  WITH played AS (
    SELECT DISTINCT t.owner_id, t.main_artist_id AS artist_id, l.user_id,
           (l.listened_at AT TIME ZONE 'UTC')::date AS day
      FROM listens l JOIN tracks t ON t.id = l.track_id),
  firsts AS (
    SELECT owner_id, artist_id, day, 1 AS listeners, 0 AS weeks, 0 AS months FROM played
    UNION ALL
    SELECT owner_id, artist_id, min(day), 0, 1, 0 FROM played
     GROUP BY owner_id, artist_id, user_id, date_trunc('week', day::timestamp)
    UNION ALL
    SELECT owner_id, artist_id, min(day), 0, 0, 1 FROM played
     GROUP BY owner_id, artist_id, user_id, cueline_statistics_month(day)),
  counts AS (
    SELECT owner_id, artist_id, day, sum(listeners) AS listeners, sum(weeks) AS weeks, sum(months) AS months
      FROM firsts GROUP BY 1, 2, 3)
  INSERT INTO statistics_artist_days AS s (owner_id, artist_id, day, listeners, week_listeners, month_listeners)
  SELECT owner_id, artist_id, day, listeners, weeks, months FROM counts
  ON CONFLICT (owner_id, artist_id, day) DO UPDATE SET listeners = excluded.listeners,
    week_listeners = excluded.week_listeners, month_listeners = excluded.month_listeners;
  DELETE FROM statistics_track_artists;
  INSERT INTO statistics_track_artists (track_id, artist_id, genres) SELECT id, main_artist_id, genres FROM tracks;
END;
$$;
